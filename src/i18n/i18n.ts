import i18next, { type i18n as I18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { nestedMessages } from '../../domain/messages'
import { mergeResources } from '../../api/translations'

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
  return instance
}

/**
 * SPEC §4 Language choice, §8: the UI resources of a language come from getTranslationsData; a
 * failed load rejects and the language stays as it was.
 */
export async function loadLanguage(instance: I18n, lang: string, fetchJson: (url: string) => Promise<unknown>): Promise<void> {
  if (!instance.hasResourceBundle(lang, 'translation')) {
    const body = (await fetchJson(`/api/v3/getTranslationsData?lang=${encodeURIComponent(lang)}`)) as { code?: string; data?: Record<string, unknown> }
    if (body?.code !== 'ok' || typeof body.data !== 'object' || body.data === null) throw new Error(`no translations for ${lang}`)
    instance.addResourceBundle(lang, 'translation', body.data, true, true)
  }
  await instance.changeLanguage(lang)
}
