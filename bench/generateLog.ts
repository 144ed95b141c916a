import { lineKey } from '../domain/cartLine'
import { buildClientOrder } from '../domain/order'
import { makeEvent as e, type DomainEvent } from '../events/catalogue'
import { toEnvelope, type Envelope } from '../events/envelope'
import { coupon, details, margherita, serverOrder, withOption, cola } from '../tests/support/builders'

const bufala = withOption(margherita(), { id: 11, name: 'Bufala', pricemodifier: 200 })
const d = details()

/**
 * A realistic guest log of `count` events: visits of a take-away venue, each adding and editing
 * lines, applying a coupon, ordering, and following the order. The shape of real logs, repeated.
 */
export function* generateEvents(count: number, start = Date.UTC(2026, 0, 1)): Generator<Envelope> {
  const cycle = (n: number): DomainEvent[] => {
    const key = `order-${n}`
    const lines = [
      { ...bufala, key: lineKey(bufala.item, bufala.menuentryvariants), quantity: 2 },
      { ...cola, key: lineKey(cola.item, []), quantity: 1 },
    ]
    const order = buildClientOrder({ lines, specialLines: [], details: d, totals: { discount: 230, cover: 0, delivery: 0, total: 2070 } })
    const accepted = serverOrder({ id: n, restaurantorderid: n % 1000, total_cost: 2070, coupon_value: 230 })
    return [
      e('LineAdded', { line: margherita(), quantity: 1 }),
      e('LineAdded', { line: cola, quantity: 1 }),
      e('LineEdited', { lineKey: lineKey(margherita().item, []), line: bufala, quantity: 2 }),
      e('LineAdded', { line: cola, quantity: 1 }),
      e('LineDecremented', { lineKey: lineKey(cola.item, []) }),
      e('CouponApplied', { coupon: coupon() }),
      e('CheckoutDetailsEntered', { details: d }),
      e('OrderSubmitted', { orderKey: key, method: 'POST', serverOrderId: null, request: { order, user: { deviceID: 'device-1', ...d.contacts }, fields: {}, coupon: 'BENVENUTO10', customer: null, payment: 'later' } }),
      e('OrderAccepted', { orderKey: key, order: accepted, awaitingPayment: false }),
      e('CartCleared', { reason: 'order-sent' }),
      e('OrderStateChanged', { orderid: n, restaurantorderid: n % 1000, status: 'accepted' }),
      e('OrderStateChanged', { orderid: n, restaurantorderid: n % 1000, status: 'preparing' }),
      e('OrderStateChanged', { orderid: n, restaurantorderid: n % 1000, status: 'completed' }),
      e('MyOrdersLoaded', { orders: [{ ...accepted, status: 'completed' }], hash: (n * 2654435761 >>> 0).toString(16) }),
      e('WaiterCalled', {}),
      e('NavigationSessionSaved', {}),
    ]
  }
  let seq = 0
  for (let n = 1; seq < count; n++) {
    for (const event of cycle(n)) {
      if (seq >= count) return
      seq++
      yield toEnvelope({ ...event, id: `e${seq}`, at: start + seq * 1000 }, seq)
    }
  }
}
