import type { Cents } from './money'
import type { OfflineOptions, OnlineOptions, OrderingOptions, PurchaseMode } from './venueOptions'

/** SPEC §3 Venue (full) deliveryRadii: `radius` in km, `shipping_cost` in cents. */
export type DeliveryRadius = { readonly radius: number; readonly shipping_cost: Cents }

export type LatLng = { readonly lat: number; readonly lng: number }

/** Mean Earth radius (IUGG), km. */
const EARTH_RADIUS_KM = 6371.0088

/** Great-circle distance in km between two points, by the haversine formula. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const toRadians = (degrees: number) => (degrees * Math.PI) / 180
  const dLat = toRadians(b.lat - a.lat)
  const dLng = toRadians(b.lng - a.lng)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

function isKnownDistance(distance: number | null | undefined): distance is number {
  return typeof distance === 'number' && Number.isFinite(distance) && distance >= 0
}

/** The largest radius of the bands, or null when there are none. */
export function largestRadiusKm(radii: readonly DeliveryRadius[]): number | null {
  return radii.length === 0 ? null : Math.max(...radii.map((band) => band.radius))
}

type ShippingOptions = Pick<OnlineOptions, 'shipping_enabled' | 'max_radius_enabled' | 'shipping_cost' | 'threshold_enabled' | 'shipping_threshold' | 'shipping_threshold_cost'>

/**
 * SPEC §5 Delivery: without shipping there is no delivery; the radius limit applies only with
 * `max_radius_enabled`: then shipping is available when the distance is at most the largest radius;
 * without the limit it is available whenever shipping is enabled, at any distance.
 * Choices: under the limit an unknown distance, or a venue with no radius bands, is not available
 * (nothing proves the address is within reach).
 */
export function isShippingAvailable(options: ShippingOptions | null | undefined, radii: readonly DeliveryRadius[], distance: number | null | undefined): boolean {
  if (options?.shipping_enabled !== true) return false
  if (options.max_radius_enabled !== true) return true
  const largest = largestRadiusKm(radii)
  return largest !== null && isKnownDistance(distance) && distance <= largest
}

/**
 * SPEC §5 Delivery: the cost of the first band covering the distance (a distance exactly on a
 * radius is covered by it). Choice: "first" is the smallest covering radius, whatever order the
 * API lists the bands in. Null when no band covers the distance or the distance is unknown.
 */
export function radiusBandCost(radii: readonly DeliveryRadius[], distance: number | null | undefined): Cents | null {
  if (!isKnownDistance(distance)) return null
  const covering = radii.filter((band) => distance <= band.radius).sort((a, b) => a.radius - b.radius)
  return covering[0]?.shipping_cost ?? null
}

export type ShippingQuote = {
  readonly options: ShippingOptions | null | undefined
  readonly radii: readonly DeliveryRadius[]
  /** km from the venue to the delivery address; null when the address is not located yet. */
  readonly distance: number | null | undefined
  /** the food subtotal, before the coupon, without cover and delivery (as SPEC §5 Coupon counts it) */
  readonly foodSubtotal: Cents
}

/**
 * SPEC §5 Delivery, Costs and minimums: the online shipping cost, null when the distance is
 * unknown or shipping is not available.
 * Choices, where the spec names fields but not the rule:
 * - no band covers the distance (only possible without the radius limit) or there are no bands:
 *   the flat `shipping_cost` applies (0 when absent);
 * - free-shipping threshold: with `threshold_enabled` and a `shipping_threshold`, a food subtotal
 *   at or above the threshold pays `shipping_threshold_cost` (0 when absent) instead, even if that
 *   were higher: the venue sets both numbers.
 */
export function shippingCost(quote: ShippingQuote): Cents | null {
  const { options, radii, distance, foodSubtotal } = quote
  if (!isKnownDistance(distance) || !isShippingAvailable(options, radii, distance)) return null
  const threshold = options?.shipping_threshold
  if (options?.threshold_enabled === true && typeof threshold === 'number' && foodSubtotal >= threshold) return options.shipping_threshold_cost ?? 0
  return radiusBandCost(radii, distance) ?? options?.shipping_cost ?? 0
}

/**
 * SPEC §5 Costs and minimums: the in-venue and live delivery or pickup cost applies only when
 * above 0, else null. Other modes have no such cost (null).
 */
export function inVenueModeCost(options: Pick<OfflineOptions, 'cost_order_delivery' | 'cost_order_pickup'> | null | undefined, mode: PurchaseMode): Cents | null {
  const cost = mode === 'delivery' ? options?.cost_order_delivery : mode === 'pickup' || mode === 'take-away' ? options?.cost_order_pickup : null
  return typeof cost === 'number' && cost > 0 ? cost : null
}

function enabledAmount(enabled: boolean | undefined, amount: Cents | null | undefined): Cents {
  return enabled === true && typeof amount === 'number' && amount > 0 ? amount : 0
}

/**
 * SPEC §5 Costs and minimums: the minimum order of the mode, 0 when none (the default).
 * Online (type 1): `minimum_order_*` for delivery and take-away alike. Live (type 3): pickup and
 * delivery minimums. Choices: in-venue (type 2) and table orders have no minimum; take-away in a
 * live venue is pickup.
 */
export function minimumOrderAmount(ordering: OrderingOptions, mode: PurchaseMode): Cents {
  if (ordering.venueType === 1) return enabledAmount(ordering.options?.minimum_order_enabled, ordering.options?.minimum_order_amount)
  if (ordering.venueType !== 3) return 0
  const live = ordering.options
  if (mode === 'delivery') return enabledAmount(live?.minimum_delivery_order_enabled, live?.minimum_delivery_order_amount)
  if (mode === 'pickup' || mode === 'take-away') return enabledAmount(live?.minimum_pickup_order_enabled, live?.minimum_pickup_order_amount)
  return 0
}

export type MinimumOrderProblem = { readonly key: 'order.minimum'; readonly params: { readonly amount: Cents } }

/**
 * SPEC §5 "'Ordine minimo' exists, enforcement not shown". Our choice: the checkout refuses an
 * order whose food subtotal (before the coupon, without cover and delivery, as the coupon minimum
 * counts it) is below the mode's minimum; `amount` is the minimum in cents, for the UI to format.
 */
export function minimumOrderProblem(ordering: OrderingOptions, mode: PurchaseMode, foodSubtotal: Cents): MinimumOrderProblem | null {
  const amount = minimumOrderAmount(ordering, mode)
  return foodSubtotal < amount ? { key: 'order.minimum', params: { amount } } : null
}
