import i18next, { type i18n as I18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { nestedMessages } from '../../domain/messages'
import { mergeResources } from '../../api/translations'
import { rememberTranslations } from './rememberedTranslations'

// One file per area of the app (common, menu, order, shell) and language: src/i18n/locales/{lang}/{area}.json.
const italianAreas = import.meta.glob<Record<string, unknown>>('./locales/it/*.json', { eager: true, import: 'default' })

/** Italian is bundled for the first paint (DESIGN §6): the guest messages plus the screens' texts. */
export const ITALIAN = mergeResources([nestedMessages(), ...Object.values(italianAreas)])

/** The UI in Italian, or in the language a server-rendered page came in (its strings embedded in the page). */
export async function createI18n(page?: { language: string; strings: Record<string, unknown> }): Promise<I18n> {
  const instance = i18next.createInstance()
  await instance.use(initReactI18next).init({
    lng: page?.language ?? 'it',
    fallbackLng: ['en', 'it'],
    resources: page && page.language !== 'it' ? { it: { translation: ITALIAN }, [page.language]: { translation: page.strings } } : { it: { translation: ITALIAN } },
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  rememberTranslations(instance)
  return instance
}

/** Where a language's UI strings come from (src/i18n/browserTranslations.ts): null when there are none; rejects when they cannot be had. */
export type Translations = (lang: string) => Promise<Record<string, unknown> | null>

/**
 * SPEC §4 Language choice, §8: the UI resources of a language come from getTranslationsData; a
 * failed load rejects and the language stays as it was.
 */
export async function loadLanguage(instance: I18n, lang: string, translations: Translations): Promise<void> {
  if (!instance.hasResourceBundle(lang, 'translation')) {
    const strings = await translations(lang)
    if (strings === null) throw new Error(`no translations for ${lang}`)
    instance.addResourceBundle(lang, 'translation', strings, true, true)
  }
  await instance.changeLanguage(lang)
}
