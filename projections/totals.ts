import { purchaseModeOf } from '../domain/checkoutForm'
import type { CheckoutDetails } from '../domain/order'
import { coversChargedBefore, quote, type Quote } from '../domain/quote'
import type { CartView } from './cart'
import type { TableView } from './table'
import type { VenueView } from './venue'

/** SPEC §3 cartTotalPrice, cartCoverPrice, cartDeliveryPrice; §5 Coupon: the cart's quote (domain/quote). All integer cents. */
export type TotalsView = Quote

export const initial: TotalsView = { subtotal: 0, discount: 0, couponApplies: false, cover: 0, modeCost: null, delivery: 0, total: 0, shippingUnknown: false, refusals: [] }

export type TotalsInputs = {
  cart: CartView
  venue: VenueView
  table: TableView
  details: CheckoutDetails | null
  /** The server order the next submission updates (pay before, SPEC §4 Order submit), if any. */
  updating: number | null
}

/**
 * Totals are derived, never stored: the quote of the cart with the checkout's details, priced with
 * the venue's rules as the guest opened it. The checkout shows the same with the details being
 * typed (Checkout.tsx), so what the guest sees before sending is what the order charges.
 */
export function totalsOf({ cart, venue, table, details, updating }: TotalsInputs): TotalsView {
  const rules = venue.rules
  return quote({
    venue: rules && { ordering: rules.ordering, deliveryRadii: rules.deliveryRadii ?? [] },
    lines: cart.lines,
    specialLines: cart.specialLines,
    coupon: cart.coupon,
    covers: { count: cart.covers.count, unitPrice: rules?.coverPrice !== undefined ? (rules.coverPrice ?? 0) : cart.covers.unitPrice },
    mode: details === null ? null : purchaseModeOf(details),
    delivery: details?.distance_km !== undefined ? { distanceKm: details.distance_km } : { recordedCost: details?.shipping_cost ?? 0 },
    coversChargedInSession: coversChargedInSession(table, details, updating),
  })
}

/**
 * SPEC §3 Table session: the order goes to the verified session's table, and that session already
 * charged covers, other than those of the order being updated (they are charged again in its place).
 */
export function coversChargedInSession(table: TableView, details: Pick<CheckoutDetails, 'table_id'> | null, updating: number | null): boolean {
  const session = table.session
  if (session === null || (details !== null && details.table_id !== session.table_id)) return false
  const own = table.coversCharged !== null && table.coversCharged.orderId === updating ? table.coversCharged.amount : 0
  return coversChargedBefore(session.cover_cost, own)
}
