import type { MessageKey } from './messages'

/**
 * SPEC §5 card errors, the one implementation for the app's card step and the payment simulator:
 * a number that fails the Luhn check, an expiry in the past (the year first: the spec's own
 * message), an impossible month, a CVC that is not 3 or 4 digits. A card is valid through the
 * end of its expiry month (UTC). `now` comes in as an argument.
 */
export type CardProblem = Extract<MessageKey, 'payment.cardNumberInvalid' | 'payment.cardExpiryPast' | 'payment.cardMonthInvalid' | 'payment.cardExpired' | 'payment.cardCvcInvalid'>
export type CardField = 'number' | 'expiry' | 'cvc'

/** Digits only: spaces and dashes as people type them are allowed. */
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

/** A two-digit year (27) means 2027. */
export function fullYear(year: number): number {
  return year < 100 ? 2000 + year : year
}

export function cardProblems(card: { number: string; expMonth: number; expYear: number; cvc: string }, now: number): { field: CardField; key: CardProblem }[] {
  const problems: { field: CardField; key: CardProblem }[] = []
  const digits = cardDigits(card.number)
  if (digits === null || !luhnValid(digits)) problems.push({ field: 'number', key: 'payment.cardNumberInvalid' })
  const today = new Date(now)
  const year = fullYear(card.expYear)
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12) problems.push({ field: 'expiry', key: 'payment.cardMonthInvalid' })
  else if (!Number.isInteger(year) || year < today.getUTCFullYear()) problems.push({ field: 'expiry', key: 'payment.cardExpiryPast' })
  else if (year === today.getUTCFullYear() && card.expMonth < today.getUTCMonth() + 1) problems.push({ field: 'expiry', key: 'payment.cardExpired' })
  if (!/^\d{3,4}$/.test(card.cvc.trim())) problems.push({ field: 'cvc', key: 'payment.cardCvcInvalid' })
  return problems
}
