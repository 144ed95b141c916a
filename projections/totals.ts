import { lineTotal } from '../domain/cartLine'
import { couponApplies, couponDiscount } from '../domain/coupon'
import type { Cents } from '../domain/money'
import { specialMenuUnitPrice } from '../domain/specialMenuLine'
import type { CartView } from './cart'
import type { CheckoutView } from './checkout'

/** SPEC §3 cartTotalPrice, cartCoverPrice, cartDeliveryPrice; §5 Coupon. All integer cents. */
export type TotalsView = {
  subtotal: Cents
  discount: Cents
  couponApplies: boolean
  cover: Cents
  delivery: Cents
  total: Cents
}

export const initial: TotalsView = { subtotal: 0, discount: 0, couponApplies: false, cover: 0, delivery: 0, total: 0 }

/** Delivery, or a venue's pickup: the modes with a cost of their own (SPEC §3 cost_order_delivery, cost_order_pickup, shipping). */
function hasModeCost(checkout: CheckoutView): boolean {
  const details = checkout.details
  return details !== null && (details.delivery_choice !== null || details.order_type === 'deliver')
}

/**
 * Totals are derived from the cart and the checkout, never stored: the food subtotal, the
 * coupon discount on it, then cover and delivery added after the discount (SPEC §5 Coupon); an
 * empty cart has no delivery cost, whatever the checkout remembers.
 */
export function totalsOf(cart: CartView, checkout: CheckoutView): TotalsView {
  let subtotal = 0
  for (const line of cart.lines) subtotal += lineTotal(line)
  for (const line of cart.specialLines) subtotal += specialMenuUnitPrice(line) * line.quantity
  const discount = couponDiscount(cart.coupon, subtotal)
  const cover = cart.covers.count * cart.covers.unitPrice
  const somethingToDeliver = cart.lines.length > 0 || cart.specialLines.length > 0
  const delivery = somethingToDeliver && hasModeCost(checkout) ? (checkout.details?.shipping_cost ?? 0) : 0
  return {
    subtotal,
    discount,
    couponApplies: cart.coupon !== null && couponApplies(cart.coupon, subtotal),
    cover,
    delivery,
    total: subtotal - discount + cover + delivery,
  }
}
