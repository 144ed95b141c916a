import { lineTotal, type CartLine } from './cartLine'
import type { MessageKey } from './messages'
import type { Cents } from './money'
import { formatMoney } from './display'
import { quote } from './quote'
import { DEFAULT_ORDER_LIMITS, orderSizeBreak } from './orderLimits'
import { availablePurchaseModes } from './checkoutForm'
import type { OrderingOptions, PurchaseMode } from './venueOptions'

/**
 * The table's shared tab (DESIGN §7a, issue #18): one ordered stream of events per tab, held by
 * the server and replicated by every phone at the table. This file is the tab's fold and its
 * rules; both the server (which orders and checks every append) and the phones (which decide
 * their own lines and show the tab) read it.
 */

/** What the venue serves at the table: its id (SPEC §3 tables) and the name the guests see. */
export type TabTable = { id: number; name: string }

/** How a guest pays a share: their own lines, an equal part of what is left, an amount, or all that is left. */
export const SHARE_MODES = ['mine', 'equal', 'amount', 'rest'] as const
export type ShareMode = (typeof SHARE_MODES)[number]

/** Why a tab was closed: everything paid, the staff closed it, or nobody touched it for the venue's inactivity limit. */
export const TAB_CLOSE_REASONS = ['paid', 'staff', 'inactive'] as const
export type TabCloseReason = (typeof TAB_CLOSE_REASONS)[number]

export type TabEventBody =
  | { type: 'TabOpened'; table: TabTable; name: string }
  | { type: 'GuestJoined'; name: string }
  | { type: 'TabLineAdded'; lineId: string; line: CartLine }
  | { type: 'TabLineQuantitySet'; lineId: string; quantity: number }
  | { type: 'TabLineRemoved'; lineId: string }
  /** The server sent the unsent lines to the kitchen as one order; `covers` is how many covers that order charged, `amount` what it charged in all. */
  | { type: 'RoundSent'; round: number; lineIds: string[]; covers: number; amount: Cents; orderId: number; restaurantorderid: number }
  /** The kitchen refused the round's order, or the staff canceled it: its lines and what it charged are off the bill. */
  | { type: 'RoundRejected'; round: number }
  /** A share is being paid: its lines (mode 'mine' and 'rest') are locked for the others until it ends. */
  | { type: 'SharePaymentStarted'; paymentId: string; mode: ShareMode; lineIds: string[]; amount: Cents; tip: Cents }
  | { type: 'SharePaymentEnded'; paymentId: string; paid: boolean }
  | { type: 'TabClosed'; reason: TabCloseReason }

export type TabEventType = TabEventBody['type']

/** Every event names the guest who caused it (the server's own events name the guest whose call caused them); `seq` is its place in the tab's stream, from 1. */
export type TabEvent = TabEventBody & { id: string; seq: number; at: number; guestId: string }

/** The server's own events are named in this namespace (`srv-close-…`), which a phone's events may not use. */
export const SERVER_EVENT_PREFIX = 'srv-'

/** The events a phone decides and pushes; the others only the server appends (rounds, payments, closing). */
export const GUEST_PUSHED_TYPES = ['TabLineAdded', 'TabLineQuantitySet', 'TabLineRemoved'] as const satisfies readonly TabEventType[]
export type GuestPushedType = (typeof GUEST_PUSHED_TYPES)[number]

export type TabMember = { guestId: string; name: string; joinedAt: number }
export type TabLine = { lineId: string; guestId: string; line: CartLine; round: number | null; paidBy: string | null }
export type TabRound = { round: number; lineIds: string[]; covers: number; amount: Cents; orderId: number; restaurantorderid: number; sentBy: string; at: number; rejected: boolean }
export type SharePayment = { paymentId: string; guestId: string; mode: ShareMode; lineIds: string[]; amount: Cents; tip: Cents; status: 'pending' | 'paid' | 'failed' }

export type Tab = {
  tabId: string
  table: TabTable
  open: boolean
  closedReason: TabCloseReason | null
  members: TabMember[]
  /** In the order they were added; a removed line is gone. */
  lines: TabLine[]
  rounds: TabRound[]
  payments: SharePayment[]
  /** The last event's seq (0 before any) and time. */
  seq: number
  lastAt: number
}

/** The venue's rules for tabs (issue #18); where the venue file is silent, these defaults. */
export type TabRules = {
  /** Only a line's author edits it, unless the venue lets anyone at the table. */
  anyoneEdits: boolean
  /** A tab nobody touched for this long is closed (default 3 hours). */
  inactivityMs: number
  /** The tip presets offered, in percent. */
  tipPercents: readonly number[]
  /** The COPERTO item's price (SPEC §4 Covers): each guest at the table is one cover, charged once per tab. */
  coverPrice: Cents
  ordering: OrderingOptions
  /** The venue's currency symbol, for the amounts a refusal names. */
  currency: string
}

export const DEFAULT_TAB_INACTIVITY_MS = 3 * 60 * 60 * 1000
export const DEFAULT_TIP_PERCENTS = [5, 10, 15] as const

/**
 * A venue's tab rules, for the server and the phones alike: the venue's `tab_options`, else the
 * defaults: only a line's author edits it, 3 hours of inactivity close a tab, tips of 5/10/15 %.
 */
export function tabRulesFor(venue: { ordering: OrderingOptions; coverPrice: Cents | null; currency: string; tab?: TabOptions | undefined }): TabRules {
  const options = venue.tab ?? {}
  return {
    anyoneEdits: options.anyoneEdits ?? false,
    inactivityMs: options.inactivityMs ?? DEFAULT_TAB_INACTIVITY_MS,
    tipPercents: options.tipPercents ?? DEFAULT_TIP_PERCENTS,
    coverPrice: venue.coverPrice ?? 0,
    ordering: venue.ordering,
    currency: venue.currency,
  }
}

/** What a venue may set of its tabs (the venue file's `tab_options`); what it leaves out takes the defaults. */
export type TabOptions = { tipPercents?: number[]; anyoneEdits?: boolean; inactivityMs?: number }

/** The venue file's `tab_options` as the rules read them. */
export function tabOptionsOf(file: { tip_percents?: readonly number[]; anyone_edits?: boolean; inactivity_minutes?: number } | null | undefined): TabOptions | undefined {
  if (!file) return undefined
  return {
    ...(file.tip_percents ? { tipPercents: [...file.tip_percents] } : {}),
    ...(file.anyone_edits !== undefined ? { anyoneEdits: file.anyone_edits } : {}),
    ...(file.inactivity_minutes !== undefined ? { inactivityMs: file.inactivity_minutes * 60_000 } : {}),
  }
}
/** A tab line's quantity is held to the order's (domain/orderLimits), as a cart line's is. */
export const MAX_TAB_LINE_QUANTITY = DEFAULT_ORDER_LIMITS.maxQuantity
export const MAX_TAB_LINES = 200
export const MAX_TAB_MEMBERS = 20

export function emptyTab(tabId: string): Tab {
  return { tabId, table: { id: 0, name: '' }, open: false, closedReason: null, members: [], lines: [], rounds: [], payments: [], seq: 0, lastAt: 0 }
}

const replaceLine = (tab: Tab, lineId: string, change: (line: TabLine) => TabLine | null): TabLine[] =>
  tab.lines.flatMap((line) => {
    if (line.lineId !== lineId) return [line]
    const changed = change(line)
    return changed === null ? [] : [changed]
  })

/** The fold: one event onto the tab. It trusts the event (the server checked it with `tabEventRefusal` before storing it). */
export function evolveTab(tab: Tab, event: TabEvent): Tab {
  const next = { ...tab, seq: event.seq, lastAt: event.at }
  switch (event.type) {
    case 'TabOpened':
      return { ...next, table: event.table, open: true, members: [{ guestId: event.guestId, name: event.name, joinedAt: event.at }] }
    case 'GuestJoined':
      return { ...next, members: [...tab.members, { guestId: event.guestId, name: event.name, joinedAt: event.at }] }
    case 'TabLineAdded':
      return { ...next, lines: [...tab.lines, { lineId: event.lineId, guestId: event.guestId, line: event.line, round: null, paidBy: null }] }
    case 'TabLineQuantitySet':
      return { ...next, lines: replaceLine(tab, event.lineId, (line) => ({ ...line, line: { ...line.line, quantity: event.quantity } })) }
    case 'TabLineRemoved':
      return { ...next, lines: replaceLine(tab, event.lineId, () => null) }
    case 'RoundSent': {
      const sent = new Set(event.lineIds)
      const round = { round: event.round, lineIds: event.lineIds, covers: event.covers, amount: event.amount, orderId: event.orderId, restaurantorderid: event.restaurantorderid, sentBy: event.guestId, at: event.at, rejected: false }
      return { ...next, rounds: [...tab.rounds, round], lines: tab.lines.map((line) => (sent.has(line.lineId) ? { ...line, round: event.round } : line)) }
    }
    case 'RoundRejected':
      return { ...next, rounds: tab.rounds.map((round) => (round.round === event.round ? { ...round, rejected: true } : round)) }
    case 'SharePaymentStarted': {
      const locked = new Set(event.lineIds)
      const payment: SharePayment = { paymentId: event.paymentId, guestId: event.guestId, mode: event.mode, lineIds: event.lineIds, amount: event.amount, tip: event.tip, status: 'pending' }
      return { ...next, payments: [...tab.payments, payment], lines: tab.lines.map((line) => (locked.has(line.lineId) ? { ...line, paidBy: event.paymentId } : line)) }
    }
    case 'SharePaymentEnded': {
      const payments = tab.payments.map((payment): SharePayment => (payment.paymentId === event.paymentId ? { ...payment, status: event.paid ? 'paid' : 'failed' } : payment))
      // a failed payment gives its lines back
      const lines = event.paid ? tab.lines : tab.lines.map((line) => (line.paidBy === event.paymentId ? { ...line, paidBy: null } : line))
      return { ...next, payments, lines }
    }
    case 'TabClosed':
      return { ...next, open: false, closedReason: event.reason }
  }
}

export function foldTab(tabId: string, events: readonly TabEvent[]): Tab {
  let tab = emptyTab(tabId)
  for (const event of events) tab = evolveTab(tab, event)
  return tab
}

/** The tab's money, worked out by the one price function (domain/quote) as a single order at the table. */
export type TabTotals = {
  /** Everything on the tab, sent or not, with one cover per guest. */
  total: Cents
  /** What went to the kitchen, with the covers its rounds charged: what can be paid. */
  ordered: Cents
  paid: Cents
  /** Shares being paid now. */
  pending: Cents
  /** What can be paid now: ordered, less what is paid and being paid. */
  payable: Cents
  /** What the tab still owes: total less what is paid (paid + left = total, to the cent). */
  left: Cents
  tips: Cents
  /** Each guest's own lines, sent or not. */
  byGuest: Record<string, Cents>
  /** The covers on the bill (one per guest, charged once for the tab), so the total adds up on screen. */
  covers: { count: number; amount: Cents }
  /**
   * What the rounds charge besides their lines and covers: the cost of how they are served
   * (SPEC §3 cost_order_delivery, cost_order_pickup, per order), named on screen by the mode.
   */
  serviceCost: Cents
}

/**
 * How a tab's rounds are ordered: served at the table where the venue offers it (SPEC §3
 * enabled_order_delivery, "Servito al tavolo"), else a plain table order, else the venue's one mode.
 */
export function tabPurchaseMode(ordering: OrderingOptions): PurchaseMode {
  const modes = availablePurchaseModes(ordering)
  return modes.includes('delivery') ? 'delivery' : modes.includes('table') ? 'table' : (modes[0] ?? 'table')
}

function tableQuote(rules: Pick<TabRules, 'ordering' | 'coverPrice'>, lines: readonly CartLine[], covers: number) {
  return quote({
    venue: { ordering: rules.ordering, deliveryRadii: [] },
    lines,
    specialLines: [],
    coupon: null,
    covers: { count: covers, unitPrice: rules.coverPrice },
    mode: tabPurchaseMode(rules.ordering),
    delivery: { distanceKm: null },
    coversChargedInSession: false,
  })
}

/**
 * Covers the next round asks for: one per guest at the table, by the first round only (SPEC §3
 * Table session: covers are charged once per session, so the venue charges later rounds none).
 */
export function coversDue(tab: Tab): number {
  return tab.rounds.length === 0 ? tab.members.length : 0
}

/**
 * The tab's money. What went to the kitchen is what its orders charged (each round is an order of
 * the venue, priced by the server); what waits to be sent is quoted as the next order would be.
 */
export function tabTotals(tab: Tab, rules: Pick<TabRules, 'ordering' | 'coverPrice'>): TabTotals {
  const unsent = unsentLines(tab)
  const next = unsent.length === 0 ? null : tableQuote(rules, unsent, coversDue(tab))
  const billed = tab.rounds.filter((round) => !round.rejected)
  const ordered = billed.reduce((sum, round) => sum + round.amount, 0)
  const total = ordered + (next?.total ?? 0)
  const covers = { count: next !== null && next.cover > 0 ? coversDue(tab) : 0, amount: next?.cover ?? 0 }
  let serviceCost = next?.delivery ?? 0
  for (const round of billed) {
    // what the round's order charged for its mode, by the same quote (not what is left of its amount:
    // a price changed since the lines were added would read as a service cost)
    const roundLines = tab.lines.filter((line) => line.round === round.round).map((line) => line.line)
    covers.count += round.covers
    covers.amount += round.covers * rules.coverPrice
    serviceCost += roundLines.length === 0 ? 0 : tableQuote(rules, roundLines, 0).delivery
  }
  let paid = 0
  let pending = 0
  let tips = 0
  for (const payment of tab.payments) {
    if (payment.status === 'paid') {
      paid += payment.amount
      tips += payment.tip
    }
    if (payment.status === 'pending') pending += payment.amount
  }
  const byGuest: Record<string, Cents> = {}
  for (const member of tab.members) byGuest[member.guestId] = 0
  for (const line of tab.lines) if (onTheBill(tab, line)) byGuest[line.guestId] = (byGuest[line.guestId] ?? 0) + lineTotal(line.line)
  return { total, ordered, paid, pending, payable: ordered - paid - pending, left: total - paid, tips, byGuest, covers, serviceCost }
}

/** Whether a line is charged: waiting to be sent, or sent in a round the kitchen did not refuse. */
export function onTheBill(tab: Pick<Tab, 'rounds'>, line: Pick<TabLine, 'round'>): boolean {
  return line.round === null || tab.rounds.some((round) => round.round === line.round && !round.rejected)
}

/** The lines a share of this mode pays: the payer's own sent, unpaid lines, or every sent unpaid line. Equal and amount shares pay money, not lines. */
export function shareLines(tab: Tab, guestId: string, mode: ShareMode): TabLine[] {
  if (mode !== 'mine' && mode !== 'rest') return []
  return tab.lines.filter((line) => line.round !== null && onTheBill(tab, line) && line.paidBy === null && (mode === 'rest' || line.guestId === guestId))
}

/**
 * How much a share of this mode pays before the tip: its lines' total ('mine'), an equal part of
 * what can be paid among the guests who have not paid yet, the same on every phone (a guest who
 * paid pays one of those parts), rounded up to the cent so the last payer never owes a cent more
 * than the others ('equal'), all that can be paid ('rest'), or the amount asked ('amount').
 */
export function shareAmount(tab: Tab, rules: Pick<TabRules, 'ordering' | 'coverPrice'>, guestId: string, mode: ShareMode, asked: Cents): Cents {
  const { payable } = tabTotals(tab, rules)
  switch (mode) {
    case 'mine':
      return shareLines(tab, guestId, mode).reduce((sum, line) => sum + lineTotal(line.line), 0)
    case 'rest':
      return payable
    case 'amount':
      return asked
    case 'equal': {
      const payers = new Set(tab.payments.filter((payment) => payment.status !== 'failed').map((payment) => payment.guestId))
      const still = Math.max(1, tab.members.filter((member) => !payers.has(member.guestId)).length)
      return Math.ceil(payable / still)
    }
  }
}

/** The largest tip one share may carry (a typing slip of € 2.000 is refused before the provider's page). */
export const MAX_TIP: Cents = 100_000

/** The tip a preset percentage gives on an amount, rounded to the cent. */
export function tipOf(amount: Cents, percent: number): Cents {
  return Math.round((amount * percent) / 100)
}

export type TabRefusal = { key: MessageKey; params: Record<string, string | number> }

const refuse = (key: MessageKey, params: Record<string, string | number> = {}): TabRefusal => ({ key, params })

function lineRefusal(tab: Tab, event: { lineId: string; guestId: string }, rules: Pick<TabRules, 'anyoneEdits'>): TabRefusal | null {
  const line = tab.lines.find((candidate) => candidate.lineId === event.lineId)
  if (!line) return refuse('tab.lineGone')
  if (line.round !== null) return refuse('tab.lineSent')
  if (line.guestId !== event.guestId && !rules.anyoneEdits) return refuse('tab.notYourLine')
  return null
}

/**
 * The tab's rules (issue #18), asked by the server before it appends an event and by a phone
 * before it pushes one (and again when it rebases its pending events on what others appended).
 * Null when the event may follow the tab as it stands.
 */
export function tabEventRefusal(tab: Tab, event: TabEvent, rules: Pick<TabRules, 'anyoneEdits' | 'ordering' | 'coverPrice' | 'currency'>): TabRefusal | null {
  if (event.type === 'TabOpened') return tab.seq === 0 ? null : refuse('tab.alreadyOpen')
  // a payment under way still ends when the tab closes: the money the provider took is recorded; so is a round the kitchen refuses
  if (!tab.open && event.type !== 'SharePaymentEnded' && event.type !== 'RoundRejected') return refuse('tab.closed')
  const member = tab.members.some((candidate) => candidate.guestId === event.guestId)
  if (event.type === 'GuestJoined') {
    if (member) return refuse('tab.alreadyMember')
    return tab.members.length >= MAX_TAB_MEMBERS ? refuse('tab.full', { max: MAX_TAB_MEMBERS }) : null
  }
  if (!member && event.type !== 'TabClosed') return refuse('tab.notMember')
  switch (event.type) {
    case 'TabLineAdded':
      if (tab.lines.some((line) => line.lineId === event.lineId)) return refuse('tab.lineExists')
      if (tab.lines.length >= MAX_TAB_LINES) return refuse('tab.tooManyLines', { max: MAX_TAB_LINES })
      return quantityRefusal(event.line.quantity) ?? nextRoundRefusal(tab, rules, [...unsentLines(tab), event.line])
    case 'TabLineQuantitySet':
      return (
        lineRefusal(tab, event, rules) ??
        quantityRefusal(event.quantity) ??
        // lowering a quantity is always allowed: it is how a guest brings the next round back under the limit
        (event.quantity > (tab.lines.find((line) => line.lineId === event.lineId)?.line.quantity ?? 0)
          ? nextRoundRefusal(tab, rules, unsentLinesWith(tab, event.lineId, (line) => ({ ...line, quantity: event.quantity })))
          : null)
      )
    case 'TabLineRemoved':
      return lineRefusal(tab, event, rules)
    case 'RoundSent': {
      const unsent = tab.lines.filter((line) => line.round === null).map((line) => line.lineId)
      if (unsent.length === 0) return refuse('tab.nothingToSend')
      const same = unsent.length === event.lineIds.length && unsent.every((id) => event.lineIds.includes(id))
      // the order may charge fewer covers than are due: the table's session may have charged them already (SPEC §3 Table session)
      const fits = same && event.round === tab.rounds.length + 1 && event.covers <= coversDue(tab) && Number.isSafeInteger(event.amount) && event.amount >= 0
      return fits ? null : refuse('tab.changed')
    }
    case 'SharePaymentStarted': {
      if (event.tip < 0 || !Number.isSafeInteger(event.tip)) return refuse('tab.badAmount')
      if (!Number.isSafeInteger(event.amount) || event.amount <= 0) return refuse('tab.nothingToPay')
      const lines = new Set(shareLines(tab, event.guestId, event.mode).map((line) => line.lineId))
      const taken = event.lineIds.some((id) => !lines.has(id))
      if (taken) return refuse('tab.lineTaken')
      if ((event.mode === 'mine' || event.mode === 'rest') && lines.size !== event.lineIds.length) return refuse('tab.changed')
      if (event.mode === 'mine' && event.lineIds.length === 0) return refuse('tab.nothingToPay')
      const { payable } = tabTotals(tab, rules)
      if (event.amount > payable) return refuse('tab.moreThanLeft', { left: formatMoney(payable, { symbol: rules.currency }) })
      return event.mode === 'amount' || event.amount === shareAmount(tab, rules, event.guestId, event.mode, event.amount) ? null : refuse('tab.changed')
    }
    case 'RoundRejected':
      return tab.rounds.some((round) => round.round === event.round && !round.rejected) ? null : refuse('tab.changed')
    case 'SharePaymentEnded':
      return tab.payments.some((payment) => payment.paymentId === event.paymentId && payment.status === 'pending') ? null : refuse('tab.paymentGone')
    case 'TabClosed':
      return null
  }
}

const unsentLines = (tab: Tab): CartLine[] => tab.lines.filter((line) => line.round === null).map((line) => line.line)
const unsentLinesWith = (tab: Tab, lineId: string, change: (line: CartLine) => CartLine): CartLine[] =>
  tab.lines.filter((line) => line.round === null).map((line) => (line.lineId === lineId ? change(line.line) : line.line))

/**
 * The next round must be an order the venue takes (its rows and its amount within the order's
 * limits, domain/orderLimits): a line that would make it too large is refused when it is added,
 * or one guest's lines could stop the whole table from sending its rounds.
 */
function nextRoundRefusal(tab: Tab, rules: Pick<TabRules, 'ordering' | 'coverPrice' | 'currency'>, unsent: readonly CartLine[]): TabRefusal | null {
  const limits = DEFAULT_ORDER_LIMITS
  const size = orderSizeBreak(limits, unsent, tableQuote(rules, unsent, coversDue(tab)).total)
  if (size === 'rows') return refuse('tab.roundTooManyLines', { max: limits.maxRows })
  if (size === 'total') return refuse('tab.roundTooLarge', { amount: formatMoney(limits.maxTotal, { symbol: rules.currency }) })
  return null
}

function quantityRefusal(quantity: number): TabRefusal | null {
  return Number.isSafeInteger(quantity) && quantity >= 1 && quantity <= MAX_TAB_LINE_QUANTITY ? null : refuse('order.quantityTooLarge', { max: MAX_TAB_LINE_QUANTITY })
}

/** Everything ordered is paid and nothing waits to be sent: the tab closes (issue #18). */
export function isTabSettled(tab: Tab, rules: Pick<TabRules, 'ordering' | 'coverPrice'>): boolean {
  if (tab.rounds.length === 0 || tab.lines.some((line) => line.round === null)) return false
  const totals = tabTotals(tab, rules)
  return totals.pending === 0 && totals.payable <= 0
}

/** A tab nobody touched for the venue's limit is closed by the server (issue #18: default 3 hours). */
export function isTabInactive(tab: Tab, now: number, inactivityMs: number): boolean {
  return tab.open && now - tab.lastAt >= inactivityMs
}
