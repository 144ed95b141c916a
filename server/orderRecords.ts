import { createHash } from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import type { OrderContent, OrderRequest, OrderRow, ServerOrder } from '../domain/order'
import { isOrderStatus } from '../domain/orderStatus'
import type { Database } from './db/schema'

/** Orders as stored and as answered (SPEC §3 Order): the stored body's content, the request's hash, the reads. */

type OrderRecord = Database['orders']

const WITHDRAWN = ['canceled', 'rejected']

/** How many live orders already hold a generated slot (a time slot on a date). */
export async function ordersInSlot(db: Kysely<Database> | Transaction<Database>, venue: string, timeslotID: number, orderDate: string | null): Promise<number> {
  let query = db.selectFrom('orders').select((eb) => eb.fn.countAll().as('n')).where('venue_hash', '=', venue).where('time_slot_id', '=', timeslotID).where('status', 'not in', WITHDRAWN)
  query = orderDate === null ? query.where('order_date', 'is', null) : query.where('order_date', '=', orderDate)
  const row = await query.executeTakeFirst()
  return Number(row?.n ?? 0)
}

/** The same body always hashes the same: JSON with sorted keys. */
export function requestHash(body: unknown): string {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.keys(value as object).sort().map((key) => [key, canonical((value as Record<string, unknown>)[key])]))
        : value
  return createHash('sha256').update(JSON.stringify(canonical(body))).digest('hex')
}

/**
 * What the stored body says the order holds (the request with the server's rows, storedBody),
 * field by field: only the content's own fields leave the server, and a body that does not hold
 * them leaves the order without content rather than failing the whole list.
 */
function contentOf(body: string): OrderContent | null {
  try {
    // the body was written by createOrder/updateOrder from a request the route decoded
    const { order_type, delivery_choice, table_id, time_slot_requested, rows, covers_number, cover_cost } = (JSON.parse(body) as OrderRequest).order
    const covers = Number.isSafeInteger(cover_cost) && cover_cost > 0 ? { covers: { count: covers_number ?? 0, cost: cover_cost } } : {}
    return { order_type, delivery_choice, table_id, time_slot_requested, rows: rows.map(rowOf), ...covers }
  } catch {
    return null
  }
}

/** A row with its own fields only (the request's rows may carry more, which stay in the stored body). */
function rowOf(row: OrderRow): OrderRow {
  const { entry_id, entry_name, type, quantity, cost, details, subitems, subOrderRows } = row
  return { entry_id, entry_name, type, quantity, cost, details, subitems: subitems.map(({ id, chosen, price, quantity: count }) => ({ id, chosen, price, quantity: count })), subOrderRows: subOrderRows.map(rowOf) }
}

export function toServerOrder(row: Pick<OrderRecord, 'restaurantorderid' | 'status' | 'payment_method' | 'payment_result' | 'total_cost' | 'shipping_cost' | 'coupon_value' | 'order_date' | 'customer_id' | 'body'> & { id: number }): ServerOrder {
  const content = contentOf(row.body)
  return {
    id: row.id,
    restaurantorderid: row.restaurantorderid,
    status: isOrderStatus(row.status) ? row.status : 'pending',
    payment_method: row.payment_method,
    payment_result: row.payment_result,
    total_cost: row.total_cost,
    shipping_cost: row.shipping_cost,
    coupon_value: row.coupon_value,
    order_date: row.order_date,
    customer_id: row.customer_id,
    ...(content ? { content } : {}),
  }
}

/** The orders of a device or of a customer account: the caller's only (DESIGN §7 trust), else none. */
export async function ordersOf(db: Kysely<Database>, venue: string, owner: { deviceId: string } | { customerId: number }): Promise<ServerOrder[]> {
  let query = db.selectFrom('orders').selectAll().where('venue_hash', '=', venue)
  query = 'customerId' in owner ? query.where('customer_id', '=', owner.customerId) : query.where('device_id', '=', owner.deviceId)
  const rows = await query.orderBy('id', 'asc').execute()
  return rows.map(toServerOrder)
}
