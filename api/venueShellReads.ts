import { DEFAULT_TIME_ZONE } from '../domain/venueClock'
import type { OrderingOptions } from '../domain/venueOptions'
import type { FullVenueInfo } from './venueInfo'
import { orderingFromInfo } from './venueMenu'

/**
 * What the venue's shell (its table strip and waiter call, on every screen) reads from the venue
 * info, apart from the order screens' rules (./venueCheckoutRules.ts, which reads them too): a
 * server-rendered page hydrates its shell without those rules' code (issue #14).
 */

export function orderingOf(info: FullVenueInfo): OrderingOptions {
  return orderingFromInfo(info)
}

/** SPEC §3 call_waiter_enabled with its text and override (in-venue and live options). */
export function callWaiterOf(ordering: OrderingOptions): { enabled: boolean; text: string | null } {
  if (ordering.venueType === 1 || ordering.options === null) return { enabled: false, text: null }
  const options = ordering.options
  const text = options.call_waiter_text_override === true && typeof options.call_waiter_text === 'string' && options.call_waiter_text.trim() !== '' ? options.call_waiter_text.trim() : null
  return { enabled: options.call_waiter_enabled === true, text }
}

/** The venue's time zone (SPEC §3 venue-local rules: pause, slots, covers slots), Rome when the venue API does not say. */
export function timeZoneOf(info: Pick<FullVenueInfo, 'time_zone'>): string {
  return info.time_zone ?? DEFAULT_TIME_ZONE
}
