import type { Kysely, Selectable } from 'kysely'
import { MESSAGES } from '../../domain/messages'
import type { ServerOrder } from '../../domain/order'
import { isOrderStatus, isWithdrawn } from '../../domain/orderStatus'
import { isPayLater } from '../../domain/unpaid'
import { paymentAccepted, type OrderVenueRules } from '../../domain/orderChecks'
import { paymentMethodKind } from '../../domain/paymentMethods'
import type { Database } from '../db/schema'
import { ownsOrder, type Caller } from '../caller'
import { HttpProblem } from '../http'
import { toServerOrder } from '../orderRecords'

/** Which orders a payment may be for: the venue's, not paid yet, not canceled or rejected. */

type OrderRecord = Selectable<Database['orders']>

const withdrawn = (row: OrderRecord) => isWithdrawn(isOrderStatus(row.status) ? row.status : 'pending')
const paid = (row: OrderRecord) => row.payment_result === 1

/** The caller's order; one that is not the caller's answers like one that does not exist (DESIGN §7 trust). */
async function venueOrder(db: Kysely<Database>, venue: string, id: number, caller: Caller): Promise<OrderRecord> {
  const row = await db.selectFrom('orders').selectAll().where('venue_hash', '=', venue).where('id', '=', id).executeTakeFirst()
  if (!row || !ownsOrder(caller, row)) throw new HttpProblem(404, MESSAGES['payment.orderNotFound'])
  return row
}

/** SPEC §7 prepare-payment: the one order, which must still be payable. */
export async function payableOrder(db: Kysely<Database>, venue: string, id: number, caller: Caller): Promise<OrderRecord> {
  const row = await venueOrder(db, venue, id, caller)
  if (paid(row)) throw new HttpProblem(409, MESSAGES['cart.locked'])
  if (withdrawn(row)) throw new HttpProblem(409, 'This order was canceled or rejected: there is nothing to pay')
  return row
}

/** SPEC §7 prepare-all-payments: of the ids asked for, the caller's unpaid orders; anything else is left out. */
export async function payableOrders(db: Kysely<Database>, venue: string, ids: number[], caller: Caller): Promise<OrderRecord[]> {
  const wanted = [...new Set(ids)]
  if (wanted.length === 0) throw new HttpProblem(404, MESSAGES['payment.ordersNotFound'])
  const rows = await db.selectFrom('orders').selectAll().where('venue_hash', '=', venue).where('id', 'in', wanted).orderBy('id', 'asc').execute()
  const byId = new Map(rows.map((row) => [row.id, row]))
  const found = wanted.map((id) => byId.get(id)).filter((row): row is OrderRecord => row !== undefined)
  const payable = found.filter((row) => ownsOrder(caller, row) && !paid(row) && !withdrawn(row))
  if (payable.length === 0) throw new HttpProblem(404, MESSAGES['payment.ordersNotFound'])
  return payable
}

/** SPEC §1, §3: a method named by a payment call (a switch, a preparation, a tab's share) must be one the venue takes. */
export function refuseMethodNotTaken(rules: Pick<OrderVenueRules, 'paymentChoices'>, method: string): void {
  if (!paymentAccepted(rules, method)) throw new HttpProblem(422, MESSAGES['payment.methodUnavailable'])
}

/** SPEC §3 Payment method: LATER (any case, or the constant 0) or a method the venue may offer. */
export function normalisePaymentMethod(name: string): string {
  const trimmed = name.trim()
  if (isPayLater(trimmed)) return 'LATER'
  if (paymentMethodKind(trimmed) === null) throw new HttpProblem(422, `Unknown payment method "${trimmed}": LATER, cash, paypal, satispay, stripe or stripe_connect`)
  return trimmed
}

/** SPEC §7 PUT order/{id}/payment. A paid order keeps its method; asking for the same one again is fine. */
export async function setPaymentMethod(db: Kysely<Database>, venue: string, id: number, name: string, caller: Caller, now: number): Promise<ServerOrder> {
  const method = normalisePaymentMethod(name)
  const row = await venueOrder(db, venue, id, caller)
  if (row.payment_method === method) return toServerOrder(row)
  if (paid(row)) throw new HttpProblem(409, MESSAGES['cart.locked'])
  if (withdrawn(row)) throw new HttpProblem(409, 'This order was canceled or rejected')
  const updated = await db
    .updateTable('orders')
    .set({ payment_method: method, updated_at: now })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('payment_result', 'is', null), eb('payment_result', '!=', 1)]))
    .returningAll()
    .executeTakeFirst()
  if (!updated) throw new HttpProblem(409, MESSAGES['cart.locked'])
  return toServerOrder(updated)
}
