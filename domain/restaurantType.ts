/**
 * Venue types (SPEC §1): 1 = online ordering (take-away and delivery), 2 = in-venue ordering
 * with table, pickup or delivery, 3 = live orders with time slots, optional table management
 * and a unique table QR code.
 */
export const ONLINE_ORDERING = 1
export const IN_VENUE_ORDERING = 2
export const LIVE_ORDERING = 3

export type RestaurantType = typeof ONLINE_ORDERING | typeof IN_VENUE_ORDERING | typeof LIVE_ORDERING

/** SPEC §1, §9: the default type is 1. */
export const DEFAULT_RESTAURANT_TYPE: RestaurantType = ONLINE_ORDERING

/**
 * The venue's `restaurant_type` as one of the three known types.
 *
 * Choice (the spec names only 1, 2 and 3): a missing or unknown value (0, 4, 2.5, 'abc', null)
 * falls back to the default type 1; a numeric string such as '2' counts as its number,
 * because the venue API is not strict about numbers.
 */
export function restaurantTypeOf(raw: unknown): RestaurantType {
  const value = typeof raw === 'string' && /^\s*\d+\s*$/.test(raw) ? Number(raw) : raw
  if (value === IN_VENUE_ORDERING || value === LIVE_ORDERING) return value
  return DEFAULT_RESTAURANT_TYPE
}
