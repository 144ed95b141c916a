import { describe, expect, it } from 'vitest'
import { orderAnswered } from '../../commands/order'
import { defaultText } from '../../domain/notice'
import type { OrderRequest } from '../../domain/order'
import { MemoryEventStore } from '../../events/stores/memory'
import { cola, details, e, margherita, serverOrder } from '../support/builders'
import { FakeVenueApi } from '../support/fakeVenueApi'
import { given } from '../support/givenWhenThen'
import { harness } from '../support/harness'

async function readyToOrder(payment = 'later', api = new FakeVenueApi(), store = new MemoryEventStore('demo-online')) {
  const h = await harness({ api, store })
  await h.bus.dispatch({ type: 'AddLine', line: margherita(), quantity: 2 })
  await h.bus.dispatch({ type: 'AddLine', line: cola, quantity: 1 })
  await h.bus.dispatch({ type: 'EnterCheckoutDetails', details: details({ payment }) })
  return h
}

describe('SPEC §4 Order submit, DESIGN §4 exactly once', () => {
  it('OrderSubmitted with the client order key and the exact request body is recorded before the request leaves', async () => {
    const store = new MemoryEventStore('demo-online')
    const api = new FakeVenueApi()
    const seenBeforeRequest: string[] = []
    const submit = api.submitOrder.bind(api)
    api.submitOrder = async (input) => {
      const log = await store.load()
      seenBeforeRequest.push(...log.events.map((ev) => ev.type))
      const submitted = log.events.find((ev) => ev.type === 'OrderSubmitted')
      expect(submitted?.type === 'OrderSubmitted' && submitted.data.orderKey).toBe(input.idempotencyKey)
      expect(submitted?.type === 'OrderSubmitted' && submitted.data.request).toEqual(input.request)
      return submit(input)
    }
    const h = await readyToOrder('later', api, store)
    const result = await h.bus.dispatch({ type: 'SubmitOrder', fields: {} })
    expect(seenBeforeRequest).toContain('OrderSubmitted')
    expect(result.events.map((ev) => ev.type)).toEqual(['OrderSubmitted', 'OrderAccepted', 'CartCleared', 'MyOrdersLoaded'])
    const request = api.requests[0]!.request
    expect(request.order.rows.map((row) => [row.entry_name, row.quantity, row.cost])).toEqual([
      ['Margherita', 2, 1600],
      ['Coca-Cola', 1, 300],
    ])
    expect(request.order).toMatchObject({ order_method: 'direct', total_cost: 1900, order_type: 'take-away' })
    expect(request.user.deviceID).toBe('device-1')
  })

  it('success stores the last order, empties the cart and reloads my orders', async () => {
    const h = await readyToOrder()
    await h.bus.dispatch({ type: 'SubmitOrder', fields: {} })
    const views = h.views()
    expect(views.cart.lines).toEqual([])
    expect(views.session).toMatchObject({ orderSent: true, pending: null, lastServerOrder: { id: 9001 } })
    expect(views.session.lastClientOrder?.total_cost).toBe(1900)
    expect(views.myOrders.orders.map((o) => o.id)).toEqual([9001])
  })

  it("a refusal is definitive: 'Svuota il carrello e riprova!', and the next submission gets a new key", async () => {
    const h = await readyToOrder()
    h.api.mode = 'reject'
    const failed = await h.bus.dispatch({ type: 'SubmitOrder', fields: {} })
    expect(failed.notices.map((n) => defaultText(n))).toContain('Svuota il carrello e riprova!')
    expect(h.views().session.pending).toBeNull()
    expect(h.views().checkout.status).toBe('failed')
    h.api.mode = 'online'
    await h.bus.dispatch({ type: 'SubmitOrder', fields: {} })
    expect(h.api.requests).toHaveLength(1)
    const keys = h.store.entries().flatMap((raw) => ((raw as { type: string }).type === 'OrderSubmitted' ? [(raw as { data: { orderKey: string } }).data.orderKey] : []))
    expect(new Set(keys).size).toBe(2)
  })

  it('an unanswered submission stays pending, keeps the cart locked, and is resent with the same key and body', async () => {
    const h = await readyToOrder()
    h.api.mode = 'drop-answer'
    const first = await h.bus.dispatch({ type: 'SubmitOrder', fields: {} })
    expect(first.events.map((ev) => ev.type)).toEqual(['OrderSubmitted', 'OrderSubmissionFailed'])
    expect(h.views().session.pending).not.toBeNull()
    const blocked = await h.bus.dispatch({ type: 'AddLine', line: cola, quantity: 1 })
    expect(blocked.notices[0]!.key).toBe('cart.submissionInFlight')
    // A second tap while it is pending makes no second order.
    const again = await h.bus.dispatch({ type: 'SubmitOrder', fields: {} })
    expect(again.events).toEqual([])
    h.api.mode = 'online'
    await h.bus.dispatch({ type: 'ResendPendingOrder' })
    expect(h.api.requests).toHaveLength(2)
    expect(h.api.requests[0]!.key).toBe(h.api.requests[1]!.key)
    expect(h.api.requests[0]!.request).toEqual(h.api.requests[1]!.request)
    expect(h.api.orders).toHaveLength(1)
    expect(h.views().session.pending).toBeNull()
    expect(h.views().cart.count).toBe(0)
  })

  it('after a reload the pending submission is in the log and is resent once', async () => {
    const store = new MemoryEventStore('demo-online')
    const api = new FakeVenueApi()
    const before = await readyToOrder('later', api, store)
    api.mode = 'offline'
    const offline = await before.bus.dispatch({ type: 'SubmitOrder', fields: {} })
    expect(offline.notices.map((n) => n.key)).toContain('order.queuedOffline')
    const reloaded = await harness({ store, api })
    expect(reloaded.views().session.pending?.attempts).toBe(2)
    api.mode = 'online'
    await reloaded.bus.dispatch({ type: 'ResendPendingOrder' })
    await reloaded.bus.dispatch({ type: 'ResendPendingOrder' })
    expect(api.orders).toHaveLength(1)
    expect(api.requests).toHaveLength(1)
  })

  it('a double tap makes exactly one order', async () => {
    const h = await readyToOrder()
    await Promise.all([h.bus.dispatch({ type: 'SubmitOrder', fields: {} }), h.bus.dispatch({ type: 'SubmitOrder', fields: {} })])
    expect(h.api.orders).toHaveLength(1)
    expect(h.api.requests).toHaveLength(1)
  })

  it('PUT updates the server order that waits for its payment; otherwise POST', async () => {
    const h = await readyToOrder('stripe')
    await h.bus.dispatch({ type: 'SubmitOrder', fields: {} })
    expect(h.views().cart.count).toBe(3) // pay before: the cart waits for the payment
    expect(h.views().checkout.status).toBe('awaiting-payment')
    await h.bus.dispatch({ type: 'AddLine', line: cola, quantity: 1 })
    await h.bus.dispatch({ type: 'EnterCheckoutDetails', details: details({ payment: 'stripe' }) })
    await h.bus.dispatch({ type: 'SubmitOrder', fields: {} })
    expect(h.api.requests.map((r) => r.method)).toEqual(['POST', 'PUT'])
    expect(h.api.orders).toHaveLength(1)
  })

  it('an empty cart, or one without checkout details, is not submitted', () => {
    given().when({ type: 'SubmitOrder', fields: {} }).thenError('cart.empty')
    given(e('LineAdded', { line: margherita(), quantity: 1 })).when({ type: 'SubmitOrder', fields: {} }).thenError('form.check')
  })

  it('a pay-later answer empties the cart; a pay-now answer keeps it for the payment', () => {
    const pending = { orderKey: 'k', request: { payment: 'later' } as OrderRequest }
    expect(orderAnswered(pending, { ok: true, value: serverOrder() }).map((ev) => ev.type)).toEqual(['OrderAccepted', 'CartCleared'])
    const payNow = { orderKey: 'k', request: { payment: 'stripe' } as OrderRequest }
    expect(orderAnswered(payNow, { ok: true, value: serverOrder() }).map((ev) => ev.type)).toEqual(['OrderAccepted'])
  })

  it('the order is sent as a WhatsApp message: recorded, and the cart empties', () => {
    given(e('LineAdded', { line: margherita(), quantity: 1 }), e('CheckoutDetailsEntered', { details: details() }))
      .when({ type: 'SendOrderViaWhatsApp', number: '393331234567', text: '1x Margherita' })
      .decision._tag === 'Right' || expect.fail('expected events')
    given(e('LineAdded', { line: margherita(), quantity: 1 }), e('CheckoutDetailsEntered', { details: details() }))
      .when({ type: 'SendOrderViaWhatsApp', number: ' ', text: 'x' })
      .thenError('whatsapp.noNumber')
  })
})

describe('issue #13.1 covers are charged once per table session (SPEC §3 Table session), in the app as on the server', () => {
  /** A guest at demo-table's table 4, whose session has charged `coverCost`, with `covers` covers and a Margherita in the cart. */
  async function atTableFour(coverCost: number, covers: number) {
    const h = await harness({ venue: 'demo-table' })
    h.api.tableSessions.set(4, { covers: 3, cover_cost: coverCost, covered_total_paid: 0 })
    await h.bus.dispatch({ type: 'OpenVenue', restaurant_type: 2, rid: 2, name: 'Demo Table', currency: '€', table: { qr: '4', table: { id: 4, name: 'Tavolo 4' } } })
    await h.bus.dispatch({ type: 'SetCovers', covers, coverUnitPrice: 250 })
    await h.bus.dispatch({ type: 'AddLine', line: margherita(), quantity: 1 })
    return h
  }

  it('after the first order of the session charged the covers, the next cart and its order charge none', async () => {
    const h = await atTableFour(0, 3)
    const atTable = details({ order_type: 'restaurant', delivery_choice: 'delivery', table_id: 4, covers_number: 3 })
    await h.bus.dispatch({ type: 'EnterCheckoutDetails', details: atTable })
    expect(h.views().totals).toMatchObject({ cover: 750, total: 800 + 750 })
    await h.bus.dispatch({ type: 'SubmitOrder', fields: {} })
    expect(h.api.requests[0]!.request.order).toMatchObject({ cover_cost: 750, total_cost: 1550 })

    await h.bus.dispatch({ type: 'AddLine', line: cola, quantity: 1 })
    expect(h.views().totals).toMatchObject({ cover: 0, total: 300 })
    await h.bus.dispatch({ type: 'EnterCheckoutDetails', details: atTable })
    await h.bus.dispatch({ type: 'SubmitOrder', fields: {} })
    expect(h.api.requests[1]!.request.order).toMatchObject({ cover_cost: 0, total_cost: 300 })
  })

  it('a session another phone already charged covers for: this phone shows none either', async () => {
    const h = await atTableFour(750, 2)
    expect(h.views().totals).toMatchObject({ cover: 0, total: 800 })
  })
})
