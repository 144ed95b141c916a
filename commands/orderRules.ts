import type { ClientOrder, CheckoutDetails } from '../domain/order'
import { orderRefusal as venueRefusal, refusalNotice } from '../domain/orderChecks'
import { DEFAULT_ORDER_LIMITS } from '../domain/orderLimits'
import { coversChargedInSession, type TotalsView } from '../projections/totals'
import type { Views } from '../projections/views'
import { reject, type Decision } from './decision'

/**
 * The venue's own refusals, checked before an order leaves with the venue's rules as the app
 * loaded them (without them the server decides alone): the one rule set the server checks again
 * on receipt (domain/orderChecks), so the guest hears the same words from either. The slot is not
 * checked against the clock here: the checkout offers only the slots open now.
 */
export function orderRefusal(views: Views, totals: TotalsView, details: CheckoutDetails, order: ClientOrder, now: number, updating: number | null): Decision | null {
  const rules = views.venue.rules
  if (rules === null) return null
  const refusal = venueRefusal(
    { ...rules, restaurantType: views.venue.restaurant_type, limits: DEFAULT_ORDER_LIMITS, deliveryRadii: rules.deliveryRadii ?? [], coverPrice: rules.coverPrice ?? null },
    { ...order, contacts: details.contacts, privacy_accepted: details.privacy_accepted, payment: details.payment },
    { now, quote: totals, tableSessionOpen: views.table.session !== null, coversChargedInSession: coversChargedInSession(views.table, details, updating), offeredSlots: null },
  )
  if (refusal === null) return null
  const notice = refusalNotice(refusal, views.venue.currency)
  return reject(notice.key, notice.params)
}
