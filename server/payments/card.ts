import { cardDigits, cardProblems } from '../../domain/card'
import { MESSAGES } from '../../domain/messages'

/** The simulator's card rules: what a card network would refuse before any bank is asked. */

/** The test card that is always declined (the card provider's own test number). */
export const DECLINED_TEST_CARD = '4000000000000002'

/** Why the card cannot be used at all (the first problem, in the spec's words), or null (domain/card). */
export function cardProblem(card: { cardNumber: string; expMonth: number; expYear: number; cvc: string }, now: number): string | null {
  const [first] = cardProblems({ number: card.cardNumber, expMonth: card.expMonth, expYear: card.expYear, cvc: card.cvc }, now)
  return first ? MESSAGES[first.key] : null
}

/** Whether the (valid) card is refused by its bank. */
export function cardDeclines(cardNumber: string): boolean {
  return cardDigits(cardNumber) === DECLINED_TEST_CARD
}

/** The simulator's declining wallet answer: details carrying the token "sim-decline". */
export function walletDeclines(details: unknown): boolean {
  return typeof details === 'object' && details !== null && (details as { token?: unknown }).token === 'sim-decline'
}
