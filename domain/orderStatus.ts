/** DESIGN §3: one closed set of order statuses, shared by the server, the events and the views. */
export const ORDER_STATUSES = ['pending', 'accepted', 'preparing', 'ready', 'completed', 'canceled', 'rejected'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value)
}

/** Staff speak in verbs (`accept`); the server in statuses (`accepted`). */
export const STAFF_VERBS: Readonly<Record<string, OrderStatus>> = { accept: 'accepted', prepare: 'preparing', ready: 'ready', complete: 'completed', cancel: 'canceled', reject: 'rejected' }

/** The status a staff word names, a verb or a status itself; null for any other word. */
export function statusOfStaffWord(word: string): OrderStatus | null {
  return Object.hasOwn(STAFF_VERBS, word) ? STAFF_VERBS[word]! : isOrderStatus(word) ? word : null
}

/** Statuses after which an order never changes again. */
export function isFinalStatus(status: OrderStatus): boolean {
  return status === 'completed' || status === 'canceled' || status === 'rejected'
}

/** SPEC §4 Payment result: canceled and rejected orders are never counted as unpaid. */
export function isWithdrawn(status: OrderStatus): boolean {
  return status === 'canceled' || status === 'rejected'
}
