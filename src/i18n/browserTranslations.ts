import { loadTranslations } from '../../api/venueCalls'
import { apiBaseUrl, browserFetch, isOnline } from '../platform/browserPorts'
import type { Translations } from './i18n'

/** The UI strings of a language from the venue API (SPEC §7 getTranslationsData); none offline (SPEC §7), so the language stays. */
export const browserTranslations: Translations = (lang) => loadTranslations(browserFetch, apiBaseUrl, lang, isOnline())
