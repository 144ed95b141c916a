import { cardProblems, type CardField, type CardProblem } from '../../domain/card'

/**
 * The in-app card step's checks (SPEC §5 card errors, validated in the app before the provider is
 * asked): the rules are domain/card's; here only the reading of what the guest typed ("MM/YY").
 */
export type { CardField }
export type CardEntry = { number: string; expiry: string; cvc: string }
export type CardError = { field: CardField; key: CardProblem | 'payment.screen.card.expiryFormat' }

/** "MM/YY" or "MM/YYYY", with or without the slash ("1229", issue #16.4), as month and year, or null. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(expiry)
  return match ? { month: Number(match[1]), year: Number(match[2]) } : null
}

/** The card number as typed, grouped by four digits the way cards print it (at most 19 digits). */
export function formatCardNumber(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ')
}

/** The expiry as typed, with the slash put in after the month: "1229" reads "12/29"; a slash the guest typed stays where it is. */
export function formatExpiry(typed: string): string {
  const slash = typed.indexOf('/')
  if (slash !== -1) return `${typed.slice(0, slash).replace(/\D/g, '').slice(0, 2)}/${typed.slice(slash + 1).replace(/\D/g, '').slice(0, 4)}`
  const digits = typed.replace(/\D/g, '').slice(0, 6)
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)}/${digits.slice(2)}`
}

/** The card's errors, field by field, at `now`. */
export function cardErrors(card: CardEntry, now: number): CardError[] {
  const expiry = parseExpiry(card.expiry)
  const problems: CardError[] = cardProblems({ number: card.number, expMonth: expiry?.month ?? 1, expYear: expiry?.year ?? 9999, cvc: card.cvc }, now)
  return expiry === null ? [...problems.filter((p) => p.field !== 'expiry'), { field: 'expiry', key: 'payment.screen.card.expiryFormat' }] : problems
}
