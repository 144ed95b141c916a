import type { MessageKey } from '../../domain/messages'

/**
 * The card step's own checks (SPEC §5 card errors, validated in the app before the provider is
 * asked): a number that fails the Luhn check, an expiry year already past. The month, the CVC
 * and the bank's answer are the provider's to refuse. No domain rule exists for cards yet.
 */

export type CardEntry = { number: string; expiry: string; cvc: string }
export type CardField = 'number' | 'expiry' | 'cvc'
export type CardError = { field: CardField; key: MessageKey | 'payment.screen.card.expiryFormat' | 'payment.screen.card.cvcFormat' }

export function cardDigits(number: string): string | null {
  const digits = number.replace(/[\s-]/g, '')
  return /^\d{12,19}$/.test(digits) ? digits : null
}

export function luhnValid(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/** "MM/YY" or "MM/YYYY" as month and full year, or null. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry)
  if (!match) return null
  const month = Number(match[1])
  const raw = Number(match[2])
  if (month < 1 || month > 12) return null
  return { month, year: raw < 100 ? 2000 + raw : raw }
}

/** The card's errors, field by field, for the year of `now`. */
export function cardErrors(card: CardEntry, now: number): CardError[] {
  const errors: CardError[] = []
  const digits = cardDigits(card.number)
  if (digits === null || !luhnValid(digits)) errors.push({ field: 'number', key: 'payment.cardNumberInvalid' })
  const expiry = parseExpiry(card.expiry)
  if (expiry === null) errors.push({ field: 'expiry', key: 'payment.screen.card.expiryFormat' })
  else if (expiry.year < new Date(now).getFullYear()) errors.push({ field: 'expiry', key: 'payment.cardExpiryPast' })
  if (!/^\d{3,4}$/.test(card.cvc.trim())) errors.push({ field: 'cvc', key: 'payment.screen.card.cvcFormat' })
  return errors
}
