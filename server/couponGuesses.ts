import type { Kysely } from 'kysely'
import type { Database } from './db/schema'
import { HttpProblem } from './http'
import { countIn, underLimits } from './rateLimit'

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
 * Runs `work` (which looks a code up) unless the limit is reached; a CouponRefused it throws is
 * counted. Unlike passwords (server/customers/passwordGuesses.ts) a guess is counted after its
 * lookup: orders naming a real code, sent together from one address (a table on one Wi-Fi), must
 * not be refused for being many at once; guesses sent together can pass the limit by the number
 * sent at once, a bound the per-venue and overall limits keep.
 */
export async function guardedCouponLookup<T>(db: Kysely<Database>, where: { address: string; venue: string; now: number }, work: () => Promise<T>): Promise<T> {
  const limits = buckets(where.address, where.venue)
  if (!(await underLimits(db, limits, COUPON_GUESS_LIMITS.windowMs, where.now))) throw new HttpProblem(429, TOO_MANY_GUESSES)
  try {
    return await work()
  } catch (error) {
    if (error instanceof CouponRefused) await countIn(db, limits.map((l) => l.bucket), COUPON_GUESS_LIMITS.windowMs, where.now)
    throw error
  }
}
