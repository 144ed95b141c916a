/** The venue's subscription (SPEC §4 Demo, §7 subscription, §8). */

export type SubscriptionAnswer = { type_id?: number | string | null; message?: string | null }

/**
 * SPEC §4 Demo: the demo flag is set when the subscription's type_id is 1; a failed call
 * (pass null) means not demo (SPEC §8). Choice: the string '1' counts as 1, since the venue
 * API is not strict about numbers.
 */
export function isDemoSubscription(answer: SubscriptionAnswer | null): boolean {
  if (answer === null) return false
  const typeId = answer.type_id
  return typeId === 1 || (typeof typeId === 'string' && typeId.trim() === '1')
}
