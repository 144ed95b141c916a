import type { FastifyInstance, FastifyRequest } from 'fastify'
import * as contracts from '../../api/orderContracts'
import { setOrderStatus as staffSetOrderStatus, setOrderStatusByNumber as staffSetOrderStatusByNumber } from '../../api/staffContracts'
import { OrderRequestWireC, orderRequestFromWire, serverOrderToWire } from '../../api/orderWire'
import { callerOf, provenCustomer, staffOnly } from '../caller'
import { createOrder, setOrderStatus, updateOrder } from '../orders'
import { ordersOf } from '../orderRecords'
import { decodeOrThrow, HttpProblem, ok } from '../http'
import { Answered, route } from '../contractRoute'
import type { ServerDeps } from '../deps'
import { guardedCouponLookup } from '../couponGuesses'
import { withinOrderRate, type OrderSender } from '../orderRate'
import { clientAddresses } from '../clientAddress'
import type { OrderRequest } from '../../domain/order'
import { activeVenue } from './activeVenue'
import { withdrawRound } from '../tabs/tabSettle'
import { isWithdrawn, type OrderStatus } from '../../domain/orderStatus'
import { TAB_DEVICE, tabOfDevice } from '../devices'

function idempotencyKey(header: unknown): string | null {
  if (header === undefined) return null
  if (typeof header !== 'string' || header.length < 8 || header.length > 200) throw new HttpProblem(400, 'Idempotency-Key must be 8 to 200 characters')
  if (header.startsWith(TAB_DEVICE)) throw new HttpProblem(400, `Idempotency-Key may not begin with "${TAB_DEVICE}": those keys are the tables' rounds`)
  return header
}

/** SPEC §7 order calls: create (v3, v4), update, list per device, and the staff status moves. */
export function registerOrderRoutes(app: FastifyInstance, deps: ServerDeps) {
  const venueFor = (hash: string) => activeVenue(deps, hash)
  const addresses = clientAddresses(deps.config.trustProxy)
  const senderOf = (req: FastifyRequest, venue: string, request: OrderRequest): OrderSender => ({
    address: req.ip,
    exempt: addresses.isExempt(req.ip),
    table: request.order.table_id === null ? null : { venue, id: request.order.table_id },
  })
  // An order naming a coupon tells whether the code exists: it counts toward the guess limit like verify.
  const guardingCoupon = <T>(req: FastifyRequest, venue: string, request: OrderRequest, now: number, work: () => Promise<T>) =>
    request.coupon === null || request.coupon.trim() === '' ? work() : guardedCouponLookup(deps.db, { address: req.ip, venue, now }, work)

  // The device secret is answered once, when the server issues it (DESIGN §7 trust).
  // The repeat of an order already taken is answered as the first time, whatever the limits: it
  // looks no code up (createOrder refuses a key's repeat with another body before any lookup) and
  // places nothing. An update is never a repeat: it looks its code up whatever key it carries.
  const create = async (hash: string, req: FastifyRequest, request: OrderRequest) => {
    const venue = await venueFor(hash)
    const now = deps.clock()
    const caller = await callerOf(deps.db, req, venue.hash, now)
    const key = idempotencyKey(req.headers['idempotency-key'])
    const place = () => createOrder(deps.db, venue.order, request, key, now, caller)
    const repeat = key !== null && (await deps.db.selectFrom('orders').select('id').where('venue_hash', '=', venue.hash).where('idempotency_key', '=', key).executeTakeFirst()) !== undefined
    const { order, replayed, deviceSecret } = repeat ? await place() : await withinOrderRate(deps.db, senderOf(req, venue.hash, request), now, () => guardingCoupon(req, venue.hash, request, now, place))
    return new Answered({ order: serverOrderToWire(order), replayed, ...(deviceSecret === null ? {} : { device_secret: deviceSecret }) }, { status: replayed ? 200 : 201 })
  }

  route(app, contracts.createOrder, ({ params, body }, req) => create(params.hash, req, orderRequestFromWire(body)), { what: 'order' })

  // SPEC §7 also lists a v3 create (order, user, fields, payment). The app uses v4; this one is served for older clients.
  app.post<{ Params: { hash: string } }>('/api/v3/restaurants/:hash/order', async (req, reply) => {
    const { answer, how } = await create(req.params.hash, req, orderRequestFromWire(decodeOrThrow(OrderRequestWireC, { coupon: null, customer: null, ...(req.body as object) }, 'order')))
    return ok(reply, contracts.createOrder.answer.encode(answer), how.status)
  })

  route(app, contracts.updateOrder, async ({ params, body }, req) => {
    const venue = await venueFor(params.hash)
    const request = orderRequestFromWire(body)
    const now = deps.clock()
    const caller = await callerOf(deps.db, req, venue.hash, now)
    const order = await guardingCoupon(req, venue.hash, request, now, () => updateOrder(deps.db, venue.order, params.id, request, now, caller))
    return { order: serverOrderToWire(order) }
  }, { what: 'order' })

  // SPEC §7 my orders: the caller's device's, or its customer's with a customer_id its access token proves
  // (a customer_id alone is ignored). A device that has not proved itself (no order yet, or no secret) has none.
  route(app, contracts.myOrders, async ({ params, query }, req) => {
    const venue = await venueFor(params.hash)
    const caller = await callerOf(deps.db, req, venue.hash, deps.clock())
    const customer = provenCustomer(caller, query.customer_id ?? null)
    const orders =
      customer !== null ? await ordersOf(deps.db, venue.hash, { customerId: customer }) : caller.deviceId === params.device_id ? await ordersOf(deps.db, venue.hash, { deviceId: caller.deviceId }) : []
    return { orders: orders.map((order) => serverOrderToWire(order)) }
  }, { what: 'my orders' })

  // The staff side (DESIGN §7): move an order through the closed status set, broadcasting OrderStateChange.
  const moveOrder = async (hash: string, named: { id: number } | { number: number }, status: OrderStatus) => {
    const venue = await venueFor(hash)
    const { order, deviceId } = await setOrderStatus(deps.db, venue.hash, named, status, deps.clock())
    await deps.events.orderStateChanged({ rid: venue.rid, deviceId, orderid: order.id, restaurantorderid: order.restaurantorderid ?? order.id, status })
    // a table's round: one the kitchen refuses or the staff cancel is not charged (issue #18), and every
    // phone at the table pulls, which answers each round's status as the orders hold it (server/tabs/tabStream)
    const tabId = tabOfDevice(deviceId)
    if (tabId !== null) {
      const stored = isWithdrawn(status) ? await withdrawRound(deps, tabId, order.id) : null
      const seq = stored?.tab.seq ?? (await deps.db.selectFrom('tabs').select('last_seq').where('tab_id', '=', tabId).executeTakeFirst())?.last_seq ?? null
      if (seq !== null) await deps.events.tabAppended({ tabId, seq, roundsMoved: true })
    }
    return { order: serverOrderToWire(order) }
  }
  route(app, staffSetOrderStatus, ({ params, body }) => moveOrder(params.hash, { id: params.id }, body.status), { what: 'status', guard: staffOnly(deps) })
  route(app, staffSetOrderStatusByNumber, ({ params, body }) => moveOrder(params.hash, { number: params.number }, body.status), { what: 'status', guard: staffOnly(deps) })
}
