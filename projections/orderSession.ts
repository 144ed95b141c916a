import type { ClientOrder, OrderRequest, ServerOrder } from '../domain/order'
import { DEFAULT_SESSION_VALIDITY_MS, isOrderSessionValid } from '../domain/orderSession'
import type { Envelope } from '../events/envelope'
import { handling } from './handling'

/** A submission recorded before its request left and not yet answered for good (DESIGN §4). */
export type PendingSubmission = {
  orderKey: string
  method: 'POST' | 'PUT'
  serverOrderId: number | null
  request: OrderRequest
  submittedAt: number
  attempts: number
}

/** SPEC §4 Order session: the flags per venue, the last orders and the client session. */
export type OrderSessionState = {
  waitingForPayment: boolean
  orderSent: boolean
  paymentSent: boolean
  paymentSuccessful: boolean
  sessionSuccessful: boolean
  lastClientOrder: ClientOrder | null
  lastServerOrder: ServerOrder | null
  lastOrderAt: number | null
  pending: PendingSubmission | null
  /** The server order a new submission updates with PUT: created, not yet paid (SPEC §4 Order submit). */
  openServerOrderId: number | null
  clientSession: { timestamp: number | null; banners: boolean }
}

export const initial: OrderSessionState = {
  waitingForPayment: false,
  orderSent: false,
  paymentSent: false,
  paymentSuccessful: false,
  sessionSuccessful: false,
  lastClientOrder: null,
  lastServerOrder: null,
  lastOrderAt: null,
  pending: null,
  openServerOrderId: null,
  clientSession: { timestamp: null, banners: true },
}

export const handled = handling('OrderSubmitted', 'OrderAccepted', 'OrderSubmissionFailed', 'OrderSentViaWhatsApp', 'PaymentPrepared', 'PaymentResultReceived', 'OrderSessionCleared', 'NavigationSessionSaved')

export function evolve(state: OrderSessionState, event: Envelope): OrderSessionState {
  if (!handled.has(event)) return state
  switch (event.type) {
    case 'OrderSubmitted':
      return {
        ...state,
        pending: {
          orderKey: event.data.orderKey,
          method: event.data.method,
          serverOrderId: event.data.serverOrderId,
          request: event.data.request,
          submittedAt: event.at,
          attempts: 1,
        },
      }
    case 'OrderAccepted': {
      const pending = state.pending?.orderKey === event.data.orderKey ? state.pending : null
      return {
        ...state,
        pending: pending ? null : state.pending,
        orderSent: true,
        waitingForPayment: event.data.awaitingPayment,
        paymentSuccessful: false,
        lastClientOrder: pending ? pending.request.order : state.lastClientOrder,
        lastServerOrder: event.data.order,
        lastOrderAt: event.at,
        openServerOrderId: event.data.awaitingPayment ? event.data.order.id : null,
      }
    }
    case 'OrderSubmissionFailed':
      if (state.pending?.orderKey !== event.data.orderKey) return state
      return event.data.definitive
        ? { ...state, pending: null }
        : { ...state, pending: { ...state.pending, attempts: state.pending.attempts + 1 } }
    case 'OrderSentViaWhatsApp':
      return { ...state, orderSent: true, lastClientOrder: event.data.order, lastOrderAt: event.at }
    case 'PaymentPrepared':
      return { ...state, paymentSent: true, waitingForPayment: true }
    case 'PaymentResultReceived': {
      if (!event.data.success) return state
      const paidOpenOrder = state.openServerOrderId !== null && event.data.orderIds.includes(state.openServerOrderId)
      const updatedLast = state.lastServerOrder
        ? (event.data.orders.find((order) => order.id === state.lastServerOrder!.id) ?? state.lastServerOrder)
        : null
      return {
        ...state,
        paymentSuccessful: true,
        sessionSuccessful: true,
        waitingForPayment: false,
        lastServerOrder: updatedLast,
        openServerOrderId: paidOpenOrder ? null : state.openServerOrderId,
      }
    }
    case 'OrderSessionCleared':
      // SPEC §4: clearing resets the last orders, waitingForPayment and orderSent.
      return { ...state, lastClientOrder: null, lastServerOrder: null, lastOrderAt: null, waitingForPayment: false, orderSent: false, openServerOrderId: null }
    case 'NavigationSessionSaved':
      return { ...state, clientSession: { timestamp: event.at, banners: false } }
  }
}

export type OrderSessionView = OrderSessionState & {
  valid: boolean
  expired: boolean
  /** What the checkout form is prefilled with from the last order while the session is valid. */
  restoredDetails: Partial<ClientOrder> | null
}

/**
 * The session as seen at `now` (SPEC §4): valid strictly between 0 and the validity after the
 * last order; from the validity on, the last order counts as cleared. Type 1 venues keep only
 * note, covers_number and table_id of it.
 */
export function orderSessionAt(
  state: OrderSessionState,
  venueType: number,
  now: number,
  validityMs: number = DEFAULT_SESSION_VALIDITY_MS,
): OrderSessionView {
  const valid = isOrderSessionValid(state.lastOrderAt, now, validityMs)
  const expired = state.lastOrderAt !== null && now - state.lastOrderAt >= validityMs
  const base = expired
    ? { ...state, lastClientOrder: null, lastServerOrder: null, lastOrderAt: null, waitingForPayment: false, orderSent: false, openServerOrderId: null }
    : state
  let restoredDetails: Partial<ClientOrder> | null = null
  if (valid && state.lastClientOrder) {
    const last = state.lastClientOrder
    restoredDetails = venueType === 1 ? { note: last.note, covers_number: last.covers_number, table_id: last.table_id } : last
  }
  return { ...base, valid, expired, restoredDetails }
}

/**
 * SPEC §4 Order submit: PUT once a server order exists, otherwise POST. Choice: the order that
 * exists is the one created for this cart and still waiting for its payment (pay before), while the
 * order session lasts; a pay later order is finished when accepted, so the next cart makes a new
 * order. The checkout's price and the order sent both read it (issue #13).
 */
export function serverOrderToUpdate(session: Pick<OrderSessionState, 'openServerOrderId' | 'lastOrderAt'>, now: number): number | null {
  const { openServerOrderId, lastOrderAt } = session
  if (openServerOrderId === null || lastOrderAt === null) return null
  return now - lastOrderAt < DEFAULT_SESSION_VALIDITY_MS ? openServerOrderId : null
}
