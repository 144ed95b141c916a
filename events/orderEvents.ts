import * as t from 'io-ts'
import { CheckoutDetailsC, ClientOrderC, OrderRequestC, OrderStatusC, ServerOrderC } from './codecs/order'
import { IntC, NullableIntC, NullableStringC, literalUnion } from './codecs/primitives'

/** Checkout, orders and payments (SPEC §4 Order submit, Payment result; DESIGN §4 exactly once). */
export const orderEvents = {
  CheckoutDetailsEntered: t.type({ details: CheckoutDetailsC }),
  /** Recorded before the request leaves; `orderKey` is sent as Idempotency-Key. */
  OrderSubmitted: t.type({
    orderKey: t.string,
    method: literalUnion(['POST', 'PUT'], 'OrderSubmitMethod'),
    serverOrderId: NullableIntC,
    request: OrderRequestC,
  }),
  OrderAccepted: t.type({ orderKey: t.string, order: ServerOrderC, awaitingPayment: t.boolean }),
  /** `definitive: false` = no answer (offline, timeout): the same submission is sent again later. */
  OrderSubmissionFailed: t.intersection([
    t.type({ orderKey: t.string, message: NullableStringC, definitive: t.boolean }),
    // the venue rule the server named (added optional field: older logs decode as before)
    t.partial({ rule: t.type({ key: t.string, params: t.record(t.string, t.union([t.string, t.number])) }) }),
  ]),
  OrderSentViaWhatsApp: t.type({ orderKey: t.string, number: t.string, text: t.string, order: ClientOrderC }),
  PaymentMethodSet: t.type({ orderId: IntC, payment_method: t.string }),
  /** payment_details stripped of client_secret: only the provider's session id is kept. */
  PaymentPrepared: t.type({ orderIds: t.array(IntC), provider: t.string, sessionId: NullableStringC }),
  PaymentPreparationFailed: t.type({ orderIds: t.array(IntC), provider: t.string, message: NullableStringC }),
  PaymentResultReceived: t.type({
    orderIds: t.array(IntC),
    payment_result: NullableIntC,
    payment_method: NullableStringC,
    success: t.boolean,
    orders: t.array(ServerOrderC),
  }),
  OrderStateChanged: t.type({ orderid: IntC, restaurantorderid: NullableIntC, status: t.union([OrderStatusC, t.null]) }),
  MyOrdersLoaded: t.type({ orders: t.array(ServerOrderC), hash: t.string }),
  OrderSessionCleared: t.type({ reason: literalUnion(['expired', 'guest'], 'OrderSessionClearedReason') }),
}
