import { lineTotal } from '../domain/cartLine'
import { emptyTab, onTheBill, shareAmount, tabPurchaseMode, tabRulesFor, tabTotals, type TabRules, type TabTable } from '../domain/tab'
import type { OrderingOptions } from '../domain/venueOptions'
import type { OrderStatus } from '../domain/orderStatus'
import { received, shownTab, type NewTabEvent, type TabReplica } from '../domain/tabReplica'
import type { Envelope } from '../events/envelope'
import { handling } from './handling'
import type { VenueView } from './venue'

/**
 * The table's tab as this phone holds it (DESIGN §7a, issue #18): which tab and as whom, the
 * confirmed stream folded, and the phone's own events waiting to be confirmed. Null when the
 * phone is on no tab. What the guest sees is `shownTab` of the replica (tabShown below).
 */
export type TabView = {
  tabId: string
  guestId: string
  name: string
  table: TabTable
  opened: boolean
  replica: TabReplica
  /** The phone's events the tab refused, last ones first: what the guest was told. */
  dropped: { eventId: string; key: string }[]
  /** Each round's order status (by order id) as the server last answered it: the staff move them. */
  roundStatuses: Record<number, OrderStatus>
} | null

export const initial: TabView = null

export const handled = handling('TabJoined', 'TabEventsReceived', 'TabLinesQueued', 'TabEventsDropped', 'TabLeft', 'TabRoundStatusesReceived')

export function evolve(state: TabView, event: Envelope): TabView {
  if (!handled.has(event)) return state
  switch (event.type) {
    case 'TabJoined':
      return { tabId: event.data.tabId, guestId: event.data.guestId, name: event.data.name, table: event.data.table, opened: event.data.opened, replica: { confirmed: emptyTab(event.data.tabId), pending: [] }, dropped: [], roundStatuses: {} }
    case 'TabEventsReceived':
      if (state === null || state.tabId !== event.data.tabId) return state
      return { ...state, replica: received(state.replica, event.data.events) }
    case 'TabRoundStatusesReceived':
      if (state === null || state.tabId !== event.data.tabId) return state
      return { ...state, roundStatuses: { ...state.roundStatuses, ...Object.fromEntries(event.data.statuses.map((round) => [round.orderId, round.status])) } }
    case 'TabLinesQueued':
      if (state === null || state.tabId !== event.data.tabId) return state
      return { ...state, replica: { ...state.replica, pending: [...state.replica.pending, ...(event.data.events as NewTabEvent[])] } }
    case 'TabEventsDropped': {
      if (state === null || state.tabId !== event.data.tabId) return state
      const gone = new Set(event.data.dropped.map((drop) => drop.eventId))
      return { ...state, replica: { ...state.replica, pending: state.replica.pending.filter((pending) => !gone.has(pending.id)) }, dropped: [...event.data.dropped.map(({ eventId, key }) => ({ eventId, key })), ...state.dropped].slice(0, 20) }
    }
    case 'TabLeft':
      return state !== null && state.tabId === event.data.tabId ? null : state
  }
}

/** The tab's rules as this phone knows the venue (the server works them out the same way, domain/tab `tabRulesFor`). */
export function tabRulesOfVenue(venue: VenueView): TabRules {
  return tabRulesFor({ ordering: venue.rules?.ordering ?? ({ venueType: venue.restaurant_type, options: null } as OrderingOptions), coverPrice: venue.rules?.coverPrice ?? null, currency: venue.currency, tab: venue.rules?.tab })
}

/** What the guest sees of the tab: the confirmed tab with this phone's pending events on top. */
export function tabShown(views: { tab: TabView; venue: VenueView }, now: number) {
  if (views.tab === null) return null
  return shownTab(views.tab.replica, tabRulesOfVenue(views.venue), now)
}

/**
 * The tab as the guest sees it (issue #18): everyone's lines grouped by guest with each guest's
 * subtotal, what is locked by a payment under way, the rounds, and the money (paid + left = total).
 */
export function presentTab(views: { tab: TabView; venue: VenueView }, now: number) {
  const { tab: view } = views
  if (view === null) return null
  const rules = tabRulesOfVenue(views.venue)
  const tab = shownTab(view.replica, rules, now)
  const totals = tabTotals(tab, rules)
  const pendingIds = new Set(view.replica.pending.flatMap((event) => ('lineId' in event ? [event.lineId] : [])))
  const nameOf = (guestId: string) => tab.members.find((member) => member.guestId === guestId)?.name ?? '?'
  const statusOf = (paymentId: string | null) => (paymentId === null ? null : (tab.payments.find((payment) => payment.paymentId === paymentId)?.status ?? null))
  const lines = tab.lines.map((line) => ({
    lineId: line.lineId,
    guestId: line.guestId,
    guest: nameOf(line.guestId),
    mine: line.guestId === view.guestId,
    item: line.line.item.name,
    /** the menu's item, whose name each phone shows in its own language (the server names it in the venue's) */
    itemId: line.line.item.id,
    /** the options chosen and the guest's note, as the cart shows them */
    options: line.line.menuentryvariants,
    notes: line.line.notes,
    quantity: line.line.quantity,
    amount: lineTotal(line.line),
    round: line.round,
    /** not confirmed by the server yet */
    pending: pendingIds.has(line.lineId),
    /** sent in a round the kitchen refused: not charged */
    rejected: !onTheBill(tab, line),
    paying: statusOf(line.paidBy) === 'pending',
    paid: statusOf(line.paidBy) === 'paid',
  }))
  return {
    tabId: view.tabId,
    guestId: view.guestId,
    name: view.name,
    table: view.table,
    open: tab.open,
    closedReason: tab.closedReason,
    guests: tab.members.map((member) => ({ guestId: member.guestId, name: member.name, subtotal: totals.byGuest[member.guestId] ?? 0, lines: lines.filter((line) => line.guestId === member.guestId) })),
    lines,
    unsent: lines.filter((line) => line.round === null).length,
    rounds: tab.rounds.map((round) => ({ round: round.round, orderId: round.orderId, restaurantorderid: round.restaurantorderid, lines: round.lineIds.length, covers: round.covers, sentBy: nameOf(round.sentBy), rejected: round.rejected, status: round.rejected ? ('rejected' as const) : (view.roundStatuses[round.orderId] ?? 'pending') })),
    payments: tab.payments.map((payment) => ({ paymentId: payment.paymentId, guest: nameOf(payment.guestId), mine: payment.guestId === view.guestId, mode: payment.mode, amount: payment.amount, tip: payment.tip, status: payment.status })),
    total: totals.total,
    ordered: totals.ordered,
    paid: totals.paid,
    payable: totals.payable,
    /** held by payments under way */
    pending: totals.pending,
    left: totals.left,
    tips: totals.tips,
    covers: totals.covers,
    serviceCost: totals.serviceCost,
    /** How the rounds are served, which names their service cost as the cart names the mode's cost. */
    servedAs: tabPurchaseMode(rules.ordering),
    mine: totals.byGuest[view.guestId] ?? 0,
    tipPercents: rules.tipPercents,
    /** What each kind of share would pay now, before the tip ('amount' pays what the guest types). */
    shares: { mine: shareAmount(tab, rules, view.guestId, 'mine', 0), equal: shareAmount(tab, rules, view.guestId, 'equal', 0), rest: shareAmount(tab, rules, view.guestId, 'rest', 0) },
    pendingEvents: view.replica.pending.length,
    dropped: view.dropped,
  }
}

export type PresentedTab = ReturnType<typeof presentTab>
