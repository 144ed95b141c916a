import type { ServerOrder } from '../domain/order'
import { isUnpaid } from '../domain/unpaid'
import type { Envelope } from '../events/envelope'
import { handling } from './handling'

/** SPEC §2 My orders ("I tuoi ordini"), §4 live OrderStateChange. */
export type MyOrdersView = { orders: ServerOrder[]; hash: string | null }

export const initial: MyOrdersView = { orders: [], hash: null }

function upsert(orders: readonly ServerOrder[], order: ServerOrder): ServerOrder[] {
  const index = orders.findIndex((known) => known.id === order.id)
  if (index === -1) return [...orders, order]
  const next = orders.slice()
  next[index] = order
  return next
}

export const handled = handling('MyOrdersLoaded', 'OrderAccepted', 'PaymentResultReceived', 'OrderStateChanged')

export function evolve(state: MyOrdersView, event: Envelope): MyOrdersView {
  if (!handled.has(event)) return state
  switch (event.type) {
    case 'MyOrdersLoaded':
      return { orders: event.data.orders, hash: event.data.hash }
    case 'OrderAccepted':
      return { ...state, orders: upsert(state.orders, event.data.order) }
    case 'PaymentResultReceived':
      return event.data.orders.length === 0 ? state : { ...state, orders: event.data.orders.reduce(upsert, state.orders) }
    case 'OrderStateChanged': {
      const { orderid, restaurantorderid, status } = event.data
      const index = state.orders.findIndex((order) => order.id === orderid)
      if (index === -1 || status === null) return state
      const next = state.orders.slice()
      next[index] = { ...state.orders[index]!, status, restaurantorderid: restaurantorderid ?? state.orders[index]!.restaurantorderid }
      return { ...state, orders: next }
    }
  }
}

export function unpaidOrderIds(state: MyOrdersView): number[] {
  return state.orders.filter(isUnpaid).map((order) => order.id)
}

/** The orders as My orders lists them: the newest (highest id) first. */
export function newestFirst(orders: readonly ServerOrder[]): ServerOrder[] {
  return [...orders].sort((a, b) => b.id - a.id)
}
