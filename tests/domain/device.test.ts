import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { deviceIdToUse, isDeviceId, isMobileUserAgent } from '../../domain/device'

describe('SPEC §6 mobile detection by user agent', () => {
  it.each([
    ['Android', 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36', true],
    ['iPhone', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', true],
    ['iPad', 'Mozilla/5.0 (iPad; CPU OS 12_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', true],
    ['iPod', 'Mozilla/5.0 (iPod touch; CPU iPhone OS 12_5 like Mac OS X)', true],
    ['webOS', 'Mozilla/5.0 (webOS/2.2.4; U; en-US) AppleWebKit/534.6 Pre/3.0', true],
    ['BlackBerry', 'BlackBerry9700/5.0.0.862 Profile/MIDP-2.1', true],
    ['IEMobile', 'Mozilla/5.0 (compatible; MSIE 10.0; Windows Phone 8.0; IEMobile/10.0)', true],
    ['Opera Mini', 'Opera/9.80 (J2ME/MIDP; Opera Mini/9.80/37.9178; U; en) Presto/2.12.423', true],
    ['lower case', 'some android browser', true],
    ['desktop Chrome', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36', false],
    ['desktop Safari (also iPadOS 13+)', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15', false],
    ['empty', '', false],
    ['missing', undefined, false],
  ])('SPEC §6: %s is mobile: %s', (_label, userAgent, expected) => {
    expect(isMobileUserAgent(userAgent)).toBe(expected)
  })
})

describe('SPEC §3, §9 device id: 36 characters, UUID-style', () => {
  it.each<[string, unknown, boolean]>([
    ['a random UUID', '3f2504e0-4f89-41d3-9a0c-0305e82c3301', true],
    ['upper case', '3F2504E0-4F89-41D3-9A0C-0305E82C3301', true],
    ['any version digit', '3f2504e0-4f89-11d3-9a0c-0305e82c3301', true],
    ['35 characters', '3f2504e0-4f89-41d3-9a0c-0305e82c330', false],
    ['37 characters', '3f2504e0-4f89-41d3-9a0c-0305e82c33011', false],
    ['36 characters without dashes in place', '3f2504e04f89-41d3-9a0c-0305e82c3301a', false],
    ['a non-hex digit', '3f2504e0-4f89-41d3-9a0c-0305e82c330g', false],
    ['surrounding spaces', ' 3f2504e0-4f89-41d3-9a0c-0305e82c3301', false],
    ['empty', '', false],
    ['not a string', 42, false],
    ['null', null, false],
  ])('SPEC §3, §9: %s', (_label, value, expected) => {
    expect(isDeviceId(value)).toBe(expected)
  })

  it('SPEC §9: every valid device id has 36 characters', () => {
    fc.assert(
      fc.property(fc.uuid(), (uuid) => {
        expect(isDeviceId(uuid)).toBe(true)
        expect(uuid).toHaveLength(36)
      }),
    )
  })

  it.each<[string, unknown, string]>([
    ['a valid stored id is kept', '3f2504e0-4f89-41d3-9a0c-0305e82c3301', '3f2504e0-4f89-41d3-9a0c-0305e82c3301'],
    ['a malformed stored id is replaced', 'not-an-id', 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee'],
    ['no stored id takes the generated one', null, 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee'],
  ])('SPEC §3 App state deviceID: %s', (_label, stored, expected) => {
    expect(deviceIdToUse(stored, 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee')).toBe(expected)
  })
})
