import type { CartLine } from '../../domain/cartLine'
import { purchaseModeOf } from '../../domain/checkoutForm'
import type { Coupon } from '../../domain/coupon'
import { buildClientOrder, type CheckoutDetails, type ClientOrder } from '../../domain/order'
import type { OrderVenueRules } from '../../domain/orderChecks'
import { quote } from '../../domain/quote'
import type { SpecialMenuLine } from '../../domain/specialMenuLine'

/**
 * A client order with the price the app shows for it: the quote (domain/quote) of these lines with
 * the venue's rules, as the app's totals view computes it before sending (issue #13).
 */
export function quotedOrder(input: {
  lines: readonly CartLine[]
  specialLines?: readonly SpecialMenuLine[]
  details: CheckoutDetails
  rules: Pick<OrderVenueRules, 'ordering' | 'deliveryRadii' | 'coverPrice'>
  coupon?: Coupon | null
  distanceKm?: number | null
  coversChargedInSession?: boolean
}): ClientOrder {
  const { lines, details, rules } = input
  const specialLines = input.specialLines ?? []
  const totals = quote({
    venue: { ordering: rules.ordering, deliveryRadii: rules.deliveryRadii },
    lines,
    specialLines,
    coupon: input.coupon ?? null,
    covers: { count: details.covers_number ?? 0, unitPrice: rules.coverPrice ?? 0 },
    mode: purchaseModeOf(details),
    delivery: { distanceKm: input.distanceKm ?? null },
    coversChargedInSession: input.coversChargedInSession ?? false,
  })
  return buildClientOrder({ lines: [...lines], specialLines: [...specialLines], details, totals })
}
