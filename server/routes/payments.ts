import { PAYMENT_CURRENCY } from '../../domain/wallets'
import { createHash } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import * as contracts from '../../api/orderContracts'
import { serverOrderToWire } from '../../api/orderWire'
import { MESSAGES } from '../../domain/messages'
import { sumCents } from '../../domain/money'
import type { ServerDeps } from '../deps'
import { HttpProblem } from '../http'
import { route } from '../contractRoute'
import { callerOf, ownsOrder, type Caller } from '../caller'
import { ordersOf } from '../orderRecords'
import { paymentProblem, settlePayment } from '../payments/ledger'
import { payableOrder, payableOrders, refuseMethodNotTaken, setPaymentMethod } from '../payments/payable'
import type { PaymentProvider, PaymentSession } from '../payments/provider'
import type { PaymentProviderName } from '../../domain/wallets'
import { paymentResultPage, requestAppOrigin } from '../payments/returnUrl'
import { SimulatorProvider } from '../payments/simulator'
import { registerSimulatorRoutes } from '../payments/simulatorRoutes'
import { activeVenue } from './activeVenue'
import { shareIsPending, shareOfSession } from '../tabs/tabShares'
import { settleShare } from '../tabs/tabSettle'

const FAILED = MESSAGES['payment.prepareFailed']
const NOT_FOUND = MESSAGES['payment.orderNotFound']

/** SPEC §8: a payment update or result failure says 'Errore nella preparazione dell'ordine'; `reason` says why. */
const asPaymentFailure = (problem: HttpProblem) => new HttpProblem(problem.status, FAILED, { reason: problem.message })

/** The simulator, wired to the ledger: it refuses to take money for orders that cannot be paid, and settles at once. */
export function simulatorFor(deps: ServerDeps): SimulatorProvider {
  return new SimulatorProvider({
    db: deps.db,
    appOrigins: deps.config.allowedOrigins,
    clock: deps.clock,
    guard: async (session) => {
      const share = await shareOfSession(deps.db, session.id)
      if (share) return (await shareIsPending(deps.db, share)) ? null : 'This share of the tab is no longer being paid'
      return (await paymentProblem(deps.db, session))?.reason ?? null
    },
    onApproved: async (session) => {
      // The provider's webhook: the orders (or the tab's share) are paid even if the guest never comes back. Whatever
      // goes wrong here is met again, and answered, when the app reports the result; the payer is still sent back.
      const share = await shareOfSession(deps.db, session.id)
      if (share) await settleShare(deps, share.tab_id, share.payment_id, session.status).then((stored) => deps.events.tabAppended({ tabId: share.tab_id, seq: stored.tab.seq })).catch(() => undefined)
      else await settlePayment(deps.db, session, deps.clock()).catch(() => undefined)
    },
  })
}

/**
 * SPEC §7 payment calls: choose the method, prepare a provider session for one order or for all
 * of a device's unpaid orders, and report the result, which is verified with the provider and
 * recorded once. Paying broadcasts nothing (staff status changes do). `provider` is where a real
 * provider plugs in; by default the simulator, whose pages are served too.
 */
export function registerPaymentRoutes(app: FastifyInstance, deps: ServerDeps, options: { provider?: PaymentProvider } = {}): PaymentProvider {
  const provider = options.provider ?? simulatorFor(deps)
  if (provider instanceof SimulatorProvider) registerSimulatorRoutes(app, provider)

  const venueFor = (hash: string) => activeVenue(deps, hash)

  const prepare = async (hash: string, orders: { id: number; total_cost: number }[], payment: PaymentProviderName, queryString: string | null, req: FastifyRequest) => {
    const venue = await venueFor(hash)
    refuseMethodNotTaken(venue.order.rules, payment)
    const orderIds = orders.map((order) => order.id)
    const amount = sumCents(orders.map((order) => Number(order.total_cost)))
    if (amount <= 0) throw new HttpProblem(422, 'Nothing to pay: the total is zero')
    const name = venue.staticInfo(venue.defaultLanguage).name
    const session = await provider.createSession({
      orderIds,
      amount,
      currency: PAYMENT_CURRENCY,
      provider: payment,
      returnUrl: paymentResultPage(requestAppOrigin(req.headers.origin, deps.config), venue.hash),
      queryString,
      description: typeof name === 'string' && name.trim() !== '' ? name : venue.hash,
      idempotencyKey: createHash('sha256').update(`${venue.hash}|${payment}|${[...orderIds].sort((a, b) => a - b).join(',')}|${amount}`).digest('hex'),
    })
    return { data: { session_id: session.sessionId, client_secret: session.clientSecret, checkout_url: session.checkoutUrl } }
  }

  route(app, contracts.setPaymentMethod, async ({ params, body }, req) => {
    const venue = await venueFor(params.hash)
    refuseMethodNotTaken(venue.order.rules, body.payment_method)
    const now = deps.clock()
    const order = await setPaymentMethod(deps.db, venue.hash, params.id, body.payment_method, await callerOf(deps.db, req, venue.hash, now), now)
    return { order: serverOrderToWire(order) }
  }, { what: 'payment', unfitParams: () => new HttpProblem(404, NOT_FOUND), problem: asPaymentFailure })

  route(app, contracts.preparePayment, async ({ params, body }, req) => {
    const venue = await venueFor(params.hash)
    const order = await payableOrder(deps.db, venue.hash, params.id, await callerOf(deps.db, req, venue.hash, deps.clock()))
    return prepare(venue.hash, [order], body.payment, body.query_string ?? null, req)
  }, { what: 'payment', unfitParams: () => new HttpProblem(404, NOT_FOUND) })

  route(app, contracts.prepareAllPayments, async ({ params, body }, req) => {
    const venue = await venueFor(params.hash)
    const orders = await payableOrders(deps.db, venue.hash, body.ids ?? [], await callerOf(deps.db, req, venue.hash, deps.clock()))
    return prepare(venue.hash, orders, body.payment, body.query_string ?? null, req)
  }, { what: 'payment' })

  route(app, contracts.paymentResult, async ({ params, body }, req) => {
      const venue = await venueFor(params.hash)
      const session = await verifiedSession(provider, body.result)
      const caller = await callerOf(deps.db, req, venue.hash, deps.clock())
      await checkOwnership(deps, venue.hash, caller, body.order_id, session)
      let payment_result: number | null = session.status === 'pending' ? null : 0
      let payment_method: string | null = null
      if (session.status === 'approved') {
        const settled = await settlePayment(deps.db, session, deps.clock())
        if (!settled.ok) throw new HttpProblem(settled.status, settled.reason)
        payment_result = 1
        payment_method = session.provider
      }
      // the device's orders, or the customer's when paying from another of their devices
      const owner = caller.deviceId === null || (caller.deviceId !== body.deviceID && caller.customerId !== null) ? { customerId: caller.customerId! } : { deviceId: caller.deviceId }
      const orders = await ordersOf(deps.db, venue.hash, owner)
      return { orders: orders.map((order) => serverOrderToWire(order)), payment_result, payment_method }
  }, { what: 'payment result', problem: asPaymentFailure })
  return provider
}

/** The session the app reports, as the provider knows it: by session_id, or by the client secret of the in-app card flow. */
async function verifiedSession(provider: PaymentProvider, result: { session_id?: string | null; client_secret?: string | null }): Promise<PaymentSession> {
  const bySecret = result.client_secret ? await provider.sessionIdOf(result.client_secret) : null
  if (result.client_secret && bySecret === null) throw new HttpProblem(404, 'Unknown payment: the client secret matches no session')
  if (result.session_id && bySecret !== null && bySecret !== result.session_id) throw new HttpProblem(422, 'session_id and client_secret are of different payments')
  const id = result.session_id || bySecret
  if (!id) throw new HttpProblem(422, 'The result carries neither session_id nor client_secret')
  const session = await provider.getSession(id)
  if (!session) throw new HttpProblem(404, 'Unknown payment session')
  return session
}

/** The reported order is one of the session's, and the session's orders are this venue's and the caller's. */
async function checkOwnership(deps: ServerDeps, venue: string, caller: Caller, orderId: number, session: PaymentSession) {
  if (!session.orderIds.includes(orderId)) throw new HttpProblem(422, `Order ${orderId} is not part of this payment`)
  const rows = await deps.db.selectFrom('orders').select(['venue_hash', 'device_id', 'customer_id']).where('id', 'in', [...new Set(session.orderIds)]).execute()
  if (rows.length === 0 || rows.some((row) => row.venue_hash !== venue || !ownsOrder(caller, row))) throw new HttpProblem(404, NOT_FOUND)
}
