import { DEFAULT_SESSION_VALIDITY_MS } from '../domain/orderSession'
import { orderingActive } from '../domain/orderingActive'
import { newestFirst, unpaidOrderIds } from './myOrders'
import { orderSessionAt } from './orderSession'
import { presentTab } from './tab'
import { totalsOf } from './totals'
import type { Views } from './views'

/** The views as the guest sees them at `now`: the time-dependent parts worked out (DESIGN §5). */
export function presentViews(views: Views, now: number, validityMs: number = DEFAULT_SESSION_VALIDITY_MS) {
  const session = orderSessionAt(views.session, views.venue.restaurant_type, now, validityMs)
  // past the order session the next order is a new one, not an update: priced as such (issue #13)
  const totals =
    session.openServerOrderId === views.session.openServerOrderId
      ? views.totals
      : totalsOf({ cart: views.cart, venue: views.venue, table: views.table, details: views.checkout.details, updating: session.openServerOrderId })
  return {
    // whether the venue takes orders at that moment (SPEC §4 Ordering active): a replay shows a pause the guest met
    venue: { ...views.venue, ordering: views.venue.rules ? orderingActive(views.venue.rules.ordering, now, views.venue.rules.timeZone) : null },
    cart: views.cart,
    totals,
    checkout: views.checkout,
    session,
    // Newest first, as My orders lists them, so `myOrders.orders.0` in the CLI is the order on top (issue #17.10).
    myOrders: { ...views.myOrders, orders: newestFirst(views.myOrders.orders), unpaid: unpaidOrderIds(views.myOrders) },
    table: views.table,
    customer: views.customer,
    waiter: views.waiter,
    tab: presentTab(views, now),
  }
}

export type PresentedViews = ReturnType<typeof presentViews>
