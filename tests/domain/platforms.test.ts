import { describe, expect, it } from 'vitest'
import { enabledPlatformKinds, platformKind, platformNumber, type Platform } from '../../domain/platforms'

describe('SPEC §3 Platform names', () => {
  it.each([
    ['whatsapp', 'whatsapp'],
    ['WhatsApp Business', 'whatsapp'],
    ['email', 'email'],
    ['order_email', 'email'],
    ['phone', 'phone'],
    ['Telephone', 'phone'],
    ['whatsapp_phone', 'whatsapp'],
    ['email_phone', 'email'],
    ['telegram', null],
    ['', null],
  ])('SPEC §3 Platform: %j is %j', (name, expected) => {
    expect(platformKind(name)).toBe(expected)
  })
})

const platforms: Platform[] = [
  { name: 'telegram', enabled: true, number: '123' },
  { name: 'phone', enabled: false, number: '0212345678' },
  { name: 'whatsapp', enabled: true, number: '  ' },
  { name: 'whatsapp_business', enabled: true, number: ' +39 333 1234567 ' },
  { name: 'email', enabled: true, number: 'ordini@example.it' },
]

describe('SPEC §1, §3 enabled platforms', () => {
  it('SPEC §3 Platform: enabled, known kinds each once, in order', () => {
    expect(enabledPlatformKinds(platforms)).toEqual(['whatsapp', 'email'])
  })
  it.each([
    ['whatsapp', '+39 333 1234567'],
    ['email', 'ordini@example.it'],
    ['phone', null],
  ] as const)('SPEC §1, §3 Platform: the %s number is %j (first enabled non-empty one)', (kind, expected) => {
    expect(platformNumber(platforms, kind)).toBe(expected)
  })
})
