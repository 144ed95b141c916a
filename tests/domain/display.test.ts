import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  currencySymbol,
  formatItemPrice,
  formatClockOfVenue,
  formatVenueDate,
  formatMoney,
  formatTime,
  formatTimeRange,
  formatTimeRangeText,
  parsePriceMode,
  roundToCents,
} from '../../domain/display'

/**
 * How many Intl formatters of `kind` `run` makes. Counted by a subclass, not a spy: the formatters
 * made here are kept by domain/intlFormats.ts and must stay real ones for the tests after.
 */
function countingMade(kind: 'NumberFormat' | 'DateTimeFormat', run: () => void): number {
  const intl = Intl as unknown as Record<string, new (...args: never[]) => object>
  const Real = intl[kind]!
  let made = 0
  intl[kind] = class extends Real {
    constructor(...args: never[]) {
      super(...args)
      made++
    }
  }
  try {
    run()
  } finally {
    intl[kind] = Real
  }
  return made
}

describe('SPEC §5 Display filters: money from integer cents', () => {
  it.each([
    { cents: 800, shown: '€ 8', why: 'a price ending .00 loses its decimals' },
    { cents: 850, shown: '€ 8,50', why: 'otherwise two decimals with a comma' },
    { cents: 805, shown: '€ 8,05', why: 'cents below ten keep their zero' },
    { cents: 801, shown: '€ 8,01', why: 'one cent past a whole amount shows decimals' },
    { cents: 799, shown: '€ 7,99', why: 'one cent short of a whole amount shows decimals' },
    { cents: 0, shown: '€ 0', why: 'zero is a whole amount' },
    { cents: 5, shown: '€ 0,05', why: 'under one euro' },
    { cents: 125000, shown: '€ 1.250', why: 'thousands are grouped with a dot' },
    { cents: 123456789, shown: '€ 1.234.567,89', why: 'millions are grouped too' },
    { cents: -250, shown: '-€ 2,50', why: 'a negative amount puts its sign first' },
  ])('SPEC §5 Display filters: $cents cents is "$shown" ($why)', ({ cents, shown }) => {
    expect(formatMoney(cents)).toBe(shown)
  })

  it.each([
    { locale: 'it', cents: 850, shown: '€ 8,50' },
    { locale: 'it-IT', cents: 850, shown: '€ 8,50' },
    { locale: 'en', cents: 850, shown: '€8.50' },
    { locale: 'en-GB', cents: 125000, shown: '€1,250' },
  ])('SPEC §5 Display filters: in locale $locale, $cents cents is "$shown"', ({ locale, cents, shown }) => {
    expect(formatMoney(cents, { locale })).toBe(shown)
  })

  // Issue #16.11: other languages are written the language's way (Intl.NumberFormat), with the
  // direction marks that keep "+1 €" one piece in a right-to-left line (U+200F, U+200E).
  it.each([
    { locale: 'ar', cents: 850, sign: 'negative', shown: '\u200f8.50\u00a0€' },
    { locale: 'ar', cents: 100, sign: 'always', shown: '\u200f\u200e+1\u00a0€' },
    { locale: 'ar', cents: -250, sign: 'negative', shown: '\u200f\u200e-2.50\u00a0€' },
    { locale: 'de', cents: 125000, sign: 'negative', shown: '1.250\u00a0€' },
  ] as const)('issue #16.11: in $locale, $cents cents ($sign sign) is written by the language', ({ locale, cents, sign, shown }) => {
    expect(formatMoney(cents, { locale, sign })).toBe(shown)
  })

  it('a surcharge shows its plus sign, a zero none (issue #16.11)', () => {
    expect(formatMoney(100, { sign: 'always' })).toBe('+€ 1')
    expect(formatMoney(150, { locale: 'en', sign: 'always' })).toBe('+€1.50')
    expect(formatMoney(0, { sign: 'always' })).toBe('€ 0')
    expect(formatMoney(-100, { sign: 'always' })).toBe('-€ 1')
  })

  it('the venue symbol replaces the currency where the language puts it', () => {
    expect(formatMoney(850, { locale: 'ar', symbol: 'CHF' })).toBe('\u200f8.50\u00a0CHF')
  })

  it("a menu's prices in a language Intl formats make one number format per form, not one per price (issue #14)", () => {
    const made = countingMade('NumberFormat', () => {
      const shown = Array.from({ length: 300 }, (_, index) => formatMoney(500 + index * 25, { locale: 'ar-EG' }))
      expect(shown[0]).toBe(formatMoney(500, { locale: 'ar-EG' }))
      expect(new Set(shown).size).toBe(300)
    })
    // whole amounts and amounts with cents: two forms
    expect(made).toBeLessThanOrEqual(2)
  })

  it.each([
    { venue: undefined, symbol: '€' },
    { venue: null, symbol: '€' },
    { venue: { currency: null }, symbol: '€' },
    { venue: { currency: { symbol: '' } }, symbol: '€' },
    { venue: { currency: { symbol: ' ' } }, symbol: '€' },
    { venue: { currency: { symbol: 'CHF' } }, symbol: 'CHF' },
  ])('SPEC §3 Venue (light), §9: currency symbol of $venue is $symbol', ({ venue, symbol }) => {
    expect(currencySymbol(venue)).toBe(symbol)
  })

  it('SPEC §9: the venue symbol replaces €', () => {
    expect(formatMoney(1050, { symbol: 'CHF' })).toBe('CHF 10,50')
  })
})

describe('SPEC §3 Item: price modes', () => {
  it.each([
    { mode: 'none', parsed: { kind: 'none' } },
    { mode: ' NONE ', parsed: { kind: 'none' } },
    { mode: '/kg', parsed: { kind: 'perUnit', suffix: '/kg' } },
    { mode: '/hg', parsed: { kind: 'perUnit', suffix: '/hg' } },
    { mode: '/g', parsed: { kind: 'perUnit', suffix: '/g' } },
    { mode: '/LT', parsed: { kind: 'perUnit', suffix: '/lt' } },
    { mode: '/l', parsed: { kind: 'plain' } },
    { mode: '', parsed: { kind: 'plain' } },
    { mode: null, parsed: { kind: 'plain' } },
  ])('SPEC §3 Item: price_mode $mode is $parsed.kind', ({ mode, parsed }) => {
    expect(parsePriceMode(mode)).toEqual(parsed)
  })

  it.each([
    { price: 850, mode: null, shown: '€ 8,50' },
    { price: 800, mode: 'none', shown: null },
    { price: 250, mode: '/kg', shown: '€ 2,50/kg' },
    { price: 300, mode: '/hg', shown: '€ 3/hg' },
    { price: 1200, mode: '/lt', shown: '€ 12/lt' },
    { price: null, mode: null, shown: null },
    { price: 0, mode: null, shown: '€ 0' },
  ])('SPEC §3 Item: price $price with price_mode $mode shows $shown', ({ price, mode, shown }) => {
    expect(formatItemPrice({ price, price_mode: mode })).toBe(shown)
  })
})

describe('SPEC §5 Display filters: times and ranges', () => {
  it.each([
    ['12:30:00', '12:30'],
    ['12:30', '12:30'],
    ['09:05:59', '09:05'],
    ['9:05:00', '09:05'],
    ['23:59:59.000', '23:59'],
    [' 12:30:00 ', '12:30'],
    ['mezzogiorno', 'mezzogiorno'],
    ['', ''],
  ])('SPEC §5 Display filters: time "%s" is shown as "%s"', (time, shown) => {
    expect(formatTime(time)).toBe(shown)
  })

  it.each([
    ['12:00:00', '14:30:00', '12:00 - 14:30'],
    ['19:00', '23:00:00', '19:00 - 23:00'],
  ])('SPEC §5 Display filters: range %s to %s is "%s"', (from, to, shown) => {
    expect(formatTimeRange(from, to)).toBe(shown)
  })

  it.each([
    ['12:00:00-14:30:00', '12:00 - 14:30'],
    ['12:00:00 - 14:30:00', '12:00 - 14:30'],
    ['12:00:00', '12:00'],
  ])('SPEC §5 Display filters: range text "%s" is "%s"', (text, shown) => {
    expect(formatTimeRangeText(text)).toBe(shown)
  })
})

describe('SPEC §5 Display filters, §9: money rounded to 2 decimals (whole cents)', () => {
  it.each([
    [8.5, 850],
    [1.005, 101],
    [1.004, 100],
    [0.1 + 0.2, 30],
    [2.675, 268],
    [-2.675, -268],
    [-0.004, 0],
    [19.999, 2000],
    [0, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('SPEC §9: %s rounds to %i cents', (amount, cents) => {
    expect(roundToCents(amount)).toBe(cents)
  })
})

describe('SPEC §5 Display filters: invariants', () => {
  it('SPEC §9: whole cents divided by 100 round back to the same cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (cents) => {
        expect(roundToCents(cents / 100)).toBe(cents)
      }),
    )
  })

  it('SPEC §5 Display filters: the Italian amount reads back to the same cents, decimals only when not whole', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (cents) => {
        const shown = formatMoney(cents)
        expect(shown.startsWith('€ ')).toBe(true)
        const number = shown.slice(2).replaceAll('.', '').replace(',', '.')
        expect(Math.round(Number(number) * 100)).toBe(cents)
        expect(shown.includes(',')).toBe(cents % 100 !== 0)
      }),
    )
  })
})

describe('issue #16.7: an instant on the venue\'s clock, in the guest\'s language', () => {
  const at = Date.UTC(2026, 10, 24, 19, 31, 40)
  it('reads the venue\'s time zone, not the machine\'s', () => {
    expect(formatClockOfVenue(at, { timeZone: 'Europe/Rome', locale: 'it' })).toBe('20:31')
    expect(formatClockOfVenue(at, { timeZone: 'America/New_York', locale: 'it' })).toBe('14:31')
  })
  it('an unknown zone falls back to Rome', () => {
    expect(formatClockOfVenue(at, { timeZone: 'Nowhere/Else', locale: 'it' })).toBe('20:31')
  })
  it("a list of orders' times and dates makes one date format per form, not one per line (issue #14)", () => {
    const made = countingMade('DateTimeFormat', () => {
      const times = Array.from({ length: 50 }, (_, index) => formatClockOfVenue(at + index * 60_000, { timeZone: 'Asia/Tokyo', locale: 'en-GB' }))
      const dates = Array.from({ length: 50 }, (_, index) => formatVenueDate(`2026-11-${String(1 + (index % 28)).padStart(2, '0')} 19:30:00`, 'en-GB'))
      expect(new Set(times).size).toBe(50)
      expect(new Set(dates).size).toBe(28)
    })
    // one clock form and one date-with-time form
    expect(made).toBeLessThanOrEqual(2)
  })
})

describe("issue #16.6: an order's date the guest's language's way", () => {
  it('a date with its time, not "2026-11-24 19:30:00"', () => {
    expect(formatVenueDate('2026-11-24 19:30:00', 'it')).toBe('24 nov 2026, 19:30')
    expect(formatVenueDate('2026-11-24 19:30:00', 'en')).toBe('Nov 24, 2026, 19:30')
  })
  it('a date alone stays a date, on the venue\'s day (no time zone moves it)', () => {
    expect(formatVenueDate('2026-11-24', 'it')).toBe('24 nov 2026')
  })
  it('text that is not a date is shown as the venue wrote it', () => {
    expect(formatVenueDate('domani', 'it')).toBe('domani')
  })
})
