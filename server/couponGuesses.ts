import type { Kysely } from 'kysely'
import type { Database } from './db/schema'
import { HttpProblem } from './http'
import { giveBack, takeAttempt } from './rateLimit'

/**
 * Coupon codes cannot be guessed (issue #12.14): every call that tells whether a code exists
 * (verify, order create, order update) counts the unknown codes it was sent, per client address, per
 * venue and over the whole server; past a limit, no code is looked up for ten minutes. Only unknown
 * codes count, so guests typing a real code (even an expired or used-up one) are never slowed down. The address is the socket's, or the
 * X-Forwarded-For of a proxy named in TRUST_PROXY, never a header a client may rotate.
 */
export const COUPON_GUESS_LIMITS = { perAddress: 10, perVenue: 500, overall: 5000, windowMs: 10 * 60_000 } as const

export const TOO_MANY_GUESSES = 'Troppi codici sconto non validi: riprova tra qualche minuto.'

const buckets = (address: string, venue: string) => [
  { bucket: `coupon-miss:ip:${address}`, limit: COUPON_GUESS_LIMITS.perAddress },
  { bucket: `coupon-miss:venue:${venue}`, limit: COUPON_GUESS_LIMITS.perVenue },
  { bucket: 'coupon-miss:all', limit: COUPON_GUESS_LIMITS.overall },
]

/** A coupon code the venue does not have: what the guess limit counts. */
export class CouponRefused extends HttpProblem {}

/**
 * Runs `work` (which looks a code up) unless the limit is reached; only a CouponRefused it throws
 * counts. The attempt is taken before the lookup and given back otherwise, so guesses sent together
 * cannot all pass a limit none of them had counted yet (the review found it with passwords).
 */
export async function guardedCouponLookup<T>(db: Kysely<Database>, where: { address: string; venue: string; now: number }, work: () => Promise<T>): Promise<T> {
  const limits = buckets(where.address, where.venue)
  if (!(await takeAttempt(db, limits, COUPON_GUESS_LIMITS.windowMs, where.now))) throw new HttpProblem(429, TOO_MANY_GUESSES)
  try {
    const found = await work()
    await giveBack(db, limits.map((l) => l.bucket))
    return found
  } catch (error) {
    if (!(error instanceof CouponRefused)) await giveBack(db, limits.map((l) => l.bucket))
    throw error
  }
}
