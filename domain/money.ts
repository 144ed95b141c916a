/**
 * Money inside Comanda is always a whole number of cents (SPEC §9: money rounded to 2 decimals).
 * Conversion from and to the API's decimal amounts lives in `api/money.ts`, never here.
 */
export type Cents = number

export const ZERO: Cents = 0

export function isCents(value: unknown): value is Cents {
  return typeof value === 'number' && Number.isSafeInteger(value)
}

export function sumCents(values: Iterable<Cents>): Cents {
  let total = 0
  for (const value of values) total += value
  return total
}

/** `percent` of `amount`, rounded half away from zero to a whole cent. */
export function percentOf(amount: Cents, percent: number): Cents {
  const exact = (amount * percent) / 100
  return Math.sign(exact) * Math.round(Math.abs(exact) + 1e-9)
}

export function clampCents(amount: Cents, min: Cents, max: Cents): Cents {
  return Math.min(Math.max(amount, min), max)
}
