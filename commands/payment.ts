import * as t from 'io-ts'
import { PaymentProviderC } from '../api/orderContracts'
import type { ApiResult, PaymentResultAnswer, PreparedPayment } from '../api/port'
import type { ServerOrder } from '../domain/order'
import { isPaymentSuccess } from '../domain/unpaid'
import { makeEvent as e, type DomainEvent } from '../events/catalogue'
import { IntC, NullableStringC } from '../events/codecs/primitives'
import { commandCodec as command, entry } from './command'
import { nothing, reject } from './decision'

function paymentMethodSet(orderId: number, method: string, answer: ApiResult<ServerOrder>): DomainEvent[] {
  return answer.ok
    ? [e('PaymentMethodSet', { orderId, payment_method: method })]
    : [e('PaymentPreparationFailed', { orderIds: [orderId], provider: method, message: answer.message })]
}

/** The provider session is recorded; its client secret is handed to the caller, never logged (DESIGN §3). */
function paymentPrepared(orderIds: number[], provider: string, answer: ApiResult<PreparedPayment>): DomainEvent[] {
  return answer.ok
    ? [e('PaymentPrepared', { orderIds, provider, sessionId: answer.value.sessionId })]
    : [e('PaymentPreparationFailed', { orderIds, provider, message: answer.message })]
}

/**
 * SPEC §4 Payment result: success when payment_result and payment_method are present. When it
 * pays the order the cart was waiting on, the cart empties (SPEC §4 Cart: after a successful order
 * the cart empties; issue #13.4): the paid lines are an order now, and the locked cart was only
 * the moment in between.
 */
export function paymentResultReceived(orderId: number, answer: ApiResult<PaymentResultAnswer>, awaitingPaymentOrderId: number | null): DomainEvent[] {
  if (!answer.ok) return [e('PaymentPreparationFailed', { orderIds: [orderId], provider: 'payment-result', message: answer.message })]
  const { orders, payment_result, payment_method } = answer.value
  const found = orders.length > 0 ? orders.map((order) => order.id) : [orderId]
  const orderIds = found.includes(orderId) ? found : [orderId, ...found]
  const success = isPaymentSuccess({ payment_result, payment_method })
  const paidTheCart = success && awaitingPaymentOrderId !== null && orderIds.includes(awaitingPaymentOrderId)
  return [
    e('PaymentResultReceived', { orderIds, payment_result, payment_method, success, orders }),
    ...(paidTheCart ? [e('CartCleared', { reason: 'order-sent' })] : []),
  ]
}

/** Paying an order (SPEC §4 Payment, §8): the calls and what their answers record. */
export const paymentCommands = {
  ChoosePaymentMethod: entry(command('ChoosePaymentMethod', { orderId: IntC, payment_method: t.string }), {
    async effect(command, ctx) {
      const answer = await ctx.ports.api.setPaymentMethod(command.orderId, command.payment_method)
      return { events: paymentMethodSet(command.orderId, command.payment_method, answer) }
    },
  }),
  PreparePayment: entry(command('PreparePayment', { orderIds: t.array(IntC), provider: PaymentProviderC, query_string: NullableStringC }), {
    // SPEC §8: 'Nessun ordine inviato' when there is no order to pay.
    decide: (command) => (command.orderIds.length === 0 ? reject('payment.noOrder') : nothing()),
    async effect(command, ctx) {
      const answer = await ctx.ports.api.preparePayment({ orderIds: command.orderIds, provider: command.provider, queryString: command.query_string })
      return { events: paymentPrepared(command.orderIds, command.provider, answer), output: answer.ok ? answer.value : undefined }
    },
  }),
  RecordPaymentResult: entry(command('RecordPaymentResult', { orderId: IntC, result: t.partial({ session_id: NullableStringC, client_secret: NullableStringC }) }), {
    async effect(command, ctx) {
      const answer = await ctx.ports.api.sendPaymentResult({ deviceID: ctx.meta.deviceId, orderId: command.orderId, result: command.result })
      return { events: paymentResultReceived(command.orderId, answer, ctx.views().cart.awaitingPaymentOrderId) }
    },
  }),
}
