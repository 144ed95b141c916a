import type { Kysely } from 'kysely'
import type { Database } from './db/schema'
import { RuleRefusal } from './http'
import { giveBack, takeAttempt } from './rateLimit'

/**
 * New orders per client address (security helper: 246 pay-later orders from new device ids took
 * all 42 pickup slots of a venue in 3 s, and a real guest was told the slots were full). An order is
 * counted before it is placed, so orders sent together cannot all pass, and given back when it is
 * refused. A table's guests on one network send a few orders an hour; its tab's rounds are the
 * server's own and never count.
 *
 * Loopback addresses are not limited: they are the machine's own clients (the scenarios of CI
 * against `--api`, the benches), or every guest at once behind a reverse proxy TRUST_PROXY does
 * not name, where a limit would refuse them all together.
 */
export const ORDER_RATE_LIMITS = { perAddress: 20, windowMs: 10 * 60_000 } as const

const isLoopback = (address: string) => address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.')

export async function withinOrderRate<T>(db: Kysely<Database>, address: string, now: number, place: () => Promise<T>): Promise<T> {
  if (isLoopback(address)) return place()
  const bucket = `orders:ip:${address}`
  if (!(await takeAttempt(db, [{ bucket, limit: ORDER_RATE_LIMITS.perAddress }], ORDER_RATE_LIMITS.windowMs, now))) throw RuleRefusal.of('order.tooMany', 429)
  try {
    return await place()
  } catch (error) {
    await giveBack(db, [bucket])
    throw error
  }
}
