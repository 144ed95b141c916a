import type { Cents } from '../domain/money'

/**
 * The venue API speaks decimal euros (8.5, "8.50"); Comanda keeps whole cents inside
 * (DESIGN §3). This is the one place that converts. SPEC §9: a missing price counts 0.00.
 */
export function toCents(amount: number | string | null | undefined): Cents {
  if (amount === null || amount === undefined || amount === '') return 0
  const value = typeof amount === 'number' ? amount : Number(String(amount).replace(',', '.'))
  if (!Number.isFinite(value)) return 0
  return Math.round(value * 100 + (value >= 0 ? 1e-9 : -1e-9))
}

/** Cents as the API's decimal amount, rounded to 2 decimals (SPEC §9). */
export function toDecimal(cents: Cents): number {
  return Math.round(cents) / 100
}

export function toNullableCents(amount: number | string | null | undefined): Cents | null {
  return amount === null || amount === undefined || amount === '' ? null : toCents(amount)
}
