import { loadTranslations } from '../../api/venueCalls'
import { apiBaseUrl, browserFetch, isOnline } from '../platform/browserPorts'
import type { Translations } from './i18n'

/**
 * The UI strings of a language from the venue API (SPEC §7 getTranslationsData), kept for offline;
 * offline, or when the server does not answer, the kept copy (SPEC §7), and without one none, so
 * the language stays as it was (SPEC §8).
 */
export const browserTranslations: Translations = async (lang) => {
  // its own small chunk: the first screen's code does without it (issue #14)
  const copies = (await import('./translationCopies')).translationCopies()
  const strings = isOnline() ? await loadTranslations(browserFetch, apiBaseUrl, lang, true) : null
  if (strings === null) return copies.read(lang)
  void copies.save(lang, strings)
  return strings
}
