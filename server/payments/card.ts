import { MESSAGES } from '../../domain/messages'

/** The simulator's card rules: what a card network would refuse before any bank is asked. */

/** The test card that is always declined (the card provider's own test number). */
export const DECLINED_TEST_CARD = '4000000000000002'

export const CARD_EXPIRED = 'La carta è scaduta'
export const CARD_CVC_INVALID = 'Il codice di sicurezza (CVC) della carta non è valido'
export const CARD_MONTH_INVALID = 'Il mese di scadenza della carta non è valido'

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

/**
 * Why the card cannot be used at all, or null. A card is valid through the end of its expiry
 * month (UTC); a year before the current one gets the spec's message.
 */
export function cardProblem(card: { cardNumber: string; expMonth: number; expYear: number; cvc: string }, now: number): string | null {
  const digits = cardDigits(card.cardNumber)
  if (digits === null || !luhnValid(digits)) return MESSAGES['payment.cardNumberInvalid']
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12) return CARD_MONTH_INVALID
  const today = new Date(now)
  const year = fullYear(card.expYear)
  if (!Number.isInteger(year) || year < today.getUTCFullYear()) return MESSAGES['payment.cardExpiryPast']
  if (year === today.getUTCFullYear() && card.expMonth < today.getUTCMonth() + 1) return CARD_EXPIRED
  if (!/^\d{3,4}$/.test(card.cvc)) return CARD_CVC_INVALID
  return null
}

/** Whether the (valid) card is refused by its bank. */
export function cardDeclines(cardNumber: string): boolean {
  return cardDigits(cardNumber) === DECLINED_TEST_CARD
}
