import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import * as t from 'io-ts'
import { OrderRequestWireC, orderRequestFromWire, serverOrderToWire } from '../../api/orderWire'
import { ORDER_STATUSES, type OrderStatus } from '../../domain/orderStatus'
import { callerOf, isStaff, provenCustomer } from '../caller'
import { createOrder, ordersOf, setOrderStatus, updateOrder } from '../orders'
import { decodeOrThrow, fail, HttpProblem, ok } from '../http'
import type { ServerDeps } from '../deps'
import { guardedCouponLookup } from '../couponGuesses'
import type { OrderRequest } from '../../domain/order'
import { activeVenue } from './activeVenue'

const IdParam = t.string.pipe(
  new t.Type<number, string, string>('a whole number', (u): u is number => typeof u === 'number', (s, c) => (/^\d{1,15}$/.test(s) ? t.success(Number(s)) : t.failure(s, c)), String),
)

function idempotencyKey(header: unknown): string | null {
  if (header === undefined) return null
  if (typeof header !== 'string' || header.length < 8 || header.length > 200) throw new HttpProblem(400, 'Idempotency-Key must be 8 to 200 characters')
  return header
}

/** SPEC §7 order calls: create (v3, v4), update, list per device, and the staff status moves. */
export function registerOrderRoutes(app: FastifyInstance, deps: ServerDeps) {
  const venueFor = (hash: string) => activeVenue(deps, hash)
  // An order naming a coupon tells whether the code exists: it counts toward the guess limit like verify.
  // The repeat of an order already taken looks nothing up: it is answered as the first time, whatever the limit.
  const withCouponGuard = async <T>(req: FastifyRequest, venue: string, request: OrderRequest, now: number, work: () => Promise<T>) => {
    const key = req.headers['idempotency-key']
    const repeat = typeof key === 'string' && (await deps.db.selectFrom('orders').select('id').where('venue_hash', '=', venue).where('idempotency_key', '=', key).executeTakeFirst()) !== undefined
    return request.coupon === null || request.coupon.trim() === '' || repeat ? work() : guardedCouponLookup(deps.db, { address: req.ip, venue, now }, work)
  }

  // The device secret is answered once, when the server issues it (DESIGN §7 trust).
  const create = async (req: FastifyRequest<{ Params: { hash: string } }>, reply: FastifyReply, body: unknown) => {
    const venue = await venueFor(req.params.hash)
    const request = orderRequestFromWire(decodeOrThrow(OrderRequestWireC, body, 'order'))
    const now = deps.clock()
    const caller = await callerOf(deps.db, req, venue.hash, now)
    const { order, replayed, deviceSecret } = await withCouponGuard(req, venue.hash, request, now, () =>
      createOrder(deps.db, venue.order, request, idempotencyKey(req.headers['idempotency-key']), now, caller),
    )
    return ok(reply, { order: serverOrderToWire(order), replayed, ...(deviceSecret === null ? {} : { device_secret: deviceSecret }) }, replayed ? 200 : 201)
  }

  app.post<{ Params: { hash: string } }>('/api/v4/restaurants/:hash/order', (req, reply) => create(req, reply, req.body))

  // SPEC §7 also lists a v3 create (order, user, fields, payment). The app uses v4; this one is served for older clients.
  app.post<{ Params: { hash: string } }>('/api/v3/restaurants/:hash/order', (req, reply) => create(req, reply, { coupon: null, customer: null, ...(req.body as object) }))

  app.put<{ Params: { hash: string; id: string } }>('/api/v4/restaurants/:hash/order/:id', async (req, reply) => {
    const venue = await venueFor(req.params.hash)
    const id = decodeOrThrow(IdParam, req.params.id, 'order id')
    const request = orderRequestFromWire(decodeOrThrow(OrderRequestWireC, req.body, 'order'))
    const now = deps.clock()
    const caller = await callerOf(deps.db, req, venue.hash, now)
    const order = await withCouponGuard(req, venue.hash, request, now, () => updateOrder(deps.db, venue.order, id, request, now, caller))
    return ok(reply, { order: serverOrderToWire(order) })
  })

  // SPEC §7 my orders: the caller's device's, or its customer's with a customer_id its access token proves
  // (a customer_id alone is ignored). A device that has not proved itself (no order yet, or no secret) has none.
  app.get<{ Params: { hash: string; deviceID: string }; Querystring: { customer_id?: string } }>('/api/v3/restaurants/:hash/orders/:deviceID', async (req, reply) => {
    const venue = await venueFor(req.params.hash)
    const customerId = req.query.customer_id === undefined || req.query.customer_id === '' ? null : decodeOrThrow(IdParam, req.query.customer_id, 'customer_id')
    const caller = await callerOf(deps.db, req, venue.hash, deps.clock())
    const customer = provenCustomer(caller, customerId)
    const orders =
      customer !== null ? await ordersOf(deps.db, venue.hash, { customerId: customer }) : caller.deviceId === req.params.deviceID ? await ordersOf(deps.db, venue.hash, { deviceId: caller.deviceId }) : []
    return ok(reply, { orders: orders.map((order) => serverOrderToWire(order)) })
  })

  // The staff side (DESIGN §7): move an order through the closed status set, broadcasting OrderStateChange.
  app.post<{ Params: { hash: string; id: string } }>('/api/staff/restaurants/:hash/orders/:id/status', async (req, reply) => {
    if (!isStaff(req, deps.config.staffToken)) return fail(reply, 401, 'Staff token required')
    const venue = await venueFor(req.params.hash)
    const id = decodeOrThrow(IdParam, req.params.id, 'order id')
    const { status } = decodeOrThrow(t.type({ status: t.keyof(Object.fromEntries(ORDER_STATUSES.map((s) => [s, null])) as Record<OrderStatus, null>) }), req.body, 'status')
    const { order, deviceId } = await setOrderStatus(deps.db, venue.hash, id, status, deps.clock())
    await deps.events.orderStateChanged({ rid: venue.rid, deviceId, orderid: order.id, restaurantorderid: order.restaurantorderid ?? order.id, status })
    return ok(reply, { order: serverOrderToWire(order) })
  })
}
