import i18next, { type i18n as I18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { rememberTranslations } from './rememberedTranslations'

/** Italian's strings, a chunk of their own (./italian.ts). */
const italian = () => import('./italian').then((module) => module.ITALIAN)

/** The store event that makes the components using texts render again (react-i18next's `bindI18nStore`). */
const TEXTS_ARRIVED = 'textsArrived'

/** What a server-rendered page brought: its language, its strings, and whether they are all of them or only those the page shows. */
export type PageStrings = { language: string; strings: Record<string, unknown>; all: boolean }

/** Where an instance keeps how it gets all its strings: an own property, which react-i18next's copies of the instance (useTranslation's `i18n`) carry too. */
const ALL_STRINGS = Symbol('comanda.allStrings')
type Completing = { [ALL_STRINGS]?: () => Promise<void> }

/**
 * The UI in Italian, or in the language a server-rendered page came in, with the page's strings.
 * A page in another language brings all its strings, over Italian's (entry-server.tsx). A page
 * in Italian brings only the strings it shows: the others come with `allStrings`, after the page
 * is hydrated, and until then a text without its string is empty, then shown when they come.
 */
export async function createI18n(page?: PageStrings): Promise<I18n> {
  const instance = i18next.createInstance()
  let waiting = page !== undefined && !page.all
  let missed = false
  await instance.use(initReactI18next).init({
    lng: page?.language ?? 'it',
    fallbackLng: ['en', 'it'],
    resources: page ? { [page.language]: { translation: page.strings } } : { it: { translation: await italian() } },
    interpolation: { escapeValue: false },
    returnNull: false,
    parseMissingKeyHandler: (key, defaultValue?: string) => {
      if (!waiting) return defaultValue ?? key
      missed = true
      return defaultValue ?? ''
    },
    react: { bindI18nStore: TEXTS_ARRIVED },
  })
  rememberTranslations(instance)
  const arrive = () =>
    italian().then((strings) => {
      instance.addResourceBundle('it', 'translation', strings, true, true)
      waiting = false
      // only the components that showed an empty text need to render again
      if (missed) (instance.store as unknown as { emit(event: string): void }).emit(TEXTS_ARRIVED)
    })
  let arrived: Promise<void> | null = null
  const complete = () => {
    arrived ??= waiting ? arrive() : Promise.resolve()
    // a chunk that could not load is asked for again the next time
    arrived.catch(() => (arrived = null))
    return arrived
  }
  Object.defineProperty(instance, ALL_STRINGS, { value: complete })
  return instance
}

/** Settles once the instance has every string of its language (at once unless its page brought only those it shows). */
export function allStrings(instance: I18n): Promise<void> {
  return (instance as Completing)[ALL_STRINGS]?.() ?? Promise.resolve()
}

/** Where a language's UI strings come from (src/i18n/browserTranslations.ts): null when there are none; rejects when they cannot be had. */
export type Translations = (lang: string) => Promise<Record<string, unknown> | null>

/**
 * SPEC §4 Language choice, §8: the UI resources of a language come from getTranslationsData; a
 * failed load rejects and the language stays as it was.
 */
export async function loadLanguage(instance: I18n, lang: string, translations: Translations): Promise<void> {
  await allStrings(instance)
  // Italian is the fallback of another language's missing texts: it comes before the language does.
  if (!instance.hasResourceBundle('it', 'translation')) instance.addResourceBundle('it', 'translation', await italian(), true, false)
  if (!instance.hasResourceBundle(lang, 'translation')) {
    const strings = await translations(lang)
    if (strings === null) throw new Error(`no translations for ${lang}`)
    instance.addResourceBundle(lang, 'translation', strings, true, true)
  }
  await instance.changeLanguage(lang)
}
