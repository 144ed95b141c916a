import * as t from 'io-ts'
import type { ApiResult } from '../api/port'
import { buildClientOrder, paysBeforeSending, type ClientOrder, type OrderRequest, type ServerOrder } from '../domain/order'
import { whatsAppNumber } from '../domain/whatsapp'
import { makeEvent as e, type DomainEvent } from '../events/catalogue'
import { CheckoutDetailsC } from '../events/codecs/order'
import { serverOrderToUpdate, type PendingSubmission } from '../projections/orderSession'
import { totalsOf, type TotalsView } from '../projections/totals'
import type { Views } from '../projections/views'
import { cartEditBlocked } from './cart'
import { commandCodec as command, entry, noEvents, type EffectContext, type EffectOutcome } from './command'
import { accept, nothing, reject, type Decision } from './decision'
import { orderRefusal } from './orderRules'

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

/**
 * The venue's answer to a submission, as events (SPEC §4 Order submit, DESIGN §4): accepted
 * (and the cart emptied unless it waits for its payment), or failed. No answer at all (offline,
 * network) is not final: the recorded submission is sent again later with the same key.
 */
export function orderAnswered(pending: { orderKey: string; request: OrderRequest }, answer: ApiResult<ServerOrder>): DomainEvent[] {
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

/** DESIGN §4: sends the recorded submission with its key; never two sends of one key at once. */
async function send(pending: PendingSubmission, ctx: EffectContext): Promise<EffectOutcome> {
  if (ctx.sending.has(pending.orderKey)) return noEvents
  ctx.sending.add(pending.orderKey)
  try {
    const answer = await ctx.ports.api.submitOrder({
      method: pending.method,
      serverOrderId: pending.serverOrderId,
      request: pending.request,
      idempotencyKey: pending.orderKey,
    })
    // A price the server charges otherwise at a table (another phone charged the covers first, the
    // staff reopened the table): the app reads the table's session again, so the guest sees the
    // server's price before trying again (issue #13).
    const table = pending.request.order.table_id
    const repriced = !answer.ok && answer.rule?.key.startsWith('price.') === true && table !== null
    return { events: orderAnswered(pending, answer), then: answer.ok ? [{ type: 'LoadMyOrders' }] : repriced ? [{ type: 'VerifyTableSession', table_id: table }] : [] }
  } finally {
    ctx.sending.delete(pending.orderKey)
  }
}

/** The checkout and the order's submission (SPEC §4 Checkout, Order submit; DESIGN §4). */
export const orderCommands = {
  EnterCheckoutDetails: entry(command('EnterCheckoutDetails', { details: CheckoutDetailsC }), {
    decide: (command, views) => (views.session.pending ? reject('cart.submissionInFlight') : accept(e('CheckoutDetailsEntered', { details: command.details }))),
  }),
  SubmitOrder: entry(command('SubmitOrder', { fields: t.record(t.string, t.string) }), {
    decide(command, views, meta) {
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
      return accept(e('OrderSubmitted', { orderKey: meta.commandId, method: serverOrderId === null ? 'POST' : 'PUT', serverOrderId, request }))
    },
    async effect(_command, ctx) {
      const pending = ctx.views().session.pending
      return pending && pending.orderKey === ctx.meta.commandId ? send(pending, ctx) : noEvents
    },
  }),
  /** The recorded submission that had no answer, sent again with its key (DESIGN §4). */
  ResendPendingOrder: entry(command('ResendPendingOrder', {}), {
    async effect(_command, ctx) {
      const pending = ctx.views().session.pending
      return pending ? send(pending, ctx) : noEvents
    },
  }),
  SendOrderViaWhatsApp: entry(command('SendOrderViaWhatsApp', { number: t.string, text: t.string }), {
    decide(command, views, meta) {
      const blocked = cartEditBlocked(views, true)
      if (blocked) return blocked
      const number = whatsAppNumber(command.number)
      if (number === null) return reject('whatsapp.noNumber')
      // a WhatsApp order is a new one: nothing on the server to update
      const built = orderOfCart(views, null)
      if ('error' in built) return built.error
      const refused = orderRefusal(views, built.totals, views.checkout.details!, built.order, meta.now, null)
      if (refused) return refused
      return accept(e('OrderSentViaWhatsApp', { orderKey: meta.commandId, number, text: command.text, order: built.order }), e('CartCleared', { reason: 'order-sent' }))
    },
  }),
}
