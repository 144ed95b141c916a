import * as t from 'io-ts'
import { CheckoutDetailsC, ClientOrderC, OrderRequestC, OrderStatusC, ServerOrderC } from './codecs/order'
import { IntC, NullableIntC, NullableStringC, literalUnion } from './codecs/primitives'
import { classified } from './codecs/privacy'
import { FIRST, type Versions } from './versions'

/** Checkout, orders and payments (SPEC §4 Order submit, Payment result; DESIGN §4 exactly once); each field classified for `log redact`. */
export const orderEvents = {
  CheckoutDetailsEntered: classified(t.type({ details: CheckoutDetailsC }), { details: 'nested' }),
  /** Recorded before the request leaves; `orderKey` is sent as Idempotency-Key. */
  OrderSubmitted: classified(
    t.type({
      orderKey: t.string,
      method: literalUnion(['POST', 'PUT'], 'OrderSubmitMethod'),
      serverOrderId: NullableIntC,
      request: OrderRequestC,
    }),
    { orderKey: 'key', method: 'public', serverOrderId: 'key', request: 'nested' },
  ),
  OrderAccepted: classified(t.type({ orderKey: t.string, order: ServerOrderC, awaitingPayment: t.boolean }), {
    orderKey: 'key',
    order: 'nested',
    awaitingPayment: 'public',
  }),
  /** `definitive: false` = no answer (offline, timeout): the same submission is sent again later. */
  OrderSubmissionFailed: t.intersection([
    classified(t.type({ orderKey: t.string, message: NullableStringC, definitive: t.boolean }), { orderKey: 'key', message: 'public', definitive: 'public' }),
    // the venue rule the server named (added optional field: older logs decode as before)
    classified(
      t.partial({
        rule: classified(t.type({ key: t.string, params: t.record(t.string, t.union([t.string, t.number])) }), { key: 'public', params: 'public' }),
      }),
      { rule: 'nested' },
    ),
  ]),
  /** `number` is the venue's; `text` is the message built from the guest's order and contacts. */
  OrderSentViaWhatsApp: classified(t.type({ orderKey: t.string, number: t.string, text: t.string, order: ClientOrderC }), {
    orderKey: 'key',
    number: 'public',
    text: 'guest-text',
    order: 'nested',
  }),
  PaymentMethodSet: classified(t.type({ orderId: IntC, payment_method: t.string }), { orderId: 'key', payment_method: 'public' }),
  /** payment_details stripped of client_secret: only the provider's session id is kept. */
  PaymentPrepared: classified(t.type({ orderIds: t.array(IntC), provider: t.string, sessionId: NullableStringC }), {
    orderIds: 'key',
    provider: 'public',
    sessionId: 'payment-session',
  }),
  PaymentPreparationFailed: classified(t.type({ orderIds: t.array(IntC), provider: t.string, message: NullableStringC }), {
    orderIds: 'key',
    provider: 'public',
    message: 'public',
  }),
  PaymentResultReceived: classified(
    t.type({
      orderIds: t.array(IntC),
      payment_result: NullableIntC,
      payment_method: NullableStringC,
      success: t.boolean,
      orders: t.array(ServerOrderC),
    }),
    { orderIds: 'key', payment_result: 'public', payment_method: 'public', success: 'public', orders: 'nested' },
  ),
  OrderStateChanged: classified(t.type({ orderid: IntC, restaurantorderid: NullableIntC, status: t.union([OrderStatusC, t.null]) }), {
    orderid: 'key',
    restaurantorderid: 'key',
    status: 'public',
  }),
  MyOrdersLoaded: classified(t.type({ orders: t.array(ServerOrderC), hash: t.string }), { orders: 'nested', hash: 'key' }),
  OrderSessionCleared: classified(t.type({ reason: literalUnion(['expired', 'guest'], 'OrderSessionClearedReason') }), { reason: 'public' }),
}

/** The version each event of order writes today, and the older ones it still reads. */
export const orderEventVersions = {
  CheckoutDetailsEntered: FIRST,
  OrderSubmitted: FIRST,
  OrderAccepted: FIRST,
  OrderSubmissionFailed: FIRST,
  OrderSentViaWhatsApp: FIRST,
  PaymentMethodSet: FIRST,
  PaymentPrepared: FIRST,
  PaymentPreparationFailed: FIRST,
  PaymentResultReceived: FIRST,
  OrderStateChanged: FIRST,
  MyOrdersLoaded: FIRST,
  OrderSessionCleared: FIRST,
} satisfies Record<keyof typeof orderEvents, Versions>
