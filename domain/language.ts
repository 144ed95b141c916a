/** Language resolution and text direction (SPEC §1 Language, §4 Language choice, §9). */

/** SPEC §1, §9: the default language is Italian. */
export const DEFAULT_LANGUAGE = 'it'

/**
 * A language code without its region suffix, lower-cased ("en-US" → "en", "pt_BR" → "pt").
 * Anything that is not a 2- or 3-letter language code gives null.
 */
export function languageCode(raw: string | null | undefined): string | null {
  const base = (raw ?? '').trim().split(/[-_]/)[0]?.toLowerCase() ?? ''
  return /^[a-z]{2,3}$/.test(base) ? base : null
}

export type LanguageCandidates = {
  /** The stored userPreferredLanguage (SPEC §3 Local storage). */
  stored: string | null | undefined
  /** The browser's language, or its ordered list (navigator.languages). */
  browser: string | readonly string[] | null | undefined
  venueDefault: string | null | undefined
  /** The codes the venue offers; null, undefined or empty means no restriction. */
  offered?: readonly string[] | null
}

/**
 * SPEC §1: stored preference, else browser language (region dropped), else the venue default,
 * else Italian; only languages the venue offers count when it gives a list.
 *
 * Choices: every browser language in order is tried, not only the first; when the venue
 * offers languages but neither these candidates nor Italian is among them, the first offered
 * language is used, so the result is always one the venue can serve.
 */
export function resolveLanguage(candidates: LanguageCandidates): string {
  const offered = (candidates.offered ?? []).map(languageCode).filter((code): code is string => code !== null)
  const counts = (code: string | null): code is string => code !== null && (offered.length === 0 || offered.includes(code))
  const browser = typeof candidates.browser === 'string' ? [candidates.browser] : (candidates.browser ?? [])
  const ordered = [candidates.stored, ...browser, candidates.venueDefault, DEFAULT_LANGUAGE].map(languageCode)
  return ordered.find(counts) ?? offered[0] ?? DEFAULT_LANGUAGE
}

/** Languages written right to left (ISO 639 codes; 'iw' and 'ji' are the old Hebrew and Yiddish codes). */
export const RTL_LANGUAGES: ReadonlySet<string> = new Set([
  'ar', 'arc', 'ckb', 'dv', 'fa', 'he', 'iw', 'ji', 'ks', 'ps', 'sd', 'syr', 'ug', 'ur', 'yi',
])

export type OfferedLanguage = { code: string; rtl?: boolean | null }

/**
 * SPEC §1, §4: whether text in this language runs right to left.
 * Choice: the venue's `rtl` flag for the language can add right-to-left, never remove it,
 * since Arabic or Hebrew laid out left to right is unreadable whatever a setting says.
 */
export function isRightToLeft(code: string, venueLanguages: readonly OfferedLanguage[] = []): boolean {
  const wanted = languageCode(code)
  if (wanted === null) return false
  if (RTL_LANGUAGES.has(wanted)) return true
  return venueLanguages.some((language) => languageCode(language.code) === wanted && language.rtl === true)
}

/**
 * The guest's chosen language as the server sees it (issue #14: a server-rendered page in the
 * language the app then hydrates in). The app writes it beside its stored preference; the server
 * renders in it when the address names no `lang`.
 */
export const LANGUAGE_COOKIE = 'comanda_lang'

/** The language the cookie header names, or null. */
export function languageOfCookie(header: string | undefined): string | null {
  const match = /(?:^|;\s*)comanda_lang=([A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})?)(?:;|$)/.exec(header ?? '')
  return match ? match[1]! : null
}
