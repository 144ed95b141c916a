import type { Cents } from './money'
import { intlFormat } from './intlFormats'

/** How prices and times are shown (SPEC §5 Display filters, §3 Item price_mode, §9). */

/** SPEC §3 Venue (light), §9: currency symbol default €. */
export const DEFAULT_CURRENCY_SYMBOL = '€'
export const DEFAULT_LOCALE = 'it'

/** The venue's currency symbol, or € when it gives none. */
export function currencySymbol(venue: { currency?: { symbol?: string | null } | null } | null | undefined): string {
  const symbol = venue?.currency?.symbol?.trim()
  return symbol ? symbol : DEFAULT_CURRENCY_SYMBOL
}

type MoneyStyle = { decimal: string; group: string; symbolSpace: string }

/**
 * Choice: Italian guests read "€ 8,50" (symbol first, a space, decimal comma, '.' between
 * thousands: "€ 1.250"), as the original app shows prices. English reads "€8.50". Every other
 * language is written by Intl.NumberFormat for that language (issue #16.11): its digits, its
 * separators, where its symbol and its sign go, and the direction marks a right-to-left text
 * needs ("+1 €" stays one piece in Arabic). A region suffix is ignored ('en-GB' is 'en').
 */
const MONEY_STYLES: Readonly<Record<string, MoneyStyle>> = {
  it: { decimal: ',', group: '.', symbolSpace: ' ' },
  en: { decimal: '.', group: ',', symbolSpace: '' },
}

const languageOf = (locale: string) => locale.split(/[-_]/)[0]!.toLowerCase()

export type MoneyFormat = {
  symbol?: string
  locale?: string
  /** 'always': a positive amount shows its plus sign, as a surcharge does ("+€ 1"). */
  sign?: 'negative' | 'always'
}

/**
 * SPEC §5 Display filters: an amount ending in .00 loses its decimals ("€ 8"), any other shows
 * two ("€ 8,50"). Choice: a negative amount puts its minus sign before the symbol ("-€ 2,50").
 */
export function formatMoney(amount: Cents, format: MoneyFormat = {}): string {
  const symbol = format.symbol ?? DEFAULT_CURRENCY_SYMBOL
  const language = languageOf(format.locale ?? DEFAULT_LOCALE)
  const cents = Math.abs(Math.round(amount))
  const style = MONEY_STYLES[language]
  if (!style) return formatMoneyByIntl(Math.round(amount), symbol, language, format.sign ?? 'negative')
  const whole = Math.floor(cents / 100)
  const fraction = cents % 100
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, style.group)
  const number = fraction === 0 ? grouped : `${grouped}${style.decimal}${String(fraction).padStart(2, '0')}`
  const sign = amount < 0 && cents !== 0 ? '-' : format.sign === 'always' && cents !== 0 ? '+' : ''
  return `${sign}${symbol}${style.symbolSpace}${number}`
}

/** The language's own money form (whole amounts or cents, with or without a plus sign). */
function moneyFormatOf(language: string, decimals: 0 | 2, sign: 'negative' | 'always'): Intl.NumberFormat {
  // The currency code only tells Intl where a symbol goes; the venue's own symbol replaces it.
  return intlFormat(`money|${language}|${decimals}|${sign}`, () => new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR', currencyDisplay: 'narrowSymbol', minimumFractionDigits: decimals, maximumFractionDigits: decimals, signDisplay: sign === 'always' ? 'exceptZero' : 'auto' }))
}

/** The language's own money format, with the venue's symbol where the language puts a currency. */
function formatMoneyByIntl(cents: number, symbol: string, language: string, sign: 'negative' | 'always'): string {
  let parts: Intl.NumberFormatPart[]
  try {
    parts = moneyFormatOf(language, cents % 100 === 0 ? 0 : 2, sign).formatToParts(cents / 100)
  } catch {
    return formatMoney(cents, { symbol, locale: DEFAULT_LOCALE, sign })
  }
  return parts.map((part) => (part.type === 'currency' ? symbol : part.value)).join('')
}

export type PriceMode = { kind: 'none' } | { kind: 'plain' } | { kind: 'perUnit'; suffix: PriceSuffix }

export const PRICE_SUFFIXES = ['/kg', '/hg', '/g', '/lt'] as const
export type PriceSuffix = (typeof PRICE_SUFFIXES)[number]

/**
 * SPEC §3 Item: price_mode 'none' shows no price; '/kg', '/hg', '/g', '/lt' are shown after the
 * price. Choice: the mode is read case-insensitively and trimmed; anything else (empty, missing,
 * unknown) is a plain price.
 */
export function parsePriceMode(priceMode: string | null | undefined): PriceMode {
  const mode = (priceMode ?? '').trim().toLowerCase()
  if (mode === 'none') return { kind: 'none' }
  const suffix = PRICE_SUFFIXES.find((known) => known === mode)
  return suffix ? { kind: 'perUnit', suffix } : { kind: 'plain' }
}

/**
 * The price line of an item, or null when no price is shown. Choices: the suffix follows the
 * price without a space ("€ 2,50/kg"); an item without a price shows none (a missing price
 * counts as 0 in totals, SPEC §9, but "€ 0" on the menu would mislead).
 */
export function formatItemPrice(item: { price: Cents | null; price_mode: string | null }, format: MoneyFormat = {}): string | null {
  const mode = parsePriceMode(item.price_mode)
  if (mode.kind === 'none' || item.price === null) return null
  const price = formatMoney(item.price, format)
  return mode.kind === 'perUnit' ? `${price}${mode.suffix}` : price
}

/**
 * SPEC §5 Display filters: a time with seconds is shortened to hours:minutes ("12:30:00" →
 * "12:30"). Choices: the hour is padded to two digits ("9:05:00" → "09:05"); text that is not a
 * time is returned unchanged, so a display filter never hides what the venue wrote.
 */
export function formatTime(time: string): string {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(time.trim())
  if (!match) return time
  return `${match[1]!.padStart(2, '0')}:${match[2]}`
}

/**
 * An instant as the venue's clock shows it, the guest's language's way ("20:31"; issue #16.6,
 * #16.7): hours and minutes in the venue's time zone. An unknown zone or language falls back to
 * Rome and Italian rather than failing.
 */
export function formatClockOfVenue(epochMs: number, format: { timeZone: string; locale: string }): string {
  const options: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
  const clock = (locale: string, timeZone: string) => intlFormat(`clock|${locale}|${timeZone}`, () => new Intl.DateTimeFormat(locale, { ...options, timeZone }))
  try {
    return clock(format.locale, format.timeZone).format(epochMs)
  } catch {
    return clock(DEFAULT_LOCALE, 'Europe/Rome').format(epochMs)
  }
}

/**
 * A date the venue's clock wrote ("2026-11-24" or "2026-11-24 19:30:00", an order's date) the
 * guest's language's way ("24 nov 2026, 19:30"; issue #16.6). It is venue time already, so it is
 * not moved to another zone; text that is not such a date is returned as it is.
 */
export function formatVenueDate(text: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}))?/.exec(text.trim())
  if (!match) return text
  const [, year, month, day, hour, minute] = match
  const at = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour ?? 0), Number(minute ?? 0))
  const options: Intl.DateTimeFormatOptions = hour === undefined ? { dateStyle: 'medium', timeZone: 'UTC' } : { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23', timeZone: 'UTC' }
  const date = (language: string) => intlFormat(`date|${language}|${hour === undefined ? 'day' : 'minute'}`, () => new Intl.DateTimeFormat(language, options))
  try {
    return date(locale).format(at)
  } catch {
    return date(DEFAULT_LOCALE).format(at)
  }
}

/** SPEC §5 Display filters: a range is formatted per side and joined with ' - '. */
export function formatTimeRange(from: string, to: string): string {
  return `${formatTime(from)} - ${formatTime(to)}`
}

/**
 * The same for a range given as one text ("12:00:00-14:30:00"). Choice: split at the first '-';
 * text without one is formatted as a single time.
 */
export function formatTimeRangeText(range: string): string {
  const dash = range.indexOf('-')
  if (dash === -1) return formatTime(range)
  return formatTimeRange(range.slice(0, dash), range.slice(dash + 1))
}

/**
 * SPEC §5, §9: money rounded to 2 decimals. Rounds a decimal amount to whole cents, half away
 * from zero, after removing binary noise (1.005 → 101, not 100). Choice: a non-finite amount
 * counts as 0, as a missing price does (SPEC §9).
 */
export function roundToCents(amount: number): Cents {
  if (!Number.isFinite(amount)) return 0
  const hundredths = Number((Math.abs(amount) * 100).toPrecision(15))
  const cents = Math.round(hundredths)
  return amount < 0 && cents !== 0 ? -cents : cents
}
