import type { Envelope } from '../events/envelope'
import * as cart from './cart'
import * as checkout from './checkout'
import * as customer from './customer'
import * as myOrders from './myOrders'
import * as orderSession from './orderSession'
import * as tab from './tab'
import * as table from './table'
import * as totals from './totals'
import * as venue from './venue'
import * as waiter from './waiter'

/** Every view of a venue log, folded together (DESIGN §5). Serialisable, never mutated. */
export type Views = {
  venue: venue.VenueView
  cart: cart.CartView
  totals: totals.TotalsView
  checkout: checkout.CheckoutView
  session: orderSession.OrderSessionState
  myOrders: myOrders.MyOrdersView
  table: table.TableView
  customer: customer.CustomerView
  waiter: waiter.WaiterView
  /** the table's shared tab this phone is on (issue #18) */
  tab: tab.TabView
  /** how many events were folded, and the last one's seq and time */
  events: number
  lastSeq: number
  lastAt: number | null
}

export const initialViews: Views = {
  venue: venue.initial,
  cart: cart.initial,
  totals: totals.initial,
  checkout: checkout.initial,
  session: orderSession.initial,
  myOrders: myOrders.initial,
  table: table.initial,
  customer: customer.initial,
  waiter: waiter.initial,
  tab: tab.initial,
  events: 0,
  lastSeq: 0,
  lastAt: null,
}

/** One event into every view. Totals are derived, and only recomputed when their inputs changed. */
export function evolveViews(views: Views, event: Envelope): Views {
  const nextCart = cart.evolve(views.cart, event)
  const nextCheckout = checkout.evolve(views.checkout, event)
  const nextVenue = venue.evolve(views.venue, event)
  const nextTable = table.evolve(views.table, event)
  const nextSession = orderSession.evolve(views.session, event)
  const unchanged =
    nextCart === views.cart &&
    nextCheckout.details === views.checkout.details &&
    nextVenue === views.venue &&
    nextTable === views.table &&
    nextSession.openServerOrderId === views.session.openServerOrderId
  return {
    venue: nextVenue,
    cart: nextCart,
    totals: unchanged ? views.totals : totals.totalsOf({ cart: nextCart, venue: nextVenue, table: nextTable, details: nextCheckout.details, updating: nextSession.openServerOrderId }),
    checkout: nextCheckout,
    session: nextSession,
    myOrders: myOrders.evolve(views.myOrders, event),
    table: nextTable,
    customer: customer.evolve(views.customer, event),
    waiter: waiter.evolve(views.waiter, event),
    tab: tab.evolve(views.tab, event),
    events: views.events + 1,
    lastSeq: event.seq,
    lastAt: event.at,
  }
}

/** One event of a fold with the views just before and just after it. */
export type FoldStep = { event: Envelope; before: Views; after: Views }

/**
 * The fold, one event at a time (DESIGN §5): every replay mode of the CLI, the bench, the bus's
 * notices and `replay` itself walk the log through here, so there is one loop to trust.
 */
export function* steps(events: Iterable<Envelope>, from: Views = initialViews): Generator<FoldStep, void, undefined> {
  let before = from
  for (const event of events) {
    const after = evolveViews(before, event)
    yield { event, before, after }
    before = after
  }
}

/** The whole log folded from scratch: what the CLI runs, and what the app's `scan` must equal. */
export function replay(events: Iterable<Envelope>, from: Views = initialViews): Views {
  let views = from
  for (const step of steps(events, from)) views = step.after
  return views
}

/** Bump when a projection's shape or rules change: stored snapshots of older versions are ignored. */
export const PROJECTION_VERSION = 4
