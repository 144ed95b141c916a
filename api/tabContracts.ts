import * as t from 'io-ts'
import { GuestEventIdC, GuestNameC, GuestTabEventBodyC, TabEventC, TabIdC } from '../events/tabEvents'
import { MAX_TIP, SHARE_MODES } from '../domain/tab'
import { endpoint, IdParamC } from './contract'
import { PaymentProviderC } from './orderContracts'
import { OrderStatusC } from '../events/codecs/order'

/**
 * The table's shared tab (DESIGN §7a, issue #18). A phone joins with a guest id and a secret it
 * chose (16-200 characters, kept hashed by the server); every later call names them in the
 * `X-Tab-Guest` and `X-Tab-Secret` headers, and a phone that is not a member is refused (403).
 */

/** A stored event of the tab's stream as the wire carries it (the server reads its own rows with it too). */
export const TabStreamEventC = TabEventC

export const TAB_GUEST_HEADER = 'x-tab-guest'
export const TAB_SECRET_HEADER = 'x-tab-secret'

const NonNegativeIntC = t.refinement(t.number, (n) => Number.isSafeInteger(n) && n >= 0, 'NonNegativeInt')
const SecretC = t.refinement(t.string, (secret) => secret.length >= 16 && secret.length <= 200, 'TabSecret (16-200 characters)')
const EmailC = t.refinement(t.string, (email) => email.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email), 'Email')

const TabParamsC = t.type({ tab: TabIdC })
const TableParamsC = t.type({ hash: t.string, table_id: IdParamC })

/**
 * The stream from a place on: what a phone has not seen yet, and the head; with each round's order
 * status as the staff moved it (a field apart, not an event: a phone of an earlier version, whose
 * codec knows the events it knows, reads the answer all the same).
 */
const StreamC = t.intersection([
  t.type({ tab_id: t.string, events: t.array(TabEventC), seq: NonNegativeIntC }),
  t.partial({ round_statuses: t.array(t.type({ order_id: NonNegativeIntC, status: OrderStatusC })) }),
])

const JoinBodyC = t.intersection([t.type({ guest_id: TabIdC, secret: SecretC, name: GuestNameC }), t.partial({ email: EmailC })])

/** Whether a tab is open at the table (the QR code's offer to join, issue #18), and how many are in it: not who, nor its id (those are for members). */
export const tableTab = endpoint({
  method: 'GET',
  path: '/api/v4/restaurants/:hash/tables/:table_id/tab',
  params: TableParamsC,
  answer: t.type({ tab: t.union([t.type({ table_name: t.string, guests: NonNegativeIntC }), t.null]) }),
})

/** Opens the table's tab, or joins the one open there; `opened` says which. The whole stream comes back. */
export const openTableTab = endpoint({
  method: 'POST',
  path: '/api/v4/restaurants/:hash/tables/:table_id/tab',
  params: TableParamsC,
  body: JoinBodyC,
  answer: t.intersection([StreamC, t.type({ opened: t.boolean })]),
})

/** Joins a tab by its share link. Joining again with the same guest id and secret is the same member. */
export const joinTab = endpoint({
  method: 'POST',
  path: '/api/tabs/:tab/members',
  params: TabParamsC,
  body: JoinBodyC,
  answer: StreamC,
})

/** The events after `after` (0: all of them). */
export const pullTab = endpoint({
  method: 'GET',
  path: '/api/tabs/:tab/events',
  params: TabParamsC,
  query: t.type({ after: t.string }),
  answer: StreamC,
})

/**
 * Appends a phone's own line events at `expected_seq`, the head it decided them on. Someone else
 * appended first: 409 with the head (pull, re-decide, push again). An event id already in the
 * stream is not appended twice (a push repeated after a lost answer). The answer is the stream
 * after `expected_seq`, with the lines at the venue's prices.
 */
export const pushTab = endpoint({
  method: 'POST',
  path: '/api/tabs/:tab/events',
  params: TabParamsC,
  body: t.type({ expected_seq: NonNegativeIntC, events: t.array(t.intersection([GuestTabEventBodyC, t.type({ id: GuestEventIdC })])) }),
  answer: StreamC,
})

/** Sends every unsent line to the kitchen as one order (a round), tagged by guest. */
export const sendTabRound = endpoint({
  method: 'POST',
  path: '/api/tabs/:tab/rounds',
  params: TabParamsC,
  body: t.type({ after: NonNegativeIntC }),
  answer: StreamC,
})

/**
 * Starts paying a share: its lines are locked for the others, and a provider session is opened
 * for the amount plus the tip. Another phone paying the same line first: 409.
 */
export const startSharePayment = endpoint({
  method: 'POST',
  path: '/api/tabs/:tab/payments',
  params: TabParamsC,
  body: t.type({
    payment_id: TabIdC,
    mode: t.keyof(Object.fromEntries(SHARE_MODES.map((mode) => [mode, null])) as Record<(typeof SHARE_MODES)[number], null>),
    amount: NonNegativeIntC,
    tip: t.refinement(NonNegativeIntC, (tip) => tip <= MAX_TIP, `a tip of at most ${MAX_TIP} cents`),
    provider: PaymentProviderC,
    after: NonNegativeIntC,
  }),
  answer: t.intersection([StreamC, t.type({ session_id: t.string, client_secret: t.union([t.string, t.null]), checkout_url: t.union([t.string, t.null]) })]),
})

/** The share's result, as the provider knows it: paid, failed (its lines are free again), or still pending. */
export const sharePaymentResult = endpoint({
  method: 'POST',
  path: '/api/tabs/:tab/payments/:payment_id/result',
  params: t.type({ tab: TabIdC, payment_id: TabIdC }),
  body: t.type({ after: NonNegativeIntC }),
  answer: t.intersection([StreamC, t.type({ status: t.keyof({ paid: null, failed: null, pending: null }) })]),
})

/** The payer gives up a share still being paid: it ends failed (its lines free again), or paid when the provider was paid meanwhile. */
export const cancelSharePayment = endpoint({
  method: 'POST',
  path: '/api/tabs/:tab/payments/:payment_id/cancel',
  params: t.type({ tab: TabIdC, payment_id: TabIdC }),
  body: t.type({ after: NonNegativeIntC }),
  answer: sharePaymentResult.answer,
})

const TabSummaryC = t.type({
  tab_id: t.string,
  table_id: t.number,
  open: t.boolean,
  guests: t.array(t.string),
  rounds: t.number,
  total: t.number,
  paid: t.number,
  left: t.number,
  unpaid_lines: t.array(t.type({ guest: t.string, name: t.string, quantity: t.number, amount: t.number })),
  last_at: t.number,
  /** The venue's currency symbol (SPEC §3 Venue), for printing the amounts. */
  currency: t.string,
})
export type TabSummary = t.TypeOf<typeof TabSummaryC>

/** The staff side: the venue's tabs (open ones, or all with `all=1`), with what is paid and what is not. */
export const staffTabs = endpoint({
  method: 'GET',
  path: '/api/staff/restaurants/:hash/tabs',
  params: t.type({ hash: t.string }),
  query: t.partial({ all: t.string }),
  answer: t.type({ tabs: t.array(TabSummaryC) }),
})

/** The staff side: one tab with its whole stream. */
export const staffTab = endpoint({
  method: 'GET',
  path: '/api/staff/restaurants/:hash/tabs/:tab',
  params: t.type({ hash: t.string, tab: TabIdC }),
  answer: t.type({ tab: TabSummaryC, events: t.array(TabEventC) }),
})

/** The staff side: closes a tab, paid or not (its unpaid lines stay in the summary). */
export const closeTab = endpoint({
  method: 'POST',
  path: '/api/staff/restaurants/:hash/tabs/:tab/close',
  params: t.type({ hash: t.string, tab: TabIdC }),
  answer: t.type({ tab: TabSummaryC }),
})

