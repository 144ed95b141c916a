import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isRegistrationMandatory, isRegistrationMarkerValid, registrationMarker, type RegistrationField } from '../../domain/registration'

describe('SPEC §5 Registration marker: counts only if not expired', () => {
  const marker = registrationMarker(1_000, 500)
  it.each<[string, unknown, number, boolean]>([
    ['before expiry', marker, 1_499, true],
    ['at expiry', marker, 1_500, false],
    ['after expiry', marker, 1_501, false],
    ['right after it was set', marker, 1_000, true],
    ['a missing marker', null, 0, false],
    ['a marker without expiry', {}, 0, false],
    ['a marker with a text expiry', { expiresAt: '2000' }, 0, false],
    ['a marker with a NaN expiry', { expiresAt: Number.NaN }, 0, false],
    ['a marker that is not an object', 'true', 0, false],
  ])('SPEC §3, §5: %s counts: %s', (_label, stored, now, expected) => {
    expect(isRegistrationMarkerValid(stored, now)).toBe(expected)
  })

  it('SPEC §5: a fresh marker with a positive lifetime counts until exactly its lifetime has passed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), fc.integer({ min: 1, max: 2 ** 32 }), (now, lifetime) => {
        const fresh = registrationMarker(now, lifetime)
        expect(isRegistrationMarkerValid(fresh, now + lifetime - 1)).toBe(true)
        expect(isRegistrationMarkerValid(fresh, now + lifetime)).toBe(false)
      }),
    )
  })
})

describe('SPEC §3 Registration form fields, §6: mandatory when the field named required is enabled', () => {
  it.each<[string, RegistrationField[], boolean]>([
    ['required enabled', [{ name: 'email', pivot: { enabled: true } }, { name: 'required', pivot: { enabled: true } }], true],
    ['required enabled as 1', [{ name: 'required', pivot: { enabled: 1 } }], true],
    ['required disabled', [{ name: 'required', pivot: { enabled: false } }], false],
    ['required disabled as 0', [{ name: 'required', pivot: { enabled: 0 } }], false],
    ['required without pivot', [{ name: 'required' }], false],
    ['required with a null pivot', [{ name: 'required', pivot: null }], false],
    ['no required field', [{ name: 'email', pivot: { enabled: true } }], false],
    ['a differently written name', [{ name: 'Required', pivot: { enabled: true } }], false],
    ['no fields', [], false],
  ])('SPEC §3, §6: %s', (_label, fields, expected) => {
    expect(isRegistrationMandatory(fields)).toBe(expected)
  })
})
