import type { i18n as I18n } from 'i18next'
import { isRightToLeft, languageCode, resolveLanguage } from '../../domain/language'
import { loadLanguage, type Translations } from './i18n'
import { showDocumentLanguage } from '../shell/documentLanguage'

const SHIPPED = ['it', 'en', 'ar']

/**
 * SPEC §1, §2: before the first render, the guest's language: a `lang` query parameter on any
 * route first (any code: the server answers English resources for a language we do not ship),
 * else the stored userPreferredLanguage, else the browser's languages among the shipped ones.
 * Italian is bundled, so only another language is fetched; a failed load (or one slower than
 * `timeoutMs`) keeps Italian (SPEC §8). The venue screens re-resolve against the venue's languages.
 */
export async function startLanguage(
  i18n: I18n,
  input: { search: string; stored: string | null; browser: readonly string[]; translations: Translations; timeoutMs?: number },
): Promise<string> {
  const explicit = languageCode(new URLSearchParams(input.search).get('lang')) ?? languageCode(input.stored)
  const lang = explicit ?? resolveLanguage({ stored: null, browser: input.browser, venueDefault: null, offered: SHIPPED })
  if (lang !== i18n.language) {
    try {
      await Promise.race([
        loadLanguage(i18n, lang, input.translations),
        new Promise((_, reject) => setTimeout(() => reject(new Error('translations timed out')), input.timeoutMs ?? 4000)),
      ])
    } catch {
      // Italian stays.
    }
  }
  showDocumentLanguage(document.documentElement, i18n.language, isRightToLeft(i18n.language) ? 'rtl' : 'ltr')
  return i18n.language
}
