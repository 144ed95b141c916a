import { addLine, decrementLine, editLine, removeLine, type CartLine } from '../domain/cartLine'
import type { Coupon } from '../domain/coupon'
import type { Cents } from '../domain/money'
import {
  addSpecialMenuLine,
  decrementSpecialMenuLine,
  removeSpecialMenuLine,
  updateSpecialMenuLine,
  type SpecialMenuLine,
} from '../domain/specialMenuLine'
import type { Envelope } from '../events/envelope'
import { handling } from './handling'

/** SPEC §3 Cart state: items, itemsSpecial, itemsCount, cartCoupon, covers. */
export type CartView = {
  lines: CartLine[]
  specialLines: SpecialMenuLine[]
  count: number
  coupon: Coupon | null
  covers: { count: number; unitPrice: Cents }
  /** SPEC §4 Cart: once payment has succeeded the cart cannot be edited until it is emptied. */
  lockedAfterPayment: boolean
  /** The server order that holds this cart and waits for its payment (pay before, SPEC §4). */
  awaitingPaymentOrderId: number | null
}

export const initial: CartView = {
  lines: [],
  specialLines: [],
  count: 0,
  coupon: null,
  covers: { count: 0, unitPrice: 0 },
  lockedAfterPayment: false,
  awaitingPaymentOrderId: null,
}

function withLines(state: CartView, lines: CartLine[], specialLines: SpecialMenuLine[]): CartView {
  let count = 0
  for (const line of lines) count += line.quantity
  for (const line of specialLines) count += line.quantity
  return { ...state, lines, specialLines, count }
}

export const handled = handling('LineAdded', 'LineDecremented', 'LineRemoved', 'LineEdited', 'SpecialMenuLineAdded', 'SpecialMenuLineUpdated', 'SpecialMenuLineDecremented', 'SpecialMenuLineRemoved', 'CartCleared', 'CouponApplied', 'CouponRemoved', 'CoversSet', 'CheckoutDetailsEntered', 'OrderAccepted', 'PaymentResultReceived')

export function evolve(state: CartView, event: Envelope): CartView {
  if (!handled.has(event)) return state
  switch (event.type) {
    case 'LineAdded':
      return withLines(state, addLine(state.lines, event.data.line, event.data.quantity), state.specialLines)
    case 'LineDecremented':
      return withLines(state, decrementLine(state.lines, event.data.lineKey), state.specialLines)
    case 'LineRemoved':
      return withLines(state, removeLine(state.lines, event.data.lineKey), state.specialLines)
    case 'LineEdited':
      return withLines(state, editLine(state.lines, event.data.lineKey, event.data.line, event.data.quantity), state.specialLines)
    case 'SpecialMenuLineAdded':
      return withLines(state, state.lines, addSpecialMenuLine(state.specialLines, event.data.line, event.data.quantity))
    case 'SpecialMenuLineUpdated':
      return withLines(state, state.lines, updateSpecialMenuLine(state.specialLines, event.data.lineKey, event.data.line))
    case 'SpecialMenuLineDecremented':
      return withLines(state, state.lines, decrementSpecialMenuLine(state.specialLines, event.data.lineKey))
    case 'SpecialMenuLineRemoved':
      return withLines(state, state.lines, removeSpecialMenuLine(state.specialLines, event.data.lineKey))
    case 'CartCleared':
      return initial
    case 'CouponApplied':
      return { ...state, coupon: event.data.coupon }
    case 'CouponRemoved':
      return state.coupon === null ? state : { ...state, coupon: null }
    case 'CoversSet':
      return { ...state, covers: { count: event.data.covers, unitPrice: event.data.coverUnitPrice } }
    case 'CheckoutDetailsEntered': {
      // the covers the checkout asked are the order's covers: the cart shows and charges the same number
      const count = event.data.details.covers_number ?? 0
      return count === state.covers.count ? state : { ...state, covers: { ...state.covers, count } }
    }
    case 'OrderAccepted':
      return { ...state, awaitingPaymentOrderId: event.data.awaitingPayment ? event.data.order.id : null }
    case 'PaymentResultReceived':
      // Only the payment of the order this cart became locks it: paying older orders
      // ("Paga Conto", pay all) leaves the next order's cart editable.
      return event.data.success &&
        state.awaitingPaymentOrderId !== null &&
        event.data.orderIds.includes(state.awaitingPaymentOrderId)
        ? { ...state, lockedAfterPayment: true, awaitingPaymentOrderId: null }
        : state
  }
}
