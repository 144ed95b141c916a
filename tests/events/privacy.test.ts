import * as t from 'io-ts'
import { describe, expect, it } from 'vitest'
import { current, legacy } from '../../events/catalogue'
import { classificationGaps, classified } from '../../events/codecs/privacy'

describe('every event field is classified for `log redact` (issue #17.2)', () => {
  it('the catalogue, current and legacy versions, has no field without a class', () => {
    const gaps = [
      ...Object.entries(current).flatMap(([type, codec]) => classificationGaps(codec, type)),
      ...Object.entries(legacy).flatMap(([type, versions]) =>
        Object.entries(versions ?? {}).flatMap(([v, { codec }]) => classificationGaps(codec, `${type} v${v}`)),
      ),
    ]
    expect(gaps).toEqual([])
  })

  it('a new event whose codec is not classified is named, field by field', () => {
    const nickname = t.type({ guest_nickname: t.string, seat: t.number })
    expect(classificationGaps(t.type({ who: classified(t.type({ nickname: t.string }), { nickname: 'name' }), where: nickname }), 'TabJoined')).toEqual([
      'TabJoined: {who, where} has no classification',
    ])
    const event = classified(t.type({ who: t.string, where: nickname }), { who: 'name', where: 'nested' })
    expect(classificationGaps(event, 'TabJoined')).toEqual(['TabJoined.where: {guest_nickname, seat} has no classification'])
  })

  it('a field added to a classified codec, or a class for a field it lacks, is named', () => {
    const codec = t.type({ name: t.string, phone: t.string })
    classified(codec, { name: 'name' } as never)
    expect(classificationGaps(codec, 'Contact')).toEqual(['Contact.phone: not classified'])
    const renamed = t.partial({ mobile: t.string })
    classified(renamed, { mobile: 'phone', phone: 'phone' } as never)
    expect(classificationGaps(renamed, 'Contact')).toEqual(['Contact.phone: classified but not in the codec'])
  })

  it('an object cannot be waved through as public: its fields must be classified where it is defined', () => {
    const contacts = classified(t.type({ email: t.string }), { email: 'email' })
    const event = classified(t.type({ contacts: t.union([contacts, t.null]) }), { contacts: 'public' })
    expect(classificationGaps(event, 'Ordered')).toEqual(['Ordered.contacts: holds fields of its own, classify it as nested'])
  })
})
