import { cardProblems, type CardField, type CardProblem } from '../../domain/card'

/**
 * The in-app card step's checks (SPEC §5 card errors, validated in the app before the provider is
 * asked): the rules are domain/card's; here only the reading of what the guest typed ("MM/YY").
 */
export type { CardField }
export type CardEntry = { number: string; expiry: string; cvc: string }
export type CardError = { field: CardField; key: CardProblem | 'payment.screen.card.expiryFormat' }

/** "MM/YY" or "MM/YYYY" as month and year, or null. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry)
  return match ? { month: Number(match[1]), year: Number(match[2]) } : null
}

/** The card's errors, field by field, at `now`. */
export function cardErrors(card: CardEntry, now: number): CardError[] {
  const expiry = parseExpiry(card.expiry)
  const problems: CardError[] = cardProblems({ number: card.number, expMonth: expiry?.month ?? 1, expYear: expiry?.year ?? 9999, cvc: card.cvc }, now)
  return expiry === null ? [...problems.filter((p) => p.field !== 'expiry'), { field: 'expiry', key: 'payment.screen.card.expiryFormat' }] : problems
}
