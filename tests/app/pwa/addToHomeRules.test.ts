import { describe, expect, it } from 'vitest'
import { ADD_TO_HOME_PERIOD_MS, addToHomeModal, mobilePlatform } from '../../../src/pwa/addToHomeRules'

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'
const PIXEL = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const NOW = 1_800_000_000_000

describe('the add-to-home modals (SPEC §2, §3)', () => {
  it('knows Apple and Android phones (an iPad that says Mac has touch points)', () => {
    expect(mobilePlatform(IPHONE)).toBe('apple')
    expect(mobilePlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15', 5)).toBe('apple')
    expect(mobilePlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15', 0)).toBeNull()
    expect(mobilePlatform(PIXEL)).toBe('android')
    expect(mobilePlatform(DESKTOP)).toBeNull()
  })

  it('shows on a phone when not installed and never shown before', () => {
    expect(addToHomeModal({ platform: 'apple', standalone: false, installOffered: false, lastShown: null, now: NOW })).toBe('apple')
    expect(addToHomeModal({ platform: 'android', standalone: false, installOffered: true, lastShown: null, now: NOW })).toBe('android')
  })

  it('not when installed, not on a desktop', () => {
    expect(addToHomeModal({ platform: 'apple', standalone: true, installOffered: false, lastShown: null, now: NOW })).toBeNull()
    expect(addToHomeModal({ platform: null, standalone: false, installOffered: true, lastShown: null, now: NOW })).toBeNull()
  })

  it("Android's only when the browser offers the install (beforeinstallprompt)", () => {
    expect(addToHomeModal({ platform: 'android', standalone: false, installOffered: false, lastShown: null, now: NOW })).toBeNull()
  })

  it('at most once per period (addToHomeMobilePromptLastDate)', () => {
    const input = { platform: 'apple' as const, standalone: false, installOffered: false }
    expect(addToHomeModal({ ...input, lastShown: NOW - ADD_TO_HOME_PERIOD_MS + 1, now: NOW })).toBeNull()
    expect(addToHomeModal({ ...input, lastShown: NOW - ADD_TO_HOME_PERIOD_MS, now: NOW })).toBe('apple')
  })
})
