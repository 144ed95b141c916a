import type { ApiResult } from '../api/port'
import { buildClientOrder, paysBeforeSending, type ClientOrder, type OrderRequest, type ServerOrder } from '../domain/order'
import { makeEvent as e, type DomainEvent } from '../events/catalogue'
import { serverOrderToUpdate } from '../projections/orderSession'
import { totalsOf, type TotalsView } from '../projections/totals'
import type { Views } from '../projections/views'
import { whatsAppNumber } from '../domain/whatsapp'
import { cartEditBlocked } from './cartDecider'
import { orderRefusal } from './orderRules'
import type { CommandOf } from './codecs'
import { accept, nothing, reject, type Decision } from './decision'
import type { Meta } from './ports'

/**
 * The order the cart and the checkout form make now, priced by the quote for the order it creates
 * or updates (`updating`), or the reason there is none. Its covers are the cart's, the number the
 * quote priced (issue #13).
 */
function orderOfCart(views: Views, updating: number | null): { order: ClientOrder; totals: TotalsView } | { error: Decision } {
  if (views.cart.lockedAfterPayment) return { error: reject('cart.locked') }
  if (views.cart.count === 0) return { error: reject('cart.empty') }
  const details = views.checkout.details
  if (details === null) return { error: reject('form.check') }
  const totals = updating === views.session.openServerOrderId ? views.totals : totalsOf({ cart: views.cart, venue: views.venue, table: views.table, details, updating })
  const covers = views.cart.covers.count > 0 ? views.cart.covers.count : details.covers_number
  return {
    order: buildClientOrder({ lines: views.cart.lines, specialLines: views.cart.specialLines, details: { ...details, covers_number: covers }, totals }),
    totals,
  }
}

export function decideOrder(
  command: CommandOf<'EnterCheckoutDetails' | 'SubmitOrder' | 'ResendPendingOrder' | 'SendOrderViaWhatsApp'>,
  views: Views,
  meta: Meta,
): Decision {
  switch (command.type) {
    case 'EnterCheckoutDetails':
      return views.session.pending ? reject('cart.submissionInFlight') : accept(e('CheckoutDetailsEntered', { details: command.details }))
    case 'ResendPendingOrder':
      return nothing()
    case 'SubmitOrder': {
      // DESIGN §4: a double tap while the first submission is in flight makes no second order.
      if (views.session.pending !== null) return nothing()
      const serverOrderId = serverOrderToUpdate(views.session, meta.now)
      const built = orderOfCart(views, serverOrderId)
      if ('error' in built) return built.error
      const details = views.checkout.details!
      const refused = orderRefusal(views, built.totals, details, built.order, meta.now, serverOrderId)
      if (refused) return refused
      const request: OrderRequest = {
        order: built.order,
        user: { deviceID: meta.deviceId, ...details.contacts },
        fields: command.fields,
        coupon: built.totals.couponApplies && views.cart.coupon ? views.cart.coupon.code : null,
        customer: views.customer.customer ? { customer_id: views.customer.customer.customer_id } : null,
        payment: details.payment,
        privacy_accepted: details.privacy_accepted,
      }
      return accept(
        e('OrderSubmitted', { orderKey: meta.commandId, method: serverOrderId === null ? 'POST' : 'PUT', serverOrderId, request }),
      )
    }
    case 'SendOrderViaWhatsApp': {
      const blocked = cartEditBlocked(views, true)
      if (blocked) return blocked
      const number = whatsAppNumber(command.number)
      if (number === null) return reject('whatsapp.noNumber')
      // a WhatsApp order is a new one: nothing on the server to update
      const built = orderOfCart(views, null)
      if ('error' in built) return built.error
      const refused = orderRefusal(views, built.totals, views.checkout.details!, built.order, meta.now, null)
      if (refused) return refused
      return accept(
        e('OrderSentViaWhatsApp', { orderKey: meta.commandId, number, text: command.text, order: built.order }),
        e('CartCleared', { reason: 'order-sent' }),
      )
    }
  }
}

/**
 * The venue's answer to a submission, as events (SPEC §4 Order submit, DESIGN §4): accepted
 * (and the cart emptied unless it waits for its payment), or failed. No answer at all (offline,
 * network) is not final: the recorded submission is sent again later with the same key.
 */
export function orderAnswered(
  pending: { orderKey: string; request: OrderRequest },
  answer: ApiResult<ServerOrder>,
): DomainEvent[] {
  if (answer.ok) {
    const awaitingPayment = paysBeforeSending(pending.request) && answer.value.payment_result !== 1
    return [
      e('OrderAccepted', { orderKey: pending.orderKey, order: answer.value, awaitingPayment }),
      ...(awaitingPayment ? [] : [e('CartCleared', { reason: 'order-sent' })]),
    ]
  }
  return [
    e('OrderSubmissionFailed', {
      orderKey: pending.orderKey,
      message: answer.message,
      definitive: answer.kind === 'rejected',
      ...(answer.rule ? { rule: answer.rule } : {}),
    }),
  ]
}
