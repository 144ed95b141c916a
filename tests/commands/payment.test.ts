import { describe, expect, it } from 'vitest'
import { paymentResultReceived } from '../../commands/payment'
import { defaultText } from '../../domain/notice'
import { presentViews } from '../../projections/present'
import { replay } from '../../projections/views'
import { T0, cola, details, e, envelopes, margherita, serverOrder } from '../support/builders'
import { given } from '../support/givenWhenThen'
import { harness } from '../support/harness'

describe('SPEC §4 Payment result', () => {
  it('success (payment_result and payment_method present) sets paymentSuccessful and sessionSuccessful', () => {
    const [event] = paymentResultReceived(9001, { ok: true, value: { orders: [serverOrder({ payment_result: 1, payment_method: 'stripe' })], payment_result: 1, payment_method: 'stripe' } }, null)
    expect(event).toMatchObject({ type: 'PaymentResultReceived', data: { success: true, orderIds: [9001] } })
    const views = replay(envelopes([event!]))
    expect(views.session).toMatchObject({ paymentSuccessful: true, sessionSuccessful: true, waitingForPayment: false })
  })

  it('a result without payment_method is not a success', () => {
    const [event] = paymentResultReceived(9001, { ok: true, value: { orders: [], payment_result: 1, payment_method: null } }, null)
    expect(event).toMatchObject({ data: { success: false } })
    expect(replay(envelopes([event!])).session.paymentSuccessful).toBe(false)
  })

  it('unpaid orders: paid with LATER, payment_result not 1, not canceled or rejected', () => {
    const orders = [
      serverOrder({ id: 1, payment_method: 'LATER', payment_result: null }),
      serverOrder({ id: 2, payment_method: 'LATER', payment_result: 1 }),
      serverOrder({ id: 3, payment_method: 'stripe', payment_result: null }),
      serverOrder({ id: 4, payment_method: 'LATER', payment_result: null, status: 'canceled' }),
      serverOrder({ id: 5, payment_method: 'LATER', payment_result: null, status: 'rejected' }),
      serverOrder({ id: 6, payment_method: 'later', payment_result: 0, status: 'completed' }),
    ]
    const views = replay(envelopes([e('MyOrdersLoaded', { orders, hash: 'h1' })]))
    expect(presentViews(views, T0).myOrders.unpaid).toEqual([1, 6])
  })

  it("'Nessun ordine inviato' when there is no order to pay", () => {
    given().when({ type: 'PreparePayment', orderIds: [], provider: 'stripe', query_string: null }).thenError('payment.noOrder')
  })

  it("a failed preparation: 'Errore nella preparazione dell'ordine'; the client secret never enters the log", async () => {
    const h = await harness()
    const ok = await h.bus.dispatch({ type: 'PreparePayment', orderIds: [9001], provider: 'stripe', query_string: null })
    expect(ok.output).toMatchObject({ clientSecret: 'pi_secret_do_not_log' })
    expect(JSON.stringify(h.store.entries())).not.toContain('pi_secret_do_not_log')
    h.api.mode = 'reject'
    const failed = await h.bus.dispatch({ type: 'PreparePayment', orderIds: [9001], provider: 'stripe', query_string: null })
    expect(failed.notices.map((n) => defaultText(n))).toEqual(["Errore nella preparazione dell'ordine"])
  })

  it('issue #13.4 pay now: once the payment succeeds the paid lines leave the cart, and the next order is a new one (POST)', async () => {
    const h = await harness()
    await h.bus.dispatch({ type: 'AddLine', line: margherita(), quantity: 1 })
    await h.bus.dispatch({ type: 'EnterCheckoutDetails', details: details({ payment: 'stripe' }) })
    await h.bus.dispatch({ type: 'SubmitOrder', fields: {} })
    expect(h.views().cart.count).toBe(1) // waiting for its payment, the order's lines are still the cart
    await h.bus.dispatch({ type: 'PreparePayment', orderIds: [9001], provider: 'stripe', query_string: null })
    const paid = await h.bus.dispatch({ type: 'RecordPaymentResult', orderId: 9001, result: { session_id: 'approved' } })
    expect(paid.events.map((event) => event.type)).toEqual(['PaymentResultReceived', 'CartCleared'])
    expect(h.views().cart).toMatchObject({ count: 0, lockedAfterPayment: false, awaitingPaymentOrderId: null })
    await h.bus.dispatch({ type: 'AddLine', line: cola, quantity: 1 })
    await h.bus.dispatch({ type: 'EnterCheckoutDetails', details: details() })
    await h.bus.dispatch({ type: 'SubmitOrder', fields: {} })
    expect(h.api.requests.map((r) => r.method)).toEqual(['POST', 'POST'])
    expect(h.api.orders.map((o) => o.id)).toEqual([9001, 9002])
  })
})
