import type { Kysely } from 'kysely'
import type { Database } from './db/schema'
import { clientGroup } from './clientAddress'
import { RuleRefusal } from './http'
import { giveBack, takeAttempt } from './rateLimit'

/**
 * New orders per client (security helper: 246 pay-later orders from new device ids took all 42
 * pickup slots of a venue in 3 s, and a real guest was told the slots were full). An order is
 * counted before it is placed, so orders sent together cannot all pass, and given back when it is
 * refused. Counted: the orders a guest may send from anywhere (take-away, delivery, their slots).
 * Not counted: an order to a table, which its staff opened (SPEC §3 table session) and whose guests
 * share the venue's network, a tab's rounds (the server's own), and the clients `exempt` names
 * (server/clientAddress.ts).
 */
export const ORDER_RATE_LIMITS = { perClient: 20, windowMs: 10 * 60_000 } as const

export async function withinOrderRate<T>(db: Kysely<Database>, client: { address: string; exempt: boolean }, atTable: boolean, now: number, place: () => Promise<T>): Promise<T> {
  if (client.exempt || atTable) return place()
  const bucket = `orders:client:${clientGroup(client.address)}`
  if (!(await takeAttempt(db, [{ bucket, limit: ORDER_RATE_LIMITS.perClient }], ORDER_RATE_LIMITS.windowMs, now))) throw RuleRefusal.of('order.tooMany', 429)
  try {
    return await place()
  } catch (error) {
    await giveBack(db, [bucket])
    throw error
  }
}
