import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { orderRequestToWire } from '../../api/orderWire'
import type { Coupon } from '../../domain/coupon'
import type { OrderRequest } from '../../domain/order'
import { couponOf } from '../../server/orderCoupons'
import { cola, coupon, details, margherita, withOption } from '../support/builders'
import { quotedOrder } from '../support/quotedOrder'
import { TestDevices, testVenue, useTestApp, type TestDeps } from './testVenue'

let deps: TestDeps
let app: FastifyInstance

let devices: TestDevices
/** The test venue served at a table (SPEC §1 type 2), asking covers: where covers are charged. */
function tableVenue() {
  const venue = testVenue({ hash: 'table-venue' })
  const rules = { ...venue.order.rules, restaurantType: 2 as const, ordering: { venueType: 2 as const, options: { offline_orders_enabled: true, ask_for_cover: true } } }
  return { ...venue, order: { ...venue.order, hash: 'table-venue', rules } }
}
useTestApp((current) => ({ deps, app, devices } = current), { venues: [testVenue(), tableVenue()] })

const RULES = testVenue().order.rules

/** An order as the app sends it: priced by the quote, with the coupon the app holds (`shownCoupon`); `total` overrides the total shown. */
function request(overrides: { lines?: { line: ReturnType<typeof margherita>; quantity: number }[]; coupon?: string | null; shownCoupon?: Coupon; total?: number; device?: string; covers?: number | null } = {}): OrderRequest {
  const lines = (overrides.lines ?? [{ line: withOption(margherita(), { id: 11, name: 'Bufala', pricemodifier: 200 }), quantity: 2 }, { line: cola, quantity: 1 }]).map(({ line, quantity }) => ({
    ...line,
    key: String(line.item.id),
    quantity,
  }))
  const d = details({ covers_number: overrides.covers ?? null })
  const quoted = quotedOrder({ lines, details: d, rules: RULES, coupon: overrides.shownCoupon ?? null })
  const order = overrides.total === undefined ? quoted : { ...quoted, total_cost: overrides.total }
  return { order, user: { deviceID: overrides.device ?? 'device-1', ...d.contacts }, fields: {}, coupon: overrides.coupon ?? null, customer: null, payment: 'later' }
}

/** Posts an order as its device (the body's deviceID), keeping the secret a first order is answered. */
async function post(body: unknown, key?: string, hash = 'test-venue') {
  const device = (body as { user?: { deviceID?: string } } | undefined)?.user?.deviceID ?? 'device-1'
  const response = await app.inject({ method: 'POST', url: `/api/v4/restaurants/${hash}/order`, payload: body as object, headers: { ...(key ? { 'idempotency-key': key } : {}), ...devices.headers(device) } })
  devices.remember(device, response)
  return response
}

async function addCoupon(code: string, over: Partial<{ type: string; value: number; minimum_order: number | null; expires: number | null; availability: number | null; used_count: number }> = {}) {
  await deps.db.insertInto('coupons').values({ venue_hash: 'test-venue', code, type: 'total', value: 500, minimum_order: null, expires: null, availability: null, used_count: 0, ...over }).execute()
}

describe('SPEC §7 orders on the reference server (DESIGN §7 server-side truth)', () => {
  it('creates an order priced by the server, at the price the app showed', async () => {
    const response = await post(orderRequestToWire(request()), 'key-00000001')
    expect(response.statusCode).toBe(201)
    const body = response.json()
    expect(body).toMatchObject({ code: 'ok', order: { id: expect.any(Number), restaurantorderid: 1, status: 'pending', payment_method: 'LATER', total_cost: 23, shipping_cost: 0, coupon_value: 0 } })
  })

  it('issue #13: a body showing the guest another price is refused (422), naming what differs, and nothing is written', async () => {
    const response = await post(orderRequestToWire(request({ total: 1 })), 'key-00000001')
    expect(response.statusCode).toBe(422)
    expect(response.json()).toMatchObject({ message: 'Il totale è € 23, non € 0,01. Controlla il carrello e riprova.', rule: 'price.totalChanged' })
    const cheaper = orderRequestToWire(request())
    cheaper.order.rows[0]!.cost = 1
    cheaper.order.total_cost -= 22
    const items = await post(cheaper, 'key-00000002')
    expect(items.statusCode).toBe(422)
    expect(items.json().rule).toBe('price.itemsChanged')
    expect(await deps.db.selectFrom('orders').selectAll().execute()).toEqual([])
  })

  it('covers are charged at the COPERTO price', async () => {
    const d = details({ order_type: 'restaurant', table_id: 4, covers_number: 3 })
    const lines = [{ ...cola, key: '201', quantity: 1 }]
    const body = { order: quotedOrder({ lines, details: d, rules: tableVenue().order.rules }), user: { deviceID: 'device-1', ...d.contacts }, fields: {}, coupon: null, customer: null, payment: 'later' }
    const response = await post(orderRequestToWire(body), 'key-covers-1', 'table-venue')
    expect(response.statusCode).toBe(201)
    expect(response.json().order.total_cost).toBe(3 + 7.5)
  })

  it('Idempotency-Key: a repeat with the same body returns the first order; another body is refused with 422', async () => {
    const body = orderRequestToWire(request())
    const first = await post(body, 'key-00000002')
    const again = await post(body, 'key-00000002')
    expect(again.statusCode).toBe(200)
    expect(again.json().order.id).toBe(first.json().order.id)
    expect(again.json().replayed).toBe(true)
    const other = await post(orderRequestToWire(request({ lines: [{ line: cola, quantity: 5 }] })), 'key-00000002')
    expect(other.statusCode).toBe(422)
    expect(other.json().message).toMatch(/Idempotency-Key/)
    const count = await deps.db.selectFrom('orders').select((eb) => eb.fn.countAll().as('n')).executeTakeFirst()
    expect(Number(count?.n)).toBe(1)
  })

  it('a single-use coupon redeemed by 20 concurrent orders succeeds once', async () => {
    await addCoupon('UNAVOLTA', { availability: 1 })
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => post(orderRequestToWire(request({ coupon: 'UNAVOLTA', shownCoupon: coupon({ code: 'UNAVOLTA', type: 'total', value: 500 }), device: `d${i}` })), `race-key-${i}-xx`)))
    const statuses = results.map((r) => r.statusCode)
    expect(statuses.filter((s) => s === 201)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409 || s === 422)).toHaveLength(19)
    const stored = await deps.db.selectFrom('coupons').selectAll().where('code', '=', 'UNAVOLTA').executeTakeFirstOrThrow()
    expect(stored.used_count).toBe(1)
  })

  it.each([
    ['expired', { expires: 1_700_000_000 }, 'Il coupon inserito è scaduto'],
    ['used up', { availability: 3, used_count: 3 }, 'Il coupon inserito non è più disponibile'],
  ])('SPEC §5: an %s coupon refuses the order with its message', async (_name, over, message) => {
    await addCoupon('X', over)
    const response = await post(orderRequestToWire(request({ coupon: 'X' })), 'key-coupon-x')
    expect(response.statusCode).toBe(422)
    expect(response.json().message).toBe(message)
  })

  it('a percentage coupon is applied on the food subtotal and counted once', async () => {
    await addCoupon('DIECI', { type: 'percentage', value: 1000 })
    const response = await post(orderRequestToWire(request({ coupon: 'DIECI', shownCoupon: coupon({ code: 'DIECI' }) })), 'key-dieci-01')
    expect(response.json().order).toMatchObject({ coupon_value: 2.3, total_cost: 20.7 })
    const stored = await deps.db.selectFrom('coupons').selectAll().where('code', '=', 'DIECI').executeTakeFirstOrThrow()
    expect(couponOf(stored)).toMatchObject({ value: 10, used_count: 1 })
  })

  type Wire = ReturnType<typeof orderRequestToWire>
  const withRow = (base: Wire, row: Partial<Wire['order']['rows'][number]>): Wire => ({ ...base, order: { ...base.order, rows: [{ ...base.order.rows[0]!, ...row }] } })
  it.each<[string, (base: Wire) => { raw: string } | { payload: unknown }, number, RegExp]>([
    ['not JSON', () => ({ raw: '{"order":' }), 400, /not valid JSON/],
    ['no body', () => ({ payload: undefined }), 422, /order/],
    ['a negative quantity', (base) => ({ payload: withRow(base, { quantity: -1 }) }), 422, /quantity/i],
    ['a huge quantity', (base) => ({ payload: withRow(base, { quantity: 1e9 }) }), 422, /quantity/i],
    ['an unknown item', (base) => ({ payload: withRow(base, { entry_id: 999 }) }), 422, /\(item 999\) is not on the menu/],
    ['an item only for special menus', (base) => ({ payload: withRow(base, { entry_id: 301, subitems: [] }) }), 422, /cannot be ordered on its own/],
    ['an option the group does not have', (base) => ({ payload: withRow(base, { subitems: [{ id: 7, chosen: [99], price: 0, quantity: 1 }] }) }), 422, /has no option 99/],
    ['a hidden option', (base) => ({ payload: withRow(base, { subitems: [{ id: 7, chosen: [13], price: 0, quantity: 1 }] }) }), 422, /has no option 13/],
  ])('bad input (%s) gets a 4xx with a clear message and writes nothing', async (_name, make, status, message) => {
    const input = make(orderRequestToWire(request()))
    const response =
      'raw' in input
        ? await app.inject({ method: 'POST', url: '/api/v4/restaurants/test-venue/order', payload: input.raw, headers: { 'content-type': 'application/json' } })
        : await post(input.payload)
    expect(response.statusCode).toBe(status)
    // what the menu does not offer: the guest's words name the dish, the detail says what is wrong
    expect(response.json().detail ?? response.json().message).toMatch(message)
    expect(await deps.db.selectFrom('orders').selectAll().execute()).toEqual([])
  })

  it('an unknown venue is a 404, never a 500', async () => {
    const response = await post(orderRequestToWire(request()), undefined, 'nope')
    expect(response.statusCode).toBe(404)
  })

  it('PUT updates the device’s own open order; another device gets a 404', async () => {
    const created = (await post(orderRequestToWire(request()), 'key-put-0001')).json().order
    const updated = await app.inject({ method: 'PUT', url: `/api/v4/restaurants/test-venue/order/${created.id}`, payload: orderRequestToWire(request({ lines: [{ line: cola, quantity: 2 }] })), headers: devices.headers('device-1') })
    expect(updated.statusCode).toBe(200)
    expect(updated.json().order).toMatchObject({ id: created.id, total_cost: 6 })
    const stranger = await app.inject({ method: 'PUT', url: `/api/v4/restaurants/test-venue/order/${created.id}`, payload: orderRequestToWire(request({ device: 'other' })) })
    expect(stranger.statusCode).toBe(404)
  })

  it('orders/{deviceID} lists the device’s orders', async () => {
    await post(orderRequestToWire(request()), 'key-list-0001')
    await post(orderRequestToWire(request({ device: 'device-2' })), 'key-list-0002')
    const listed = await app.inject({ method: 'GET', url: '/api/v3/restaurants/test-venue/orders/device-1', headers: devices.headers('device-1') })
    expect(listed.json().orders).toHaveLength(1)
  })

  it('staff move an order through the statuses, broadcasting OrderStateChange; without the token: 401', async () => {
    const created = (await post(orderRequestToWire(request()), 'key-staff-001')).json().order
    const denied = await app.inject({ method: 'POST', url: `/api/staff/restaurants/test-venue/orders/${created.id}/status`, payload: { status: 'accepted' } })
    expect(denied.statusCode).toBe(401)
    const moved = await app.inject({ method: 'POST', url: `/api/staff/restaurants/test-venue/orders/${created.id}/status`, payload: { status: 'preparing' }, headers: { authorization: `Bearer ${deps.config.staffToken}` } })
    expect(moved.json().order.status).toBe('preparing')
    expect(deps.events.sent).toEqual([{ rid: 77, deviceId: 'device-1', orderid: created.id, restaurantorderid: 1, status: 'preparing' }])
    const bad = await app.inject({ method: 'POST', url: `/api/staff/restaurants/test-venue/orders/${created.id}/status`, payload: { status: 'eaten' }, headers: { authorization: `Bearer ${deps.config.staffToken}` } })
    expect(bad.statusCode).toBe(422)
  })

  it('20 new orders in ten minutes from one address, then 429 in the guest\'s words; a repeat, another address and ten minutes later are served (security helper: 246 fake orders from new devices took every pickup slot in 3 s)', async () => {
    const from = (address: string, device: string, key: string, body: OrderRequest = request({ device })) =>
      app.inject({ method: 'POST', url: '/api/v4/restaurants/test-venue/order', payload: orderRequestToWire(body) as object, headers: { 'idempotency-key': key }, remoteAddress: address })
    const statuses: number[] = []
    for (let i = 0; i < 20; i++) statuses.push((await from('203.0.113.7', `flood-${i}`, `flood-key-${i}`)).statusCode)
    expect(statuses.every((status) => status === 201)).toBe(true)
    const refused = await from('203.0.113.7', 'flood-20', 'flood-key-20')
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({ rule: 'order.tooMany', message: 'Troppi ordini inviati da questa rete: riprova tra qualche minuto.' })
    expect(await deps.db.selectFrom('orders').select('id').execute()).toHaveLength(20)
    // the repeat of an order taken (its answer lost) is answered as the first time
    expect((await from('203.0.113.7', 'flood-3', 'flood-key-3')).statusCode).toBe(200)
    expect((await from('198.51.100.2', 'elsewhere', 'elsewhere-key-1')).statusCode).toBe(201)
    deps.time.now += 10 * 60_000
    expect((await from('203.0.113.7', 'flood-20', 'flood-key-20')).statusCode).toBe(201)
  })

  it('an IPv6 /64 is one client: rotating through it passes no limit; orders to a table count per table, whatever their addresses', async () => {
    const from = (address: string, i: number, body: OrderRequest = request({ device: `v6-${i}` })) =>
      app.inject({ method: 'POST', url: '/api/v4/restaurants/test-venue/order', payload: orderRequestToWire(body) as object, headers: { 'idempotency-key': `v6-key-${i}` }, remoteAddress: address })
    const statuses: number[] = []
    for (let i = 0; i < 21; i++) statuses.push((await from(`2001:db8:1:2::${(i + 1).toString(16)}`, i)).statusCode)
    expect(statuses.filter((status) => status === 201)).toHaveLength(20)
    expect(statuses[20]).toBe(429)
    expect((await from('2001:db8:1:3::1', 21)).statusCode).toBe(201)
    // the same client orders at a table all the same: a table's orders count per table (the room shares one Wi-Fi)
    const atTable = (i: number, address: string) => {
      const d = details({ order_type: 'restaurant', table_id: 4, covers_number: 1 })
      const body = { order: quotedOrder({ lines: [{ ...cola, key: '201', quantity: 1 }], details: d, rules: tableVenue().order.rules }), user: { deviceID: `v6-table-${i}`, ...d.contacts }, fields: {}, coupon: null, customer: null, payment: 'later' }
      return app.inject({ method: 'POST', url: '/api/v4/restaurants/table-venue/order', payload: orderRequestToWire(body) as object, headers: { 'idempotency-key': `v6-table-key-${i}` }, remoteAddress: address })
    }
    const atTheTable: number[] = []
    for (let i = 0; i < 21; i++) atTheTable.push((await atTable(i, i % 2 === 0 ? '2001:db8:1:2::99' : `198.51.100.${i}`)).statusCode)
    expect(atTheTable.slice(0, 20).every((status) => status === 201)).toBe(true)
    expect(atTheTable[20]).toBe(429)
  })

  it('an order refused for what it asks does not count toward its address\'s orders', async () => {
    const bad = request({ device: 'refused', total: 1 })
    for (let i = 0; i < 25; i++) {
      const refused = await app.inject({ method: 'POST', url: '/api/v4/restaurants/test-venue/order', payload: orderRequestToWire(bad) as object, headers: { 'idempotency-key': `refused-key-${i}` }, remoteAddress: '203.0.113.8' })
      expect(refused.statusCode).toBe(422)
    }
    const placed = await app.inject({ method: 'POST', url: '/api/v4/restaurants/test-venue/order', payload: orderRequestToWire(request({ device: 'then-right' })) as object, headers: { 'idempotency-key': 'then-right-key' }, remoteAddress: '203.0.113.8' })
    expect(placed.statusCode).toBe(201)
  })

  it('staff name an order by the venue\'s number for it, the "#12" its guest and the kitchen see, not only by the server\'s id', async () => {
    const created = (await post(orderRequestToWire(request()), 'key-staff-number')).json().order
    // a venue whose numbering carries on from before: its number is not the server's id
    await deps.db.updateTable('orders').set({ restaurantorderid: 12 }).where('id', '=', created.id).execute()
    const byNumber = (n: number | string) => app.inject({ method: 'POST', url: `/api/staff/restaurants/test-venue/orders/number/${n}/status`, payload: { status: 'ready' }, headers: { authorization: `Bearer ${deps.config.staffToken}` } })
    expect((await byNumber(created.id)).statusCode).toBe(404)
    const moved = await byNumber(12)
    expect(moved.json().order).toMatchObject({ id: created.id, restaurantorderid: 12, status: 'ready' })
    expect(deps.events.sent).toEqual([{ rid: 77, deviceId: 'device-1', orderid: created.id, restaurantorderid: 12, status: 'ready' }])
    expect((await byNumber('twelve')).statusCode).toBe(422)
    const denied = await app.inject({ method: 'POST', url: '/api/staff/restaurants/test-venue/orders/number/12/status', payload: { status: 'ready' } })
    expect(denied.statusCode).toBe(401)
  })
})

describe('SPEC §7 coupons, waiter and tables on the reference server', () => {
  it('coupon/verify answers the coupon, or null for an unknown code; past 10 a minute: 429', async () => {
    await addCoupon('MENO5', { minimum_order: 2000 })
    const found = await app.inject({ method: 'POST', url: '/api/v4/restaurants/test-venue/coupon/verify', payload: { code: 'MENO5' } })
    expect(found.json().item).toMatchObject({ code: 'MENO5', type: 'total', value: 5, minimum_order: 20 })
    const unknown = await app.inject({ method: 'POST', url: '/api/v4/restaurants/test-venue/coupon/verify', payload: { code: 'NOPE' } })
    expect(unknown.json().item).toBeNull()
    const statuses = []
    for (let i = 0; i < 10; i++) statuses.push((await app.inject({ method: 'POST', url: '/api/v4/restaurants/test-venue/coupon/verify', payload: { code: 'NOPE' } })).statusCode)
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0)
  })

  it('issue #16.5 a code matches trimmed and in any case, on verify and with the order; the venue\'s spelling is kept', async () => {
    await addCoupon('BENVENUTO10', { type: 'percentage', value: 1000 })
    const found = await app.inject({ method: 'POST', url: '/api/v4/restaurants/test-venue/coupon/verify', payload: { code: '  benvenuto10 ' } })
    expect(found.json().item).toMatchObject({ code: 'BENVENUTO10', type: 'percentage', value: 10 })
    const ordered = await post(orderRequestToWire(request({ coupon: 'Benvenuto10', shownCoupon: coupon() })), 'key-lower-coupon')
    expect(ordered.statusCode).toBe(201)
    expect(ordered.json().order.coupon_value).toBe(2.3)
    const row = await deps.db.selectFrom('orders').select('coupon_code').executeTakeFirstOrThrow()
    expect(row.coupon_code).toBe('BENVENUTO10')
  })

  it('call-waiter records the call; table-session verification answers the open session or null', async () => {
    const called = await app.inject({ method: 'POST', url: '/api/v3/restaurants/test-venue/call-waiter', payload: { client_id: 'device-1' } })
    expect(called.statusCode).toBe(200)
    const none = await app.inject({ method: 'GET', url: '/api/v3/restaurants/test-venue/table-session/4/verification' })
    expect(none.json().data).toBeNull()
    await deps.db.insertInto('table_sessions').values({ venue_hash: 'test-venue', table_id: 4, covers: 3, cover_cost: 250, covered_total_paid: 0, open: 1, opened_at: 0 }).execute()
    const open = await app.inject({ method: 'GET', url: '/api/v3/restaurants/test-venue/table-session/4/verification' })
    expect(open.json().data).toEqual({ covers: 3, cover_cost: 2.5, covered_total_paid: 0 })
    const unknown = await app.inject({ method: 'GET', url: '/api/v3/restaurants/test-venue/table-session/99/verification' })
    expect(unknown.statusCode).toBe(404)
  })

  it('call-waiter: 10 calls a minute from one client, then 429 with a line for the guest; a minute later it calls again (security helper: 300 calls in 3 s were all stored)', async () => {
    const call = () => app.inject({ method: 'POST', url: '/api/v3/restaurants/test-venue/call-waiter', payload: { client_id: 'device-1' } })
    const statuses: number[] = []
    for (let i = 0; i < 15; i++) statuses.push((await call()).statusCode)
    expect(statuses).toEqual([...Array(10).fill(200), ...Array(5).fill(429)])
    expect((await call()).json().message).toBe('Troppe chiamate al cameriere: riprova tra un minuto.')
    expect(await deps.db.selectFrom('waiter_calls').select('id').execute()).toHaveLength(10)
    deps.time.now += 60_000
    expect((await call()).statusCode).toBe(200)
  })
})
