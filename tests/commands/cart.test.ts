import { describe, expect, it } from 'vitest'
import { lineKey } from '../../domain/cartLine'
import { replay } from '../../projections/views'
import { T0, cola, details, e, envelopes, margherita, serverOrder, withOption } from '../support/builders'
import { given } from '../support/givenWhenThen'

const key = lineKey(margherita().item, [])
const withBufala = withOption(margherita(), { id: 11, name: 'Bufala', pricemodifier: 200 })
const bufalaKey = lineKey(withBufala.item, withBufala.menuentryvariants)

describe('SPEC §4 Cart (deciders: given / when / then)', () => {
  it('adding an identical line increments its quantity', () => {
    const history = [e('LineAdded', { line: margherita(), quantity: 1 }), e('LineAdded', { line: margherita(), quantity: 2 })]
    const views = replay(envelopes(history))
    expect(views.cart.lines).toHaveLength(1)
    expect(views.cart.lines[0]!.quantity).toBe(3)
    expect(views.cart.count).toBe(3)
    expect(views.totals.subtotal).toBe(2400)
  })

  it('a line with other options is another line', () => {
    const views = replay(envelopes([e('LineAdded', { line: margherita(), quantity: 1 }), e('LineAdded', { line: withBufala, quantity: 1 })]))
    expect(views.cart.lines.map((l) => l.key)).toEqual([key, bufalaKey])
    expect(views.totals.subtotal).toBe(800 + 1000)
  })

  it('removing decrements the quantity', () => {
    given(e('LineAdded', { line: margherita(), quantity: 2 }))
      .when({ type: 'DecrementLine', lineKey: key })
      .then(e('LineDecremented', { lineKey: key }))
    const views = replay(envelopes([e('LineAdded', { line: margherita(), quantity: 2 }), e('LineDecremented', { lineKey: key })]))
    expect(views.cart.lines[0]!.quantity).toBe(1)
  })

  it('decrementing at quantity 1 removes the line', () => {
    const views = replay(envelopes([e('LineAdded', { line: margherita(), quantity: 1 }), e('LineDecremented', { lineKey: key })]))
    expect(views.cart.lines).toEqual([])
    expect(views.cart.count).toBe(0)
  })

  it('decrementing a line that is not in the cart is refused', () => {
    given().when({ type: 'DecrementLine', lineKey: key }).thenError('cart.lineNotFound')
  })

  it('editing a line to match another merges them: quantities added, notes joined', () => {
    const history = [
      e('LineAdded', { line: { ...withBufala, notes: 'ben cotta' }, quantity: 1 }),
      e('LineAdded', { line: { ...margherita(), notes: 'senza basilico' }, quantity: 2 }),
    ]
    given(...history)
      .when({ type: 'EditLine', lineKey: key, line: { ...withBufala, notes: 'senza basilico' }, quantity: 2 })
      .then(e('LineEdited', { lineKey: key, line: { ...withBufala, notes: 'senza basilico' }, quantity: 2 }))
    const views = replay(envelopes([...history, e('LineEdited', { lineKey: key, line: { ...withBufala, notes: 'senza basilico' }, quantity: 2 })]))
    expect(views.cart.lines).toHaveLength(1)
    expect(views.cart.lines[0]).toMatchObject({ key: bufalaKey, quantity: 3, notes: 'ben cotta; senza basilico' })
  })

  it('editing a line without a twin replaces it in place', () => {
    const views = replay(
      envelopes([
        e('LineAdded', { line: margherita(), quantity: 1 }),
        e('LineAdded', { line: cola, quantity: 1 }),
        e('LineEdited', { lineKey: key, line: withBufala, quantity: 2 }),
      ]),
    )
    expect(views.cart.lines.map((l) => [l.key, l.quantity])).toEqual([
      [bufalaKey, 2],
      ['201', 1],
    ])
  })

  it('any cart change resets checkout status', () => {
    const views = replay(envelopes([e('LineAdded', { line: margherita(), quantity: 1 }), e('CheckoutDetailsEntered', { details: details() })]))
    expect(views.checkout.status).toBe('ready')
    const after = replay(envelopes([e('LineAdded', { line: cola, quantity: 1 })], T0 + 5000), views)
    expect(after.checkout.status).toBe('editing')
    expect(after.checkout.details).toEqual(details())
  })

  it("once payment has succeeded the cart cannot be edited ('Ordine già pagato...', 5000 ms)", () => {
    const paid = [
      e('LineAdded', { line: margherita(), quantity: 1 }),
      e('CheckoutDetailsEntered', { details: details({ payment: 'stripe' }) }),
      e('OrderSubmitted', { orderKey: 'k1', method: 'POST', serverOrderId: null, request: { order: {} as never, user: {} as never, fields: {}, coupon: null, customer: null, payment: 'stripe' } }),
      e('OrderAccepted', { orderKey: 'k1', order: serverOrder({ payment_method: 'stripe' }), awaitingPayment: true }),
      e('PaymentResultReceived', { orderIds: [9001], payment_result: 1, payment_method: 'stripe', success: true, orders: [] }),
    ]
    given(...paid).when({ type: 'AddLine', line: cola, quantity: 1 }).thenError('cart.locked', 5000)
    given(...paid).when({ type: 'DecrementLine', lineKey: key }).thenError('cart.locked', 5000)
    given(...paid).when({ type: 'ClearCart' }).then(e('CartCleared', { reason: 'guest' }))
    const cleared = replay(envelopes([...paid, e('CartCleared', { reason: 'guest' })]))
    expect(cleared.cart.lockedAfterPayment).toBe(false)
  })

  it('paying an older order (pay all) leaves the next cart editable', () => {
    given(
      e('LineAdded', { line: margherita(), quantity: 1 }),
      e('PaymentResultReceived', { orderIds: [8000], payment_result: 1, payment_method: 'stripe', success: true, orders: [] }),
    )
      .when({ type: 'AddLine', line: cola, quantity: 1 })
      .then(e('LineAdded', { line: cola, quantity: 1 }))
  })

  it('the cart empties after a successful order', () => {
    const views = replay(
      envelopes([
        e('LineAdded', { line: margherita(), quantity: 1 }),
        e('OrderAccepted', { orderKey: 'k1', order: serverOrder(), awaitingPayment: false }),
        e('CartCleared', { reason: 'order-sent' }),
      ]),
    )
    expect(views.cart.lines).toEqual([])
    expect(views.totals.total).toBe(0)
    expect(views.checkout.status).toBe('sent')
  })

  it('an emptied delivery cart costs nothing: the shipping cost counts only with something to deliver', () => {
    const delivering = e('CheckoutDetailsEntered', { details: details({ order_type: 'deliver', delivery_choice: 'delivery', shipping_cost: 250 }) })
    const full = replay(envelopes([e('LineAdded', { line: margherita(), quantity: 1 }), delivering]))
    expect(full.totals.delivery).toBe(250)
    expect(full.totals.total).toBe(800 + 250)
    const emptied = replay(envelopes([e('LineAdded', { line: margherita(), quantity: 1 }), delivering, e('CartCleared', { reason: 'order-sent' })]))
    expect(emptied.totals.delivery).toBe(0)
    expect(emptied.totals.total).toBe(0)
  })

  it('clearing an empty cart records nothing', () => {
    given().when({ type: 'ClearCart' }).thenNothing()
  })
})
