import type { MessageKey } from '../domain/messages'
import { formatMoney } from '../domain/display'
import { minimumOrderProblem } from '../domain/delivery'
import { purchaseModeOf } from '../domain/checkoutForm'
import type { CheckoutDetails } from '../domain/order'
import { orderingActive } from '../domain/orderingActive'
import { checkSendOrder } from '../domain/tables'
import type { Views } from '../projections/views'
import { reject, type Decision } from './decision'

/**
 * The venue's own refusals, checked before an order leaves (with the venue's rules as the app
 * loaded them; without them the server decides alone): ordering not enabled or paused (SPEC §4,
 * §8), the send-order check for tables (SPEC §4), and the minimum order (SPEC §5; enforcing it
 * at checkout is our choice, see `minimumOrderProblem`).
 */
export function orderRefusal(views: Views, details: CheckoutDetails, now: number): Decision | null {
  const rules = views.venue.rules
  if (rules === null) return null
  if (!orderingActive(rules.ordering, now, rules.timeZone).active) return reject('order.unavailable')
  const sent = checkSendOrder({
    restaurantType: views.venue.restaurant_type,
    manualTableOpening: rules.ordering.venueType !== 1 && rules.ordering.options?.manual_opening_table === true,
    uniqueQr: rules.uniqueQr,
    deliveryChoice: details.delivery_choice,
    uniqueTableId: views.table.uniqueTable?.table?.id ?? null,
    tables: rules.tables,
    tableSessionOpen: views.table.session !== null,
  })
  if (!sent.ok) return reject(sent.reason as MessageKey)
  const mode = purchaseModeOf(details)
  const minimum = mode === null ? null : minimumOrderProblem(rules.ordering, mode, views.totals.subtotal)
  if (minimum) return reject('order.minimum', { amount: formatMoney(minimum.params.amount, { symbol: views.venue.currency }) })
  return null
}
