import { loadTranslations } from '../../api/venueCalls'
import { MESSAGES } from '../../domain/messages'
import { apiBaseUrl, browserFetch, isOnline } from '../platform/browserPorts'
import type { Translations } from './i18n'

/** The UI strings of a language from the venue API (SPEC §7 getTranslationsData); skipped offline (SPEC §7). */
export const browserTranslations: Translations = async (lang) => {
  if (!isOnline()) throw new Error(MESSAGES['network.offline'])
  return loadTranslations(browserFetch, apiBaseUrl, lang, true)
}
