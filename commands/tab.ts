import { isLeft } from 'fp-ts/Either'
import * as t from 'io-ts'
import type { ApiResult, PreparedPayment } from '../api/port'
import { PaymentProviderC } from '../api/orderContracts'
import type { TabApi, TabMember, TabStream } from '../api/tabPort'
import { MESSAGES } from '../domain/messages'
import { guestError } from '../domain/notice'
import { isOwnKey } from '../domain/ownKey'
import { SHARE_MODES, tipOf, type TabRefusal } from '../domain/tab'
import { placeTabEvents, shownTab, type GuestLineEvent } from '../domain/tabReplica'
import { makeEvent as e, type DomainEvent } from '../events/catalogue'
import { IntC, NonNegativeIntC, PositiveIntC, literalUnion } from '../events/codecs/primitives'
import { GuestNameC, TabIdC } from '../events/tabEvents'
import { tabRulesOfVenue } from '../projections/tab'
import type { Views } from '../projections/views'
import { commandCodec as command, entry, noEvents, type EffectContext, type EffectOutcome } from './command'
import { accept, reject, type Decision } from './decision'
import type { Meta } from './ports'
import { syncTab } from './tabSync'

/**
 * The table's shared tab (DESIGN §7a, issue #18), as a guest's phone sends it: join (or open) the
 * table's tab, put the cart's lines on it, change or remove one's own lines, send a round, pay a
 * share. Line changes are decided here on the tab the phone shows and queued in the log; `SyncTab`
 * pushes them at the confirmed head and rebases them when someone else appended first.
 */

const noTab = () => reject('tab.notMember')

/** The phone's own line event, decided on the tab it shows (the confirmed stream with its pending events). */
function queued(views: Views, meta: Meta, events: GuestLineEvent[]): Decision {
  const { tab } = views
  if (tab === null) return noTab()
  const rules = tabRulesOfVenue(views.venue)
  const placed = placeTabEvents(shownTab(tab.replica, rules, meta.now), events, rules, meta.now)
  if (!placed.ok) return reject(placed.refusal.key, placed.refusal.params)
  return accept(e('TabLinesQueued', { tabId: tab.tabId, events }))
}

function memberOf(ctx: EffectContext): { api: TabApi; member: TabMember } | null {
  const tab = ctx.views().tab
  const tabs = ctx.ports.tabs
  if (tab === null || !tabs) return null
  const secret = tabs.secrets.get(tab.tabId)
  return secret === null ? null : { api: tabs.api, member: { tabId: tab.tabId, guestId: tab.guestId, secret } }
}

/** What a tab answer brought: the events not seen yet, and the rounds' statuses where they changed (views: the phone's now). */
export function receivedEvents(tabId: string, stream: TabStream, views: Views): DomainEvent[] {
  const known = views.tab?.tabId === tabId ? views.tab.roundStatuses : {}
  const statuses = stream.roundStatuses ?? []
  const moved = statuses.some((round) => known[round.orderId] !== round.status)
  return [...(stream.events.length === 0 ? [] : [e('TabEventsReceived', { tabId, events: stream.events })]), ...(moved ? [e('TabRoundStatusesReceived', { tabId, statuses })] : [])]
}

/** What a tab call answered, as events; a refusal the guest is told in the rule's words. */
function answered<T extends TabStream, O = never>(views: Views, tabId: string, answer: ApiResult<T>, output?: (value: T) => O): EffectOutcome<O> {
  if (answer.ok) return { events: receivedEvents(tabId, answer.value, views), ...(output ? { output: output(answer.value) } : {}) }
  const rule = answer.rule
  const error = rule && isOwnKey(MESSAGES, rule.key) ? guestError(rule.key, rule.params) : answer.kind === 'rejected' ? guestError('tab.changed') : guestError('network.offline')
  return { events: [], error }
}

type ShareStatus = 'paid' | 'failed' | 'pending'

/** A call about one of this phone's shares: what it received becomes events, and the share's status is the output. */
async function shareStanding(ctx: EffectContext, call: (api: TabApi, member: TabMember, after: number) => Promise<ApiResult<TabStream & { status: ShareStatus }>>): Promise<EffectOutcome<ShareStatus>> {
  const found = memberOf(ctx)
  const tab = ctx.views().tab
  if (!found || tab === null) return { events: [], error: guestError('tab.notMember') }
  return answered(ctx.views(), found.member.tabId, await call(found.api, found.member, tab.replica.confirmed.seq), (value) => value.status)
}

/** Pushes the pending events and pulls (commands/tabSync.ts): what it received and what the tab refused become events. */
async function synced(ctx: EffectContext): Promise<{ events: DomainEvent[]; seq: number; unreachable: boolean } | null> {
  const found = memberOf(ctx)
  const views = ctx.views()
  if (!found || views.tab === null) return null
  const { api, member } = found
  const result = await syncTab(
    views.tab.replica,
    { push: (expected, events) => api.push(member, expected, events), pull: (after) => api.pull(member, after) },
    tabRulesOfVenue(views.venue),
    ctx.meta.now,
  )
  const events: DomainEvent[] = receivedEvents(member.tabId, { tabId: member.tabId, events: result.confirmed, seq: result.replica.confirmed.seq, ...(result.roundStatuses ? { roundStatuses: result.roundStatuses } : {}) }, views)
  if (result.dropped.length > 0) events.push(e('TabEventsDropped', { tabId: member.tabId, dropped: result.dropped.map(({ event, refusal }) => droppedOf(event.id, refusal)) }))
  return { events, seq: result.replica.confirmed.seq, unreachable: result.unreachable }
}

const droppedOf = (eventId: string, refusal: TabRefusal) => ({ eventId, key: refusal.key, params: refusal.params })

const JoinTabC = t.intersection([
  command('JoinTab', { name: GuestNameC }),
  // the table's QR code names the table; a share link names the tab
  t.union([t.type({ table_id: IntC }), t.type({ tab_id: TabIdC })]),
  t.partial({ email: t.string }),
])

export const tabCommands = {
  JoinTab: entry(JoinTabC, {
    async effect(command, ctx) {
      const tabs = ctx.ports.tabs
      if (!tabs) return { events: [], error: guestError('tab.closed') }
      const joined = ctx.views().tab
      if (joined !== null && joined.replica.confirmed.open && ('tab_id' in command ? joined.tabId === command.tab_id : joined.table.id === command.table_id)) return noEvents
      const guestId = ctx.ports.ids.next()
      const secret = `${ctx.ports.ids.next()}${ctx.ports.ids.next()}`
      const join = { guestId, secret, name: command.name.trim(), ...(command.email ? { email: command.email } : {}) }
      const answer = 'tab_id' in command ? await tabs.api.joinTab(command.tab_id, join) : await tabs.api.openTableTab(command.table_id, join)
      if (!answer.ok) return answered(ctx.views(), '', answer)
      const stream = answer.value
      tabs.secrets.save(stream.tabId, secret)
      const opening = stream.events.find((event) => event.type === 'TabOpened')
      const table = opening?.type === 'TabOpened' ? opening.table : { id: 'table_id' in command ? command.table_id : 0, name: '' }
      const opened = 'opened' in stream && stream.opened === true
      return { events: [e('TabJoined', { tabId: stream.tabId, guestId, name: join.name, table, opened }), ...receivedEvents(stream.tabId, stream, ctx.views())] }
    },
  }),

  /** The cart's lines go on the tab as this guest's, and the cart is empty again. */
  PutCartOnTab: entry(command('PutCartOnTab', {}), {
    decide(_command, views, meta) {
      if (views.tab === null) return noTab()
      if (views.cart.lines.length === 0) return reject('cart.empty')
      if (views.cart.specialLines.length > 0) return reject('tab.specialMenus')
      // a round has no coupon (the tab's rounds are the table's orders): the guest is told, not charged in silence
      if (views.cart.coupon !== null) return reject('tab.couponNotOnTab')
      const guestId = views.tab.guestId
      const events: GuestLineEvent[] = views.cart.lines.map((line, i) => {
        const lineId = `${meta.commandId}-${i}`
        return { type: 'TabLineAdded', id: lineId, lineId, guestId, line }
      })
      const decision = queued(views, meta, events)
      return isLeft(decision) ? decision : accept(...decision.right, e('CartCleared', { reason: 'order-sent' }))
    },
    effect: async () => ({ events: [], then: [{ type: 'SyncTab' }] }),
  }),

  SetTabLineQuantity: entry(command('SetTabLineQuantity', { lineId: TabIdC, quantity: PositiveIntC }), {
    decide: (command, views, meta) => (views.tab === null ? noTab() : queued(views, meta, [{ type: 'TabLineQuantitySet', id: meta.commandId, guestId: views.tab.guestId, lineId: command.lineId, quantity: command.quantity }])),
    effect: async () => ({ events: [], then: [{ type: 'SyncTab' }] }),
  }),

  RemoveTabLine: entry(command('RemoveTabLine', { lineId: TabIdC }), {
    decide: (command, views, meta) => (views.tab === null ? noTab() : queued(views, meta, [{ type: 'TabLineRemoved', id: meta.commandId, guestId: views.tab.guestId, lineId: command.lineId }])),
    effect: async () => ({ events: [], then: [{ type: 'SyncTab' }] }),
  }),

  /** Push what is pending, pull what others appended (after a reconnect, on the tab channel's TabAppended, on opening the tab). */
  SyncTab: entry(command('SyncTab', {}), {
    async effect(_command, ctx) {
      const result = await synced(ctx)
      return result === null ? noEvents : { events: result.events }
    },
  }),

  SendTabRound: entry(command('SendTabRound', {}), {
    async effect(_command, ctx) {
      const result = await synced(ctx)
      const found = memberOf(ctx)
      if (result === null || !found) return { events: [], error: guestError('tab.notMember') }
      if (result.unreachable) return { events: result.events, error: guestError('network.offline') }
      const answer = answered(ctx.views(), found.member.tabId, await found.api.sendRound(found.member, result.seq))
      return { ...answer, events: [...result.events, ...answer.events] }
    },
  }),

  /** Pays a share (issue #18): its lines are locked for the others until the payment ends. The output is where to pay. */
  PayTabShare: entry(
    command('PayTabShare', { mode: literalUnion(SHARE_MODES, 'ShareMode'), amount: NonNegativeIntC, tipPercent: t.union([NonNegativeIntC, t.null]), tip: NonNegativeIntC, provider: PaymentProviderC }),
    {
      async effect(command, ctx): Promise<EffectOutcome<PreparedPayment & { paymentId: string }>> {
        const result = await synced(ctx)
        const found = memberOf(ctx)
        if (result === null || !found) return { events: [], error: guestError('tab.notMember') }
        if (result.unreachable) return { events: result.events, error: guestError('network.offline') }
        const paymentId = ctx.ports.ids.next()
        const tip = command.tipPercent === null ? command.tip : tipOf(command.amount, command.tipPercent)
        const answer = answered(ctx.views(), found.member.tabId, await found.api.startShare(found.member, { paymentId, mode: command.mode, amount: command.amount, tip, provider: command.provider, after: result.seq }), (value) => ({
          paymentId,
          sessionId: value.sessionId,
          clientSecret: value.clientSecret,
          checkoutUrl: value.checkoutUrl,
        }))
        return { ...answer, events: [...result.events, ...answer.events] }
      },
    },
  ),

  /** Asks how a share's payment ended (on coming back from the provider): paid, failed (its lines are free again) or pending. */
  CheckTabShare: entry(command('CheckTabShare', { paymentId: TabIdC }), {
    effect: (command, ctx) => shareStanding(ctx, (api, member, after) => api.shareResult(member, command.paymentId, after)),
  }),

  /** Gives up a share still being paid (a declined card, the provider's page left): its amount is free again, unless it was paid meanwhile. */
  CancelTabShare: entry(command('CancelTabShare', { paymentId: TabIdC }), {
    effect: (command, ctx) => shareStanding(ctx, (api, member, after) => api.cancelShare(member, command.paymentId, after)),
  }),

  LeaveTab: entry(command('LeaveTab', {}), {
    decide: (_command, { tab }) => (tab === null ? noTab() : accept(e('TabLeft', { tabId: tab.tabId }))),
  }),
}
