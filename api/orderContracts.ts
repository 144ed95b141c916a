import * as t from 'io-ts'
import { PAYMENT_PROVIDERS, type PaymentProviderName } from '../domain/wallets'
import { endpoint, IdParamC, VenueParamsC } from './contract'
import { OrderRequestWireC, ServerOrderWireC } from './orderWire'
import { FilledText, TextUpTo } from './textCodecs'

export const OrderParamsC = t.type({ hash: t.string, id: IdParamC })
export const OrderAnswerC = t.type({ order: ServerOrderWireC })

/** SPEC §7 order v4: a new order. The device's first order is answered with the secret the server issues it (DESIGN §7 trust). */
export const createOrder = endpoint({
  method: 'POST',
  path: '/api/v4/restaurants/:hash/order',
  params: VenueParamsC,
  body: OrderRequestWireC,
  answer: t.intersection([OrderAnswerC, t.partial({ replayed: t.boolean, device_secret: t.string })]),
})

/** SPEC §7 order update (PUT): a change to an order not yet accepted. */
export const updateOrder = endpoint({ method: 'PUT', path: '/api/v4/restaurants/:hash/order/:id', params: OrderParamsC, body: OrderRequestWireC, answer: OrderAnswerC })

/** A customer id in the query; older clients send `customer_id=` for none. */
const CustomerIdQueryC = new t.Type<number | undefined, string | undefined, unknown>(
  'a whole number',
  (u): u is number | undefined => u === undefined || IdParamC.is(u),
  (u, c) => (u === undefined || u === '' ? t.success(undefined) : IdParamC.validate(u, c)),
  (id) => (id === undefined ? undefined : IdParamC.encode(id)),
)

/** SPEC §7 my orders: the device's, or its customer's with a `customer_id` the access token proves. */
export const myOrders = endpoint({
  method: 'GET',
  path: '/api/v3/restaurants/:hash/orders/:device_id',
  params: t.type({ hash: t.string, device_id: t.string }),
  query: t.partial({ customer_id: CustomerIdQueryC }),
  answer: t.type({ orders: t.array(ServerOrderWireC) }),
})

/** A whole number, sent as a number or as digits in a string. */
const IdLikeC = new t.Type<number, number, unknown>(
  'an order id',
  (u): u is number => typeof u === 'number' && Number.isSafeInteger(u) && u > 0,
  (u, c) =>
    typeof u === 'number' && Number.isSafeInteger(u) && u > 0 ? t.success(u) : typeof u === 'string' && /^\d{1,15}$/.test(u) && Number(u) > 0 ? t.success(Number(u)) : t.failure(u, c),
  t.identity,
)
/** The provider a payment is prepared with (SPEC §7 `payment`); the PreparePayment command checks it too. */
export const PaymentProviderC = t.keyof(Object.fromEntries(PAYMENT_PROVIDERS.map((p) => [p, null])) as Record<PaymentProviderName, null>, "'stripe' or 'satispay'")
const QueryStringC = t.union([TextUpTo(2000), t.null])
const PreparedC = t.type({ data: t.type({ session_id: t.union([t.string, t.null]), client_secret: t.union([t.string, t.null]), checkout_url: t.union([t.string, t.null]) }) })
const ReferenceC = t.union([t.string, t.null])

/** SPEC §7 the order's payment method. */
export const setPaymentMethod = endpoint({
  method: 'PUT',
  path: '/api/v4/restaurants/:hash/order/:id/payment',
  params: OrderParamsC,
  body: t.type({ payment_method: FilledText(50) }),
  answer: OrderAnswerC,
})

/** SPEC §7 prepare-payment: a provider session for one order. */
export const preparePayment = endpoint({
  method: 'POST',
  path: '/api/v4/restaurants/:hash/order/:id/prepare-payment',
  params: OrderParamsC,
  body: t.intersection([t.type({ payment: PaymentProviderC }), t.partial({ query_string: QueryStringC })]),
  answer: PreparedC,
})

/** SPEC §7 prepare-all-payments: one session for the device's unpaid orders. Without `ids` the answer is SPEC §8 'Orders not found!'. */
/** The orders paid at once: a guest's unpaid orders are a few; 32,766 ids went past SQLite's bound variables (a 500). */
export const MAX_ORDERS_PAID_AT_ONCE = 100
const OrderIdsC = t.refinement(t.array(IdLikeC), (ids) => ids.length <= MAX_ORDERS_PAID_AT_ONCE, `at most ${MAX_ORDERS_PAID_AT_ONCE} order ids`)

export const prepareAllPayments = endpoint({
  method: 'POST',
  path: '/api/v4/restaurants/:hash/orders/prepare-all-payments',
  params: VenueParamsC,
  body: t.intersection([t.type({ payment: PaymentProviderC }), t.partial({ ids: t.union([OrderIdsC, t.null]), query_string: QueryStringC })]),
  answer: PreparedC,
})

/** SPEC §7 payment-result v8: the result the app was sent back with, verified with the provider; the owner's orders as they now are. */
export const paymentResult = endpoint({
  method: 'PUT',
  path: '/api/v8/restaurants/:hash/order/payment-result',
  params: VenueParamsC,
  body: t.type({ deviceID: FilledText(100), result: t.partial({ session_id: ReferenceC, client_secret: ReferenceC }), order_id: IdLikeC }),
  answer: t.type({ orders: t.array(ServerOrderWireC), payment_result: t.union([t.number, t.null]), payment_method: t.union([t.string, t.null]) }),
})
