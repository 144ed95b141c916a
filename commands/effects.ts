import { guestError, type GuestError } from '../domain/notice'
import type { DomainEvent } from '../events/catalogue'
import type { PendingSubmission } from '../projections/orderSession'
import type { Views } from '../projections/views'
import type { Command, CommandOf, CommandType } from './codecs'
import { couponVerified } from './couponDecider'
import { customerEffects } from './customerEffects'
import { myOrdersLoaded, tableSessionNeeded, tableSessionVerified, waiterCalled } from './guestDecider'
import { orderAnswered } from './orderDecider'
import { paymentMethodSet, paymentPrepared, paymentResultReceived } from './paymentDecider'
import type { Meta, Ports } from './ports'

export type EffectContext = { ports: Ports; meta: Meta; views: () => Views; sending: Set<string> }

/** What an effect's call came to: events to record, follow-up commands, what to hand the caller. */
export type EffectOutcome = { events: DomainEvent[]; then?: Command[]; error?: GuestError; output?: unknown }

type Effects = { [K in CommandType]?: (command: CommandOf<K>, ctx: EffectContext) => Promise<EffectOutcome> }

const none: EffectOutcome = { events: [] }

/** DESIGN §4: sends the recorded submission with its key; never two sends of one key at once. */
async function send(pending: PendingSubmission, ctx: EffectContext): Promise<EffectOutcome> {
  if (ctx.sending.has(pending.orderKey)) return none
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

/** The calls commands make through the ports, and the events their answers become. */
export const effects: Effects = {
  ...customerEffects,
  async ApplyCoupon(command, ctx) {
    if (command.code.trim() === '') return none
    const answer = await ctx.ports.api.verifyCoupon(command.code.trim())
    return { events: couponVerified(command.code, answer, ctx.ports.clock.now()) }
  },
  async SubmitOrder(_command, ctx) {
    const pending = ctx.views().session.pending
    return pending && pending.orderKey === ctx.meta.commandId ? send(pending, ctx) : none
  },
  async ResendPendingOrder(_command, ctx) {
    const pending = ctx.views().session.pending
    return pending ? send(pending, ctx) : none
  },
  async ScanTableQr(_command, ctx) {
    const tableId = tableSessionNeeded(ctx.views())
    if (tableId === null) return none
    return { events: tableSessionVerified(tableId, await ctx.ports.api.verifyTableSession(tableId)) }
  },
  async VerifyTableSession(command, ctx) {
    return { events: tableSessionVerified(command.table_id, await ctx.ports.api.verifyTableSession(command.table_id)) }
  },
  async RecordOrderStateChange() {
    return { events: [], then: [{ type: 'LoadMyOrders' }] }
  },
  async LoadMyOrders(_command, ctx) {
    const customer = ctx.views().customer.customer
    return { events: myOrdersLoaded(await ctx.ports.api.loadMyOrders(ctx.meta.deviceId, customer?.customer_id ?? null)) }
  },
  async CallWaiter(_command, ctx) {
    const events = waiterCalled(await ctx.ports.api.callWaiter(ctx.meta.deviceId))
    return events.length > 0 ? { events } : { events, error: guestError('waiter.failed') }
  },
  async ChoosePaymentMethod(command, ctx) {
    const answer = await ctx.ports.api.setPaymentMethod(command.orderId, command.payment_method)
    return { events: paymentMethodSet(command.orderId, command.payment_method, answer) }
  },
  async PreparePayment(command, ctx) {
    const answer = await ctx.ports.api.preparePayment({ orderIds: command.orderIds, provider: command.provider, queryString: command.query_string })
    return { events: paymentPrepared(command.orderIds, command.provider, answer), output: answer.ok ? answer.value : undefined }
  },
  async RecordPaymentResult(command, ctx) {
    const answer = await ctx.ports.api.sendPaymentResult({ deviceID: ctx.meta.deviceId, orderId: command.orderId, result: command.result })
    return { events: paymentResultReceived(command.orderId, answer, ctx.views().cart.awaitingPaymentOrderId) }
  },
}
