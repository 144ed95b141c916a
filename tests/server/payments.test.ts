import type { FastifyInstance, InjectOptions } from 'fastify'
import { describe, expect, it } from 'vitest'
import { orderRequestToWire } from '../../api/orderWire'
import type { OrderRequest } from '../../domain/order'
import { luhnValid } from '../../domain/card'
import { isOnAppOrigin, returnRedirect } from '../../server/payments/returnUrl'
import { simulatorFor } from '../../server/routes/payments'
import { cola, details, margherita } from '../support/builders'
import { quotedOrder } from '../support/quotedOrder'
import { TestDevices, testVenue, useTestApp, type TestDeps } from './testVenue'

let deps: TestDeps
let app: FastifyInstance
const APP_ORIGIN = 'http://localhost:8080'
const RESULT_PAGE = `${APP_ORIGIN}/app/restaurants/test-venue/cart/payment-result`

let devices: TestDevices
useTestApp((current) => ({ deps, app, devices } = current))

function orderRequest(device: string, colas = 1): OrderRequest {
  const d = details()
  const lines = [{ ...margherita(), key: 'm', quantity: 1 }, { ...cola, key: 'c', quantity: colas }]
  const order = quotedOrder({ lines, details: d, rules: testVenue().order.rules })
  return { order, user: { deviceID: device, ...d.contacts }, fields: {}, coupon: null, customer: null, payment: 'later' }
}

let keys = 0
/** An order as the app places it; returns its id and server total (decimal euros on the wire). */
async function placeOrder(device = 'device-1', colas = 1): Promise<{ id: number; total: number }> {
  const response = await app.inject({ method: 'POST', url: '/api/v4/restaurants/test-venue/order', payload: orderRequestToWire(orderRequest(device, colas)), headers: { 'idempotency-key': `pay-key-${++keys}-xx`, ...devices.headers(device) } })
  expect(response.statusCode).toBe(201)
  devices.remember(device, response)
  const order = response.json().order
  return { id: order.id, total: order.total_cost }
}

const prepare = (id: number | string, payment: unknown = 'stripe', extra: Record<string, unknown> = {}) =>
  app.inject({ method: 'POST', url: `/api/v4/restaurants/test-venue/order/${id}/prepare-payment`, payload: { payment, query_string: null, ...extra }, headers: devices.headers('device-1') })
const prepareAll = (body: unknown) => app.inject({ method: 'POST', url: '/api/v4/restaurants/test-venue/orders/prepare-all-payments', payload: body as object, headers: devices.headers('device-1') })
const report = (orderId: number, result: Record<string, unknown>, deviceID = 'device-1') =>
  app.inject({ method: 'PUT', url: '/api/v8/restaurants/test-venue/order/payment-result', payload: { deviceID, result, order_id: orderId }, headers: devices.headers(deviceID) })
const hosted = (sessionId: string, action: string) => app.inject({ method: 'POST', url: `/pay/sim/${sessionId}/${action}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' })
const confirmCard = (body: Record<string, unknown>) => app.inject({ method: 'POST', url: '/pay/sim/card/confirm', payload: body })

async function session(id: number, payment = 'stripe') {
  const response = await prepare(id, payment)
  expect(response.statusCode).toBe(200)
  return response.json().data as { session_id: string; client_secret: string | null; checkout_url: string }
}

const paymentsRecorded = async () => Number((await deps.db.selectFrom('order_payments').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)
const orderRow = (id: number) => deps.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

describe('hosted checkout (simulator, redirect semantics)', () => {
  it('approve → payment-result marks the order paid once; reported twice, the same answer', async () => {
    const order = await placeOrder()
    const data = await session(order.id)
    expect(data.checkout_url).toBe(`${APP_ORIGIN}/pay/sim/${data.session_id}`)

    const page = await app.inject({ method: 'GET', url: new URL(data.checkout_url).pathname })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toMatch(/text\/html/)
    expect(page.body).toContain('€ 11') // 8 + 3, the server's total
    expect(page.body).toContain('Test')
    for (const action of ['approve', 'decline', 'cancel']) expect(page.body).toContain(`action="/pay/sim/${data.session_id}/${action}"`)
    expect(page.body).not.toMatch(/<script|<link|src=|url\(/i)

    const back = await hosted(data.session_id, 'approve')
    expect(back.statusCode).toBe(303)
    expect(back.headers.location).toBe(`${RESULT_PAGE}?session_id=${data.session_id}&order_id=${order.id}`)

    const first = await report(order.id, { session_id: data.session_id })
    expect(first.statusCode).toBe(200)
    expect(first.json()).toMatchObject({ code: 'ok', payment_result: 1, payment_method: 'stripe', orders: [{ id: order.id, payment_result: 1, payment_method: 'stripe', total_cost: 11 }] })
    const again = await report(order.id, { session_id: data.session_id })
    expect(again.json()).toEqual(first.json())
    // the payer clicks Approve again (back button): nothing changes
    expect((await hosted(data.session_id, 'approve')).statusCode).toBe(303)
    expect((await report(order.id, { session_id: data.session_id })).json()).toEqual(first.json())

    expect(await paymentsRecorded()).toBe(1)
    const payment = await deps.db.selectFrom('order_payments').selectAll().executeTakeFirstOrThrow()
    expect(payment).toMatchObject({ order_id: order.id, session_id: data.session_id, amount: 1100 })
    expect(deps.events.sent).toEqual([]) // paying broadcasts nothing
  })

  it.each([
    ['decline', 'declined'],
    ['cancel', 'canceled'],
  ])('%s → not paid: payment_result 0, payment_method null', async (action, status) => {
    const order = await placeOrder()
    const data = await session(order.id)
    const back = await hosted(data.session_id, action)
    expect(back.statusCode).toBe(303)
    const answer = await report(order.id, { session_id: data.session_id })
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toMatchObject({ payment_result: 0, payment_method: null, orders: [{ id: order.id, payment_result: null, payment_method: 'LATER' }] })
    expect((await orderRow(order.id)).payment_result).toBeNull()
    expect(await paymentsRecorded()).toBe(0)
    const stored = await deps.db.selectFrom('payment_sessions').select('status').where('id', '=', data.session_id).executeTakeFirstOrThrow()
    expect(stored.status).toBe(status)
  })

  it('a canceled payment stays canceled: approving afterwards charges nothing', async () => {
    const order = await placeOrder()
    const data = await session(order.id)
    await hosted(data.session_id, 'cancel')
    await hosted(data.session_id, 'approve')
    expect((await report(order.id, { session_id: data.session_id })).json()).toMatchObject({ payment_result: 0, payment_method: null })
    expect(await paymentsRecorded()).toBe(0)
  })

  it('a pending session answers payment_result null', async () => {
    const order = await placeOrder()
    const data = await session(order.id)
    expect((await report(order.id, { session_id: data.session_id })).json()).toMatchObject({ code: 'ok', payment_result: null, payment_method: null })
  })

  it('the return redirect stays on the app origin, keeping the app query string', async () => {
    const order = await placeOrder()
    const response = await prepare(order.id, 'satispay', { query_string: '?t=VGF2b2xvIDQ=&session_id=forged&next=https://evil.example' })
    const data = response.json().data
    expect(data.client_secret).toBeNull() // no card flow for the mobile-app provider
    const back = await hosted(data.session_id, 'approve')
    const location = new URL(back.headers.location as string)
    expect(location.origin).toBe(APP_ORIGIN)
    expect(location.pathname).toBe('/app/restaurants/test-venue/cart/payment-result')
    expect(location.searchParams.get('session_id')).toBe(data.session_id)
    expect(location.searchParams.get('order_id')).toBe(String(order.id))
    expect(location.searchParams.get('t')).toBe('VGF2b2xvIDQ=')
    expect((await report(order.id, { session_id: data.session_id })).json()).toMatchObject({ payment_result: 1, payment_method: 'satispay' })

    expect(returnRedirect({ returnUrl: 'https://evil.example/app', queryString: null, sessionId: 's', orderId: 1 }, [APP_ORIGIN])).toBeNull()
    expect(isOnAppOrigin('http://localhost:8080.evil.example/x', [APP_ORIGIN])).toBe(false)
    const simulator = simulatorFor(deps)
    await expect(
      simulator.createSession({ orderIds: [order.id], amount: 100, currency: 'EUR', provider: 'stripe', returnUrl: 'https://evil.example/back', queryString: null, description: 'x', idempotencyKey: 'k' }),
    ).rejects.toThrow(/app origin/)
  })
})

describe('the payer comes back to the app where they are: the origin they asked from, when it is the app\'s', () => {
  const prepareFrom = (id: number, origin: string) =>
    app.inject({ method: 'POST', url: `/api/v4/restaurants/test-venue/order/${id}/prepare-payment`, payload: { payment: 'stripe', query_string: null }, headers: { ...devices.headers('device-1'), origin } })

  it('opened at 127.0.0.1 (the address `comanda serve` prints), the provider\'s page and the way back are on 127.0.0.1, where the phone\'s log is', async () => {
    const order = await placeOrder()
    const data = (await prepareFrom(order.id, 'http://127.0.0.1:8080')).json().data
    expect(new URL(data.checkout_url).origin).toBe('http://127.0.0.1:8080')
    expect(new URL((await hosted(data.session_id, 'approve')).headers.location as string).origin).toBe('http://127.0.0.1:8080')
  })

  it('another origin gets the PUBLIC_URL: no payer is sent to a site the request named', async () => {
    const order = await placeOrder()
    const data = (await prepareFrom(order.id, 'https://evil.example')).json().data
    expect(new URL(data.checkout_url).origin).toBe(APP_ORIGIN)
    expect(new URL((await hosted(data.session_id, 'approve')).headers.location as string).origin).toBe(APP_ORIGIN)
  })
})

describe('paying all unpaid orders of a device in one session', () => {
  it('includes only the unpaid orders of the same device; the session amount is their server total', async () => {
    const a = await placeOrder('device-1', 1) // 11
    const b = await placeOrder('device-1', 2) // 14
    const canceled = await placeOrder('device-1')
    const stranger = await placeOrder('device-2')
    const staff = await app.inject({ method: 'POST', url: `/api/staff/restaurants/test-venue/orders/${canceled.id}/status`, headers: { authorization: `Bearer ${deps.config.staffToken}` }, payload: { status: 'canceled' } })
    expect(staff.statusCode).toBe(200)
    deps.events.sent.length = 0

    const response = await prepareAll({ payment: 'stripe', ids: [a.id, b.id, canceled.id, stranger.id], query_string: null })
    expect(response.statusCode).toBe(200)
    const data = response.json().data
    const stored = await deps.db.selectFrom('payment_sessions').selectAll().where('id', '=', data.session_id).executeTakeFirstOrThrow()
    expect(JSON.parse(stored.order_ids)).toEqual([a.id, b.id])
    expect(stored.amount).toBe(1100 + 1400)

    await hosted(data.session_id, 'approve')
    const answer = (await report(a.id, { session_id: data.session_id })).json()
    expect(answer).toMatchObject({ payment_result: 1, payment_method: 'stripe' })
    const byId = new Map(answer.orders.map((o: { id: number; payment_result: number | null }) => [o.id, o.payment_result]))
    expect(byId.get(a.id)).toBe(1)
    expect(byId.get(b.id)).toBe(1)
    expect(byId.get(canceled.id)).toBeNull()
    expect(byId.has(stranger.id)).toBe(false)
    expect((await orderRow(stranger.id)).payment_result).toBeNull()
    expect(await paymentsRecorded()).toBe(2)
    expect(deps.events.sent).toEqual([])

    // nothing left to pay: preparing again finds no orders
    expect((await prepareAll({ payment: 'stripe', ids: [a.id, b.id] })).json()).toMatchObject({ message: 'Orders not found!' })
  })

  it('no ids → Orders not found!', async () => {
    for (const body of [{ payment: 'stripe' }, { payment: 'stripe', ids: [] }, { payment: 'stripe', ids: null }, { payment: 'stripe', ids: [424242] }]) {
      const response = await prepareAll(body)
      expect(response.statusCode).toBe(404)
      expect(response.json().message).toBe('Orders not found!')
    }
  })
})

describe('never charged twice', () => {
  it('preparing the same orders twice gives the same session', async () => {
    const order = await placeOrder()
    const first = await session(order.id)
    const second = await session(order.id)
    expect(second.session_id).toBe(first.session_id)
    const viaAll = (await prepareAll({ payment: 'stripe', ids: [order.id] })).json().data
    expect(viaAll.session_id).toBe(first.session_id)
  })

  it('a second payment for an already paid order is refused by the provider and records nothing', async () => {
    const order = await placeOrder()
    const card = await session(order.id, 'stripe')
    const app2 = await session(order.id, 'satispay')
    expect(app2.session_id).not.toBe(card.session_id)
    await hosted(card.session_id, 'approve')
    await hosted(app2.session_id, 'approve')
    expect((await report(order.id, { session_id: app2.session_id })).json()).toMatchObject({ payment_result: 0, payment_method: null })
    expect((await report(order.id, { session_id: card.session_id })).json()).toMatchObject({ payment_result: 1, payment_method: 'stripe' })
    expect(await paymentsRecorded()).toBe(1)
    // and a paid order cannot be prepared again
    const again = await prepare(order.id, 'stripe')
    expect(again.statusCode).toBe(409)
  })

  it('an order changed after the payment was prepared is not charged the old amount', async () => {
    const order = await placeOrder()
    const data = await session(order.id)
    const update = await app.inject({ method: 'PUT', url: `/api/v4/restaurants/test-venue/order/${order.id}`, payload: orderRequestToWire(orderRequest('device-1', 3)), headers: devices.headers('device-1') })
    expect(update.statusCode).toBe(200)
    await hosted(data.session_id, 'approve')
    expect((await report(order.id, { session_id: data.session_id })).json()).toMatchObject({ payment_result: 0 })
    expect(await paymentsRecorded()).toBe(0)
  })
})

describe('in-app wallet flow (issue #16.4: the Payment Request API, answered by the simulator)', () => {
  const confirmWallet = (body: Record<string, unknown>) => app.inject({ method: 'POST', url: '/pay/sim/wallet/confirm', payload: body })

  it("the wallet's answer pays the order once; the simulator's declining token declines, and the guest may try again", async () => {
    const order = await placeOrder()
    const data = await session(order.id)
    const declined = await confirmWallet({ client_secret: data.client_secret, method: 'https://google.com/pay', details: { token: 'sim-decline' } })
    expect(declined.statusCode).toBe(402)
    expect(declined.json()).toMatchObject({ code: 'error', status: 'declined', message: 'La carta è stata rifiutata' })
    expect(await paymentsRecorded()).toBe(0)
    const approved = await confirmWallet({ client_secret: data.client_secret, method: 'https://google.com/pay', details: { token: 'a wallet token' } })
    expect(approved.json()).toMatchObject({ code: 'ok', status: 'approved', session_id: data.session_id })
    expect((await report(order.id, { client_secret: data.client_secret })).json()).toMatchObject({ payment_result: 1 })
    expect((await confirmWallet({ client_secret: data.client_secret, method: 'https://google.com/pay', details: {} })).json()).toMatchObject({ status: 'approved' })
    expect(await paymentsRecorded()).toBe(1)
  })

  it('a method that is not a wallet, or no client secret → 422 with a clear message; an unknown secret → 404', async () => {
    const order = await placeOrder()
    const data = await session(order.id)
    const other = await confirmWallet({ client_secret: data.client_secret, method: 'basic-card', details: {} })
    expect(other.statusCode).toBe(422)
    expect(other.json().message).toContain('a wallet: https://google.com/pay')
    expect((await confirmWallet({ method: 'https://google.com/pay', details: {} })).statusCode).toBe(422)
    expect((await confirmWallet({ client_secret: 'cs_sim_nope_secret_nope', method: 'https://google.com/pay', details: {} })).statusCode).toBe(404)
    expect(await paymentsRecorded()).toBe(0)
  })
})

describe('in-app card flow', () => {
  const card = (clientSecret: string, over: Record<string, unknown> = {}) => ({ client_secret: clientSecret, number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2030, cvc: '123', ...over })

  it('a Luhn-valid card approves; the app reports the client secret; paid once', async () => {
    const order = await placeOrder()
    const data = await session(order.id)
    expect(data.client_secret).toMatch(new RegExp(`^${data.session_id}_secret_`))
    const confirmed = await confirmCard(card(data.client_secret!))
    expect(confirmed.statusCode).toBe(200)
    expect(confirmed.json()).toMatchObject({ code: 'ok', status: 'approved', session_id: data.session_id })
    const answer = await report(order.id, { client_secret: data.client_secret, payment_intent: 'whatever the app adds' })
    expect(answer.json()).toMatchObject({ payment_result: 1, payment_method: 'stripe' })
    // confirming again does not charge again
    expect((await confirmCard(card(data.client_secret!))).json()).toMatchObject({ status: 'approved' })
    expect((await report(order.id, { session_id: data.session_id, client_secret: data.client_secret })).json()).toEqual(answer.json())
    expect(await paymentsRecorded()).toBe(1)
  })

  it('the test card 4000000000000002 declines; another card may then be tried', async () => {
    const order = await placeOrder()
    const data = await session(order.id)
    const declined = await confirmCard(card(data.client_secret!, { number: '4000000000000002' }))
    expect(declined.statusCode).toBe(402)
    expect(declined.json()).toMatchObject({ code: 'error', status: 'declined', message: 'La carta è stata rifiutata' })
    expect((await report(order.id, { client_secret: data.client_secret })).json()).toMatchObject({ payment_result: 0, payment_method: null })
    expect(await paymentsRecorded()).toBe(0)
    expect((await confirmCard(card(data.client_secret!))).json()).toMatchObject({ status: 'approved' })
    expect((await report(order.id, { client_secret: data.client_secret })).json()).toMatchObject({ payment_result: 1 })
  })

  it.each([
    ['a number failing Luhn', { number: '4242424242424241' }, 'Il numero della carta non è valido'],
    ['a number too short', { number: '4242' }, 'Il numero della carta non è valido'],
    ['letters', { number: 'abcd efgh ijkl mnop' }, 'Il numero della carta non è valido'],
    ['an expiry year in the past', { exp_year: 2020 }, "L'anno di scadenza della carta è già passato"],
    ['a two-digit past year', { exp_year: 24 }, "L'anno di scadenza della carta è già passato"],
    ['an expiry month already over this year', { exp_year: 2026, exp_month: 10 }, 'La carta è scaduta'],
    ['month 13', { exp_month: 13 }, 'Il mese di scadenza della carta non è valido'],
  ])('%s → 422 with a clear message, nothing charged', async (_name, over, message) => {
    const order = await placeOrder()
    const data = await session(order.id)
    const response = await confirmCard(card(data.client_secret!, over))
    expect(response.statusCode).toBe(422)
    expect(response.json().message).toBe(message)
    const stored = await deps.db.selectFrom('payment_sessions').select('status').where('id', '=', data.session_id).executeTakeFirstOrThrow()
    expect(stored.status).toBe('pending')
  })

  it('an unknown client secret → 404', async () => {
    const response = await confirmCard(card('cs_sim_nope_secret_nope'))
    expect(response.statusCode).toBe(404)
  })

  it('Luhn', () => {
    expect(luhnValid('4242424242424242')).toBe(true)
    expect(luhnValid('4000000000000002')).toBe(true)
    expect(luhnValid('79927398713')).toBe(true)
    expect(luhnValid('79927398710')).toBe(false)
  })
})

describe('choosing the payment method and errors', () => {
  it('PUT order/{id}/payment sets the method; a paid order refuses another one', async () => {
    const order = await placeOrder()
    const set = await app.inject({ method: 'PUT', url: `/api/v4/restaurants/test-venue/order/${order.id}/payment`, payload: { payment_method: 'stripe' }, headers: devices.headers('device-1') })
    expect(set.statusCode).toBe(200)
    expect(set.json()).toMatchObject({ code: 'ok', order: { id: order.id, payment_method: 'stripe', payment_result: null } })
    const data = await session(order.id)
    await hosted(data.session_id, 'approve')
    const refused = await app.inject({ method: 'PUT', url: `/api/v4/restaurants/test-venue/order/${order.id}/payment`, payload: { payment_method: 'cash' }, headers: devices.headers('device-1') })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe("Errore nella preparazione dell'ordine")
    expect(deps.events.sent).toEqual([])
  })

  it('unknown order → Order not found!', async () => {
    for (const id of ['424242', 'undefined', '0']) {
      const response = await prepare(id)
      expect(response.statusCode).toBe(404)
      expect(response.json().message).toBe('Order not found!')
    }
  })

  it('a result for another device, or an order not in the payment, is refused with the spec message', async () => {
    const order = await placeOrder()
    const other = await placeOrder()
    const data = await session(order.id)
    await hosted(data.session_id, 'approve')
    const stranger = await report(order.id, { session_id: data.session_id }, 'device-2')
    expect(stranger.statusCode).toBe(404)
    expect(stranger.json().message).toBe("Errore nella preparazione dell'ordine")
    const wrongOrder = await report(other.id, { session_id: data.session_id })
    expect(wrongOrder.statusCode).toBe(422)
    const unknown = await report(order.id, { session_id: 'cs_sim_unknown' })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().message).toBe("Errore nella preparazione dell'ordine")
  })

  const json = (method: 'PUT' | 'POST', url: string, payload: unknown) => ({ method, url, payload: payload as string, headers: { 'content-type': 'application/json' } })
  it.each([
    ['payment: empty body', () => json('PUT', '/api/v4/restaurants/test-venue/order/1/payment', '{}')],
    ['payment: not JSON', () => json('PUT', '/api/v4/restaurants/test-venue/order/1/payment', '{nope')],
    ['payment: a number', () => json('PUT', '/api/v4/restaurants/test-venue/order/1/payment', '{"payment_method":5}')],
    ['payment: unknown method', () => json('PUT', '/api/v4/restaurants/test-venue/order/1/payment', '{"payment_method":"bitcoin"}')],
    ['prepare: unknown provider', () => json('POST', '/api/v4/restaurants/test-venue/order/1/prepare-payment', '{"payment":"bitcoin"}')],
    ['prepare: array body', () => json('POST', '/api/v4/restaurants/test-venue/order/1/prepare-payment', '[]')],
    ['prepare: huge query string', () => json('POST', '/api/v4/restaurants/test-venue/order/1/prepare-payment', JSON.stringify({ payment: 'satispay', query_string: 'x'.repeat(3000) }))],
    ['prepare-all: ids not a list', () => json('POST', '/api/v4/restaurants/test-venue/orders/prepare-all-payments', '{"payment":"stripe","ids":"1,2"}')],
    ['prepare-all: ids of strings', () => json('POST', '/api/v4/restaurants/test-venue/orders/prepare-all-payments', '{"payment":"stripe","ids":["a"]}')],
    // helper review: 32,766 ids went past SQLite's bound variables, a 500 to anyone
    ['prepare-all: 32,766 ids', () => json('POST', '/api/v4/restaurants/test-venue/orders/prepare-all-payments', JSON.stringify({ payment: 'stripe', ids: Array.from({ length: 32_766 }, (_, i) => i + 1) }))],
    ['prepare-all: null body', () => json('POST', '/api/v4/restaurants/test-venue/orders/prepare-all-payments', 'null')],
    ['result: empty', () => json('PUT', '/api/v8/restaurants/test-venue/order/payment-result', '{}')],
    ['result: result a string', () => json('PUT', '/api/v8/restaurants/test-venue/order/payment-result', '{"deviceID":"device-1","result":"ok","order_id":1}')],
    ['result: no session', () => json('PUT', '/api/v8/restaurants/test-venue/order/payment-result', '{"deviceID":"device-1","result":{},"order_id":1}')],
    ['result: session id a number', () => json('PUT', '/api/v8/restaurants/test-venue/order/payment-result', '{"deviceID":"device-1","result":{"session_id":5},"order_id":1}')],
    ['result: bad order id', () => json('PUT', '/api/v8/restaurants/test-venue/order/payment-result', '{"deviceID":"device-1","result":{"session_id":"x"},"order_id":-1}')],
    ['result: unknown venue', () => json('PUT', '/api/v8/restaurants/nowhere/order/payment-result', '{"deviceID":"device-1","result":{"session_id":"x"},"order_id":1}')],
    ['card: empty', () => json('POST', '/pay/sim/card/confirm', '{}')],
    ['card: number as a number', () => json('POST', '/pay/sim/card/confirm', '{"client_secret":"s","number":4242424242424242,"exp_month":1,"exp_year":2030,"cvc":"123"}')],
    ['card: month as text', () => json('POST', '/pay/sim/card/confirm', '{"client_secret":"s","number":"4242424242424242","exp_month":"dec","exp_year":2030,"cvc":"123"}')],
    ['hosted: unknown session', () => ({ method: 'POST' as const, url: '/pay/sim/cs_sim_nope/approve', payload: '', headers: { 'content-type': 'application/x-www-form-urlencoded' } })],
    ['hosted: unknown action', () => ({ method: 'POST' as const, url: '/pay/sim/cs_sim_nope/refund', payload: '', headers: { 'content-type': 'application/x-www-form-urlencoded' } })],
    ['hosted: unknown page', () => ({ method: 'GET' as const, url: '/pay/sim/cs_sim_nope', payload: undefined, headers: {} })],
  ])('malformed (%s) → 4xx, never 5xx', async (_name, make) => {
    await placeOrder()
    const response = await app.inject(make() as InjectOptions)
    expect(response.statusCode).toBeGreaterThanOrEqual(400)
    expect(response.statusCode).toBeLessThan(500)
    expect(await paymentsRecorded()).toBe(0)
  })
})
