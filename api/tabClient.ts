import type { OrderStatus } from '../domain/orderStatus'
import type { GuestLineEvent, NewTabEvent } from '../domain/tabReplica'
import { HttpApiBase } from './httpCall'
import type { ApiResult } from './port'
import * as contracts from './tabContracts'
import type { TabApi, TabJoin, TabMember, TabStream } from './tabPort'

const memberHeaders = (member: TabMember) => ({ [contracts.TAB_GUEST_HEADER]: member.guestId, [contracts.TAB_SECRET_HEADER]: member.secret })

const streamOf = (answer: { tab_id: string; events: TabStream['events']; seq: number; round_statuses?: { order_id: number; status: OrderStatus }[] }): TabStream => ({
  tabId: answer.tab_id,
  events: answer.events,
  seq: answer.seq,
  ...(answer.round_statuses ? { roundStatuses: answer.round_statuses.map((round) => ({ orderId: round.order_id, status: round.status })) } : {}),
})

const joinBody = (join: TabJoin) => ({ guest_id: join.guestId, secret: join.secret, name: join.name, ...(join.email ? { email: join.email } : {}) })

function mapped<A, B>(answer: ApiResult<A>, map: (value: A) => B): ApiResult<B> {
  return answer.ok ? { ok: true, value: map(answer.value) } : answer
}

/** Only a phone's own line events travel (the server appends the rest itself); `guestId` is the caller's, from its headers. */
const pushable = (events: readonly NewTabEvent[]): GuestLineEvent[] =>
  events.filter((event): event is GuestLineEvent => event.type === 'TabLineAdded' || event.type === 'TabLineQuantitySet' || event.type === 'TabLineRemoved')

/** The table's tab calls (api/tabContracts.ts) over HTTP, for the PWA and `comanda scenario`. */
export class HttpTabApi extends HttpApiBase implements TabApi {
  async tableTab(tableId: number) {
    return mapped(await this.request(contracts.tableTab, { params: { ...this.venueParams, table_id: tableId } }), (value) =>
      value.tab === null ? null : { tableName: value.tab.table_name, guests: value.tab.guests },
    )
  }

  async openTableTab(tableId: number, join: TabJoin) {
    return mapped(await this.request(contracts.openTableTab, { params: { ...this.venueParams, table_id: tableId }, body: joinBody(join) }), (value) => ({ ...streamOf(value), opened: value.opened }))
  }

  async joinTab(tabId: string, join: TabJoin) {
    return mapped(await this.request(contracts.joinTab, { params: { tab: tabId }, body: joinBody(join) }), streamOf)
  }

  async pull(member: TabMember, after: number) {
    return mapped(await this.request(contracts.pullTab, { params: { tab: member.tabId }, query: { after: String(after) }, headers: memberHeaders(member) }), streamOf)
  }

  async push(member: TabMember, expected: number, events: readonly NewTabEvent[]) {
    const body = { expected_seq: expected, events: pushable(events).map(({ guestId: _guest, ...event }) => event) }
    return mapped(await this.request(contracts.pushTab, { params: { tab: member.tabId }, body, headers: memberHeaders(member) }), streamOf)
  }

  async sendRound(member: TabMember, after: number) {
    return mapped(await this.request(contracts.sendTabRound, { params: { tab: member.tabId }, body: { after }, headers: memberHeaders(member) }), streamOf)
  }

  async startShare(member: TabMember, share: Parameters<TabApi['startShare']>[1]) {
    const body = { payment_id: share.paymentId, mode: share.mode, amount: share.amount, tip: share.tip, provider: share.provider, after: share.after }
    return mapped(await this.request(contracts.startSharePayment, { params: { tab: member.tabId }, body, headers: memberHeaders(member) }), (value) => ({
      ...streamOf(value),
      sessionId: value.session_id,
      clientSecret: value.client_secret,
      checkoutUrl: value.checkout_url,
    }))
  }

  async shareResult(member: TabMember, paymentId: string, after: number) {
    return mapped(await this.request(contracts.sharePaymentResult, { params: { tab: member.tabId, payment_id: paymentId }, body: { after }, headers: memberHeaders(member) }), (value) => ({
      ...streamOf(value),
      status: value.status,
    }))
  }

  async cancelShare(member: TabMember, paymentId: string, after: number) {
    return mapped(await this.request(contracts.cancelSharePayment, { params: { tab: member.tabId, payment_id: paymentId }, body: { after }, headers: memberHeaders(member) }), (value) => ({
      ...streamOf(value),
      status: value.status,
    }))
  }
}
