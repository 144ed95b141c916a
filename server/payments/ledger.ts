import type { Kysely, Transaction } from 'kysely'
import { sumCents } from '../../domain/money'
import { isOrderStatus, isWithdrawn } from '../../domain/orderStatus'
import type { Database } from '../db/schema'
import type { PaymentSession } from './provider'

/**
 * Approved provider sessions into paid orders. `order_payments` holds one row per order, so an
 * order is recorded paid by exactly one session however often, and by whom, the result is reported.
 */

export type SettleResult = { ok: true } | { ok: false; status: number; reason: string }

type Db = Kysely<Database> | Transaction<Database>

const unique = (ids: number[]) => [...new Set(ids)]

/** Why this session may not pay its orders (now), or null; null too when it already paid them. */
export async function paymentProblem(db: Db, session: PaymentSession): Promise<{ status: number; reason: string } | null> {
  const ids = unique(session.orderIds)
  if (ids.length === 0) return { status: 404, reason: 'The payment is for no order' }
  const orders = await db.selectFrom('orders').select(['id', 'total_cost', 'status']).where('id', 'in', ids).execute()
  if (orders.length !== ids.length) return { status: 404, reason: 'An order of this payment no longer exists' }
  const paid = await db.selectFrom('order_payments').select(['order_id', 'session_id']).where('order_id', 'in', ids).execute()
  if (paid.some((row) => row.session_id !== session.id)) return { status: 409, reason: 'An order of this payment was already paid with another payment' }
  if (paid.length === ids.length) return null
  if (orders.some((order) => isWithdrawn(isOrderStatus(order.status) ? order.status : 'pending'))) return { status: 409, reason: 'An order of this payment was canceled or rejected' }
  const total = sumCents(orders.map((order) => Number(order.total_cost)))
  if (total !== session.amount) return { status: 409, reason: 'The orders changed after the payment was prepared: prepare it again' }
  return null
}

/** True when every order of the session is recorded paid by it. */
export async function paidBy(db: Db, session: PaymentSession): Promise<boolean> {
  const ids = unique(session.orderIds)
  if (ids.length === 0) return false
  const rows = await db.selectFrom('order_payments').select('session_id').where('order_id', 'in', ids).execute()
  return rows.length === ids.length && rows.every((row) => row.session_id === session.id)
}

/**
 * Marks the orders of an approved session paid (payment_result 1, payment_method the provider),
 * once. A second call for the same session changes nothing and answers the same.
 */
export async function settlePayment(db: Kysely<Database>, session: PaymentSession, now: number): Promise<SettleResult> {
  if (session.status !== 'approved') return { ok: false, status: 409, reason: `The payment is ${session.status}` }
  const ids = unique(session.orderIds)
  return db
    .transaction()
    .execute(async (trx): Promise<SettleResult> => {
    const problem = await paymentProblem(trx, session)
    if (problem) return { ok: false, ...problem }
    if (await paidBy(trx, session)) return { ok: true }
    const totals = await trx.selectFrom('orders').select(['id', 'total_cost']).where('id', 'in', ids).execute()
    await trx
      .insertInto('order_payments')
      .values(totals.map((order) => ({ order_id: order.id, session_id: session.id, provider: session.provider, amount: Number(order.total_cost), paid_at: now })))
      .onConflict((oc) => oc.column('order_id').doNothing())
      .execute()
    // Another process may have recorded one of these orders first (PostgreSQL): then this payment does not count.
    if (!(await paidBy(trx, session))) throw new SettleConflict()
    await trx.updateTable('orders').set({ payment_result: 1, payment_method: session.provider, updated_at: now }).where('id', 'in', ids).execute()
    return { ok: true }
  })
    .catch((error: unknown): SettleResult => {
    if (error instanceof SettleConflict) return { ok: false, status: 409, reason: 'An order of this payment was already paid with another payment' }
    throw error
  })
}

class SettleConflict extends Error {}
