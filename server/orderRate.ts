import type { Kysely } from 'kysely'
import type { Database } from './db/schema'
import { clientGroup } from './clientAddress'
import { RuleRefusal } from './http'
import { giveBack, takeAttempt } from './rateLimit'

/**
 * New orders per client (security helper: 246 pay-later orders from new device ids took all 42
 * pickup slots of a venue in 3 s, and a real guest was told the slots were full). An order is
 * counted before it is placed, so orders sent together cannot all pass, and given back when it is
 * refused. The orders a guest may send from anywhere (take-away, delivery, their slots) count per
 * client; an order to a table counts per table instead, since its guests share the venue's Wi-Fi
 * (one address for the whole room) and a table sends a few orders an hour. Not counted: a tab's
 * rounds (the server's own) and the clients `exempt` names (server/clientAddress.ts).
 */
export const ORDER_RATE_LIMITS = { perClient: 20, perTable: 20, windowMs: 10 * 60_000 } as const

export type OrderSender = { address: string; exempt: boolean; table: { venue: string; id: number } | null }

export async function withinOrderRate<T>(db: Kysely<Database>, sender: OrderSender, now: number, place: () => Promise<T>): Promise<T> {
  if (sender.exempt) return place()
  const { bucket, limit } =
    sender.table === null
      ? { bucket: `orders:client:${clientGroup(sender.address)}`, limit: ORDER_RATE_LIMITS.perClient }
      : { bucket: `orders:table:${sender.table.venue}:${sender.table.id}`, limit: ORDER_RATE_LIMITS.perTable }
  if (!(await takeAttempt(db, [{ bucket, limit }], ORDER_RATE_LIMITS.windowMs, now))) throw RuleRefusal.of('order.tooMany', 429)
  try {
    return await place()
  } catch (error) {
    await giveBack(db, [bucket])
    throw error
  }
}
