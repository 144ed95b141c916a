import { assetUrl } from './assetUrl'

/** How a language is shown in the chooser (SPEC §2 "full-screen language chooser (name, flag, code)"). */

/** The languages the app ships UI resources for (DESIGN §6). */
export const SHIPPED_LANGUAGES = ['it', 'en', 'ar'] as const

/** The country whose flag stands for a language (a language is not a country; this is the usual convention). */
const FLAG_REGION: Record<string, string> = {
  it: 'IT', en: 'GB', ar: 'SA', fr: 'FR', de: 'DE', es: 'ES', pt: 'PT', nl: 'NL', el: 'GR', ru: 'RU', uk: 'UA', pl: 'PL',
  cs: 'CZ', sk: 'SK', sl: 'SI', hr: 'HR', sr: 'RS', bg: 'BG', ro: 'RO', hu: 'HU', sq: 'AL', tr: 'TR', he: 'IL', fa: 'IR',
  ur: 'PK', hi: 'IN', bn: 'BD', zh: 'CN', ja: 'JP', ko: 'KR', vi: 'VN', th: 'TH', id: 'ID', ms: 'MY', sv: 'SE', da: 'DK',
  nb: 'NO', no: 'NO', fi: 'FI', et: 'EE', lv: 'LV', lt: 'LT', ga: 'IE', ca: 'ES', eu: 'ES', mt: 'MT', ka: 'GE', hy: 'AM',
}

/** The flag emoji of a language (regional indicator symbols), or a globe when no country stands for it. */
export function flagEmoji(code: string): string {
  const region = FLAG_REGION[code.toLowerCase()]
  if (!region) return '🌐'
  return String.fromCodePoint(...[...region].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65))
}

/**
 * The name of a language in that language: the venue's own name for it when it gives one
 * (full.languages), else the browser's (Intl.DisplayNames), else the code.
 */
export function languageName(code: string, venueNames: readonly { code: string; name: string }[] = []): string {
  const given = venueNames.find((language) => language.code === code)?.name
  if (given) return given
  try {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code)
    if (name && name !== code) return name.charAt(0).toLocaleUpperCase(code) + name.slice(1)
  } catch {
    // An unknown code: shown as it is.
  }
  return code.toUpperCase()
}

/** `image`: the venue's flag picture for the language (full.languages), under the app base; the emoji is the fallback. */
export type ChooserLanguage = { code: string; name: string; flag: string; rtl: boolean; image?: string | null }

export function chooserLanguages(offered: readonly { code: string; rtl?: boolean | null }[], venueNames: readonly { code: string; name: string; image?: string | null }[] = []): ChooserLanguage[] {
  return offered.map((language) => ({
    code: language.code,
    name: languageName(language.code, venueNames),
    flag: flagEmoji(language.code),
    rtl: language.rtl === true,
    image: assetUrl(venueNames.find((named) => named.code === language.code)?.image),
  }))
}
