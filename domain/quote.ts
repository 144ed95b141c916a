import { lineTotal, type CartLine } from './cartLine'
import { couponApplies, couponDiscount, type Coupon } from './coupon'
import { inVenueModeCost, isShippingAvailable, minimumOrderAmount, shippingCost, type DeliveryRadius } from './delivery'
import type { Cents } from './money'
import { type SpecialMenuLine, specialMenuLineTotal } from './specialMenuLine'
import type { OrderingOptions, PurchaseMode } from './venueOptions'

/**
 * The one price of an order (issue #13): the app's cart and checkout show it, the server charges
 * it, `comanda scenario` checks it. Everything it reads is an argument: the lines as the guest
 * chose them (the server builds them from its own menu), the venue's price rules, the mode, and
 * what the table session already charged.
 */

/** The venue's price rules: the ordering options (costs, minimums, covers per mode) and the delivery bands. */
export type QuoteVenue = {
  ordering: OrderingOptions
  deliveryRadii: readonly DeliveryRadius[]
}

/** How the cost of online delivery is known: from the distance to the address (null: not located yet), or as a log recorded it before the app kept the distance. */
export type DeliveryBasis = { distanceKm: number | null } | { recordedCost: Cents }

export type QuoteInput = {
  /** null for a log recorded before the app kept the venue's rules: then the recorded delivery cost is used and every cover is charged. */
  venue: QuoteVenue | null
  lines: readonly CartLine[]
  specialLines: readonly SpecialMenuLine[]
  coupon: Coupon | null
  /** The covers the guest asked for, at the COPERTO item's price (SPEC §4 Covers popup). */
  covers: { count: number; unitPrice: Cents }
  /** null until the guest picks one (the cart): no mode cost yet. */
  mode: PurchaseMode | null
  delivery: DeliveryBasis
  /** SPEC §3 Table session: covers are charged once per table session. */
  coversChargedInSession: boolean
}

/** The extra cost of the mode (SPEC §3 cost_order_delivery, cost_order_pickup; online shipping), shown as its own line. */
export type ModeCost = { kind: 'shipping' | 'delivery' | 'pickup'; amount: Cents }

export type QuoteRefusal =
  | { key: 'order.minimum'; params: { amount: Cents } }
  | { key: 'delivery.outOfRange'; params: Record<string, never> }
  | { key: 'delivery.notLocated'; params: Record<string, never> }

export type Quote = {
  /** The food: every line with its options, before the coupon. */
  subtotal: Cents
  discount: Cents
  couponApplies: boolean
  cover: Cents
  modeCost: ModeCost | null
  /** `modeCost`'s amount, or 0: what the order's `shipping_cost` carries. */
  delivery: Cents
  total: Cents
  /** Online delivery to an address not located yet: its cost is not known (SPEC §5 Delivery: null). */
  shippingUnknown: boolean
  /** What keeps the venue from taking the order at this price (SPEC §5 Costs and minimums, Delivery). */
  refusals: QuoteRefusal[]
}

/**
 * SPEC §3 Offline options ask_for_cover with cover_enabled_delivery, cover_enabled_pickup (issue #13.3).
 * Choices: at the table covers are charged whenever the guest gave them (the covers popup asks them
 * there, SPEC §4); for delivery and pickup only where the venue asks covers in that mode (an absent
 * per-mode flag follows `ask_for_cover`, as the form reads it); an online venue serves no table and
 * charges none. Before a mode is chosen, the covers given are shown.
 */
export function coversCharged(ordering: OrderingOptions, mode: PurchaseMode | null): boolean {
  if (mode === null || mode === 'table') return true
  if (ordering.venueType === 1) return false
  const options = ordering.options
  if (options?.ask_for_cover !== true) return false
  return (mode === 'delivery' ? options.cover_enabled_delivery : options.cover_enabled_pickup) ?? true
}

/**
 * SPEC §3 Table session: covers are charged once per session. The session has charged them when
 * what it charged is more than the order being priced charged itself (an update charges its own
 * covers again in their place). The app and the server both ask it (issue #13).
 */
export function coversChargedBefore(sessionCoverCost: Cents, ownCharge: Cents): boolean {
  return sessionCoverCost - ownCharge > 0
}

type ModeCostResult = { cost: ModeCost | null; unknown: boolean; refusal: QuoteRefusal | null }

const NO_COST: ModeCostResult = { cost: null, unknown: false, refusal: null }

function venueModeCost(mode: PurchaseMode, amount: Cents | null): ModeCostResult {
  return { ...NO_COST, cost: amount !== null && amount > 0 ? { kind: mode === 'delivery' ? 'delivery' : 'pickup', amount } : null }
}

/** SPEC §5 Costs: a venue's delivery and pickup costs; §5 Delivery: online shipping by distance, with the threshold. */
function modeCostOf(venue: QuoteVenue | null, mode: PurchaseMode | null, delivery: DeliveryBasis, subtotal: Cents): ModeCostResult {
  if (mode === null || mode === 'table') return NO_COST
  if (venue === null) return venueModeCost(mode, 'recordedCost' in delivery ? delivery.recordedCost : null)
  const { ordering } = venue
  if (ordering.venueType !== 1) return venueModeCost(mode, inVenueModeCost(ordering.options, mode))
  if (mode !== 'delivery') return NO_COST
  if ('recordedCost' in delivery) return { ...NO_COST, cost: delivery.recordedCost > 0 ? { kind: 'shipping', amount: delivery.recordedCost } : null }
  const options = ordering.options
  const distance = delivery.distanceKm
  if (distance === null) return { cost: null, unknown: true, refusal: options?.max_radius_enabled === true ? { key: 'delivery.notLocated', params: {} } : null }
  if (!isShippingAvailable(options, venue.deliveryRadii, distance)) return { ...NO_COST, refusal: { key: 'delivery.outOfRange', params: {} } }
  const amount = shippingCost({ options, radii: venue.deliveryRadii, distance, foodSubtotal: subtotal })
  return { ...NO_COST, cost: amount !== null && amount > 0 ? { kind: 'shipping', amount } : null }
}

/**
 * SPEC §3 cartTotalPrice, cartCoverPrice, cartDeliveryPrice; §5 Coupon, Delivery, Costs and
 * minimums. The coupon takes its share of the food only; covers and the mode's cost are added after
 * it. An empty cart costs nothing, whatever was chosen before.
 */
export function quote(input: QuoteInput): Quote {
  let subtotal = 0
  for (const line of input.lines) subtotal += lineTotal(line)
  for (const line of input.specialLines) subtotal += specialMenuLineTotal(line)
  const empty = input.lines.length === 0 && input.specialLines.length === 0
  const discount = couponDiscount(input.coupon, subtotal)
  const coversApply = !input.coversChargedInSession && (input.venue === null || coversCharged(input.venue.ordering, input.mode))
  const cover = coversApply ? input.covers.count * input.covers.unitPrice : 0
  const mode = empty ? NO_COST : modeCostOf(input.venue, input.mode, input.delivery, subtotal)
  const delivery = mode.cost?.amount ?? 0
  const refusals: QuoteRefusal[] = []
  if (mode.refusal) refusals.push(mode.refusal)
  const minimum = input.venue === null || input.mode === null ? 0 : minimumOrderAmount(input.venue.ordering, input.mode)
  if (subtotal < minimum) refusals.push({ key: 'order.minimum', params: { amount: minimum } })
  return {
    subtotal,
    discount,
    couponApplies: input.coupon !== null && couponApplies(input.coupon, subtotal),
    cover,
    modeCost: mode.cost,
    delivery,
    total: subtotal - discount + cover + delivery,
    shippingUnknown: mode.unknown,
    refusals,
  }
}
