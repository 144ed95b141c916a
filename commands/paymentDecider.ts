import type { ApiResult, PaymentResultAnswer, PreparedPayment } from '../api/port'
import type { ServerOrder } from '../domain/order'
import { isPaymentSuccess } from '../domain/unpaid'
import { makeEvent as e, type DomainEvent } from '../events/catalogue'
import type { CommandOf } from './codecs'
import { nothing, reject, type Decision } from './decision'

/** SPEC §8: 'Nessun ordine inviato' when there is no order to pay. The calls happen in the effects. */
export function decidePayment(command: CommandOf<'ChoosePaymentMethod' | 'PreparePayment' | 'RecordPaymentResult'>): Decision {
  if (command.type === 'PreparePayment' && command.orderIds.length === 0) return reject('payment.noOrder')
  return nothing()
}

export function paymentMethodSet(orderId: number, method: string, answer: ApiResult<ServerOrder>): DomainEvent[] {
  return answer.ok
    ? [e('PaymentMethodSet', { orderId, payment_method: method })]
    : [e('PaymentPreparationFailed', { orderIds: [orderId], provider: method, message: answer.message })]
}

/** The provider session is recorded; its client secret is handed to the caller, never logged (DESIGN §3). */
export function paymentPrepared(orderIds: number[], provider: string, answer: ApiResult<PreparedPayment>): DomainEvent[] {
  return answer.ok
    ? [e('PaymentPrepared', { orderIds, provider, sessionId: answer.value.sessionId })]
    : [e('PaymentPreparationFailed', { orderIds, provider, message: answer.message })]
}

/** SPEC §4 Payment result: success when payment_result and payment_method are present. */
export function paymentResultReceived(orderId: number, answer: ApiResult<PaymentResultAnswer>): DomainEvent[] {
  if (!answer.ok) return [e('PaymentPreparationFailed', { orderIds: [orderId], provider: 'payment-result', message: answer.message })]
  const { orders, payment_result, payment_method } = answer.value
  const orderIds = orders.length > 0 ? orders.map((order) => order.id) : [orderId]
  return [
    e('PaymentResultReceived', {
      orderIds: orderIds.includes(orderId) ? orderIds : [orderId, ...orderIds],
      payment_result,
      payment_method,
      success: isPaymentSuccess({ payment_result, payment_method }),
      orders,
    }),
  ]
}
