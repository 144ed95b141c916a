import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DEFAULT_LANGUAGE, isRightToLeft, languageCode, resolveLanguage, type LanguageCandidates } from '../../domain/language'

describe('SPEC §1 Language: codes drop the region suffix', () => {
  it.each([
    ['en-US', 'en'],
    ['pt_BR', 'pt'],
    ['EN', 'en'],
    [' de-CH ', 'de'],
    ['fil', 'fil'],
    ['zh-Hant-TW', 'zh'],
    ['', null],
    ['e', null],
    ['english', null],
    ['12', null],
    [null, null],
  ])('SPEC §1 Language: %j is %j', (raw, expected) => {
    expect(languageCode(raw)).toBe(expected)
  })
})

const none: LanguageCandidates = { stored: null, browser: null, venueDefault: null }

describe('SPEC §1 Language: stored preference, else browser, else venue default, else Italian', () => {
  it.each<[string, LanguageCandidates, string]>([
    ['nothing known gives Italian', none, 'it'],
    ['the stored preference wins', { stored: 'fr', browser: 'en-US', venueDefault: 'de' }, 'fr'],
    ['the browser language with its region dropped', { ...none, browser: 'en-US', venueDefault: 'de' }, 'en'],
    ['the venue default', { ...none, venueDefault: 'de' }, 'de'],
    ['a malformed stored preference is skipped', { ...none, stored: 'italiano', browser: 'es' }, 'es'],
    ['an empty stored preference is skipped', { ...none, stored: '', browser: 'es' }, 'es'],
    ['browser languages are tried in order', { ...none, browser: ['en-GB', 'fr'], offered: ['it', 'fr'] }, 'fr'],
    ['an empty browser list falls through', { ...none, browser: [], venueDefault: 'de' }, 'de'],
  ])('SPEC §1 Language: %s', (_label, candidates, expected) => {
    expect(resolveLanguage(candidates)).toBe(expected)
  })
})

describe('SPEC §1 Language: only languages the venue offers count', () => {
  it.each<[string, LanguageCandidates, string]>([
    ['a stored language not offered is skipped', { stored: 'fr', browser: 'en-US', venueDefault: 'it', offered: ['it', 'en'] }, 'en'],
    ['a browser language not offered is skipped', { ...none, browser: 'ja', venueDefault: 'en', offered: ['it', 'en'] }, 'en'],
    ['a venue default not offered is skipped', { ...none, venueDefault: 'de', offered: ['it', 'en'] }, 'it'],
    ['Italian not offered gives the first offered language', { ...none, browser: 'ja', offered: ['en', 'de'] }, 'en'],
    ['offered codes with regions count by language', { ...none, browser: 'en-US', offered: ['it-IT', 'en-GB'] }, 'en'],
    ['an empty offered list restricts nothing', { ...none, browser: 'ja', offered: [] }, 'ja'],
  ])('SPEC §1 Language: %s', (_label, candidates, expected) => {
    expect(resolveLanguage(candidates)).toBe(expected)
  })

  const code = fc.oneof(fc.constantFrom('it', 'en', 'en-US', 'fr', 'de-CH', 'ar', 'he', 'zh_TW', ''), fc.string({ maxLength: 8 }))

  it('SPEC §1 Language: the result is always a language the venue offers, when it offers any', () => {
    fc.assert(
      fc.property(
        fc.option(code),
        fc.oneof(fc.option(code), fc.array(code, { maxLength: 4 })),
        fc.option(code),
        fc.array(fc.constantFrom('it', 'en', 'fr', 'de', 'es', 'ar', 'he', 'ja'), { minLength: 1, maxLength: 5 }),
        (stored, browser, venueDefault, offered) => {
          expect(offered).toContain(resolveLanguage({ stored, browser, venueDefault, offered }))
        },
      ),
    )
  })

  it('SPEC §1 Language: a stored preference the venue offers always wins', () => {
    fc.assert(
      fc.property(fc.constantFrom('it', 'en', 'fr'), fc.option(code), fc.option(code), (stored, browser, venueDefault) => {
        expect(resolveLanguage({ stored, browser, venueDefault, offered: ['it', 'en', 'fr'] })).toBe(stored)
      }),
    )
  })

  it('SPEC §1, §9 Language: the result is always a bare language code', () => {
    fc.assert(
      fc.property(fc.option(code), fc.option(code), fc.option(code), (stored, browser, venueDefault) => {
        expect(resolveLanguage({ stored, browser, venueDefault })).toMatch(/^[a-z]{2,3}$/)
      }),
    )
    expect(DEFAULT_LANGUAGE).toBe('it')
  })
})

describe('SPEC §1, §4 Language: right-to-left', () => {
  it.each<[string, string, { code: string; rtl?: boolean | null }[], boolean]>([
    ['Arabic', 'ar', [], true],
    ['Hebrew', 'he', [], true],
    ['Persian', 'fa', [], true],
    ['Urdu', 'ur', [], true],
    ['Arabic with a region', 'ar-EG', [], true],
    ['Italian', 'it', [], false],
    ['English', 'en', [], false],
    ['a language the venue flags rtl', 'ku', [{ code: 'ku', rtl: true }], true],
    ['the venue flag for another language does not count', 'ku', [{ code: 'ar', rtl: true }], false],
    ['the venue flag cannot make Arabic left to right', 'ar', [{ code: 'ar', rtl: false }], true],
    ['a malformed code', '', [], false],
  ])('SPEC §1, §4 Language: %s (%s)', (_label, code, venueLanguages, expected) => {
    expect(isRightToLeft(code, venueLanguages)).toBe(expected)
  })
})
