import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { mergeResources } from '../../api/translations'
import { nestedMessages } from '../../domain/messages'

/**
 * DESIGN §6: Italian is the source; English and Arabic ship as well. Every key present in Italian
 * (the guest messages of domain/messages plus every src/i18n/locales/it/*.json area) must exist in
 * en and ar (across all their area files), with the very same {{placeholders}}.
 */
const LOCALES = fileURLToPath(new URL('../../src/i18n/locales/', import.meta.url))
const SHIPPED = ['en', 'ar'] as const

function areas(lang: string): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {}
  for (const name of readdirSync(`${LOCALES}${lang}`).filter((file) => file.endsWith('.json')).sort()) {
    out[name] = JSON.parse(readFileSync(`${LOCALES}${lang}/${name}`, 'utf8')) as Record<string, unknown>
  }
  return out
}

function flatten(resource: Record<string, unknown>, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(resource)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (value && typeof value === 'object' && !Array.isArray(value)) for (const [k, v] of flatten(value as Record<string, unknown>, path)) out.set(k, v)
    else out.set(path, String(value))
  }
  return out
}

/**
 * i18next plural forms (key_one, key_other, …): languages have different plural categories, so a
 * plural key counts as present when the language has that form or its `_other` form, and a form
 * may leave out {{count}} ("one item"); every other placeholder must be kept.
 */
const PLURAL = /_(zero|one|two|few|many|other)$/
const counterpart = (key: string, target: Map<string, string>) => (target.has(key) ? key : PLURAL.test(key) && target.has(key.replace(PLURAL, '_other')) ? key.replace(PLURAL, '_other') : null)
const comparable = (key: string, names: string[]) => (PLURAL.test(key) ? names.filter((name) => name !== 'count') : names)

const placeholders = (text: string) => [...new Set([...text.matchAll(/\{\{\s*([^}\s,]+)[^}]*\}\}/g)].map((match) => match[1] ?? ''))].sort()

const italianAreas = areas('it')
const italian = flatten(mergeResources([nestedMessages(), ...Object.values(italianAreas)]))

describe('UI resources (DESIGN §6)', () => {
  it('Italian has the guest messages and the common UI keys', () => {
    expect(italian.get('coupon.invalid')).toBe('Il codice sconto non è valido')
    expect(italian.get('ui.refreshing')).toBe('Caricamento nuovi contenuti...')
    expect(Object.keys(italianAreas).sort()).toEqual(expect.arrayContaining(['common.json', 'shell.json']))
  })

  it('every screen of src/screens has its ui.screens title in Italian', () => {
    const screens = readdirSync(fileURLToPath(new URL('../../src/screens/', import.meta.url)))
      .filter((file) => file.endsWith('.tsx'))
      .map((file) => file.replace(/\.tsx$/, ''))
      .map((name) => name.charAt(0).toLowerCase() + name.slice(1))
    for (const screen of screens) expect(italian.has(`ui.screens.${screen}`), `ui.screens.${screen}`).toBe(true)
  })

  for (const lang of SHIPPED) {
    describe(lang, () => {
      const files = areas(lang)
      const translated = flatten(mergeResources(Object.values(files)))

      it('has an area file for every Italian area', () => {
        expect(Object.keys(files).sort()).toEqual(expect.arrayContaining(Object.keys(italianAreas)))
      })

      it('has every Italian key', () => {
        const missing = [...italian.keys()].filter((key) => counterpart(key, translated) === null)
        expect(missing, `missing in ${lang}: ${missing.join(', ')}`).toEqual([])
      })

      it('keeps every placeholder', () => {
        const differing = [...italian]
          .filter(([key, text]) => {
            const other = counterpart(key, translated)
            return other !== null && comparable(key, placeholders(text)).join() !== comparable(key, placeholders(translated.get(other)!)).join()
          })
          .map(([key]) => key)
        expect(differing, `placeholders differ in ${lang}: ${differing.join(', ')}`).toEqual([])
      })

      it('has every plural form its language counts with (i18next takes a missing one from the fallback language: Italian words on an Arabic page)', () => {
        const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories
        const bases = new Set([...translated.keys()].filter((key) => PLURAL.test(key)).map((key) => key.replace(PLURAL, '')))
        const missing = [...bases].flatMap((base) => categories.filter((category) => !translated.has(`${base}_${category}`)).map((category) => `${base}_${category}`))
        expect(missing, `plural forms missing in ${lang}: ${missing.join(', ')}`).toEqual([])
      })

      it('has no empty text', () => {
        const empty = [...translated].filter(([, text]) => text.trim() === '').map(([key]) => key)
        expect(empty).toEqual([])
      })
    })
  }
})
