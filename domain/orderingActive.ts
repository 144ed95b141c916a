import { DEFAULT_TIME_ZONE, formatClockTime, parseClockTime, venueLocalTime } from './venueClock'
import type { OrderingOptions, PauseOptions } from './venueOptions'

const END_OF_DAY = 24 * 3600

/** What the guest reads when the venue takes no orders now: when it takes them again, where that is known. */
export type OrderingClosed = { readonly key: 'order.unavailable' | 'order.resumesAt'; readonly params: Readonly<Record<string, string>> }

export type OrderingActive = { readonly active: true } | ({ readonly active: false } & OrderingClosed)

/** SPEC §4 Ordering active: the flag of the venue's type; an absent flag or option set is off. */
export function ordersEnabled(ordering: OrderingOptions): boolean {
  switch (ordering.venueType) {
    case 1:
      return ordering.options?.online_orders_enabled === true
    case 2:
      return ordering.options?.offline_orders_enabled === true
    case 3:
      return ordering.options?.live_orders_enabled === true
  }
}

/**
 * SPEC §4 Ordering active: the pause applies when its flag is on and the venue-local time is
 * within start–end. Start earlier than end is a same-day window, start later than end wraps
 * midnight, an end of 00:00 means 24:00, unparseable times mean not paused, the flag defaults off.
 * Choices: the start is inside the window and the end is not (a pause 12:00–14:00 pauses 12:00:00
 * and resumes at 14:00:00); a start equal to the end is an empty window (not paused), except that
 * 00:00–00:00 reads as 00:00–24:00 and pauses the whole day.
 */
export function isPaused(pause: PauseOptions | null | undefined, secondsOfDay: number): boolean {
  if (pause?.pause_orders_enabled !== true) return false
  const start = parseClockTime(pause.pause_start_time)
  const parsedEnd = parseClockTime(pause.pause_end_time)
  if (start === null || parsedEnd === null) return false
  const end = parsedEnd === 0 ? END_OF_DAY : parsedEnd
  if (start < end) return secondsOfDay >= start && secondsOfDay < end
  if (start > end) return secondsOfDay >= start || secondsOfDay < end
  return false
}

/**
 * SPEC §4 Ordering active, §8 "Order not enabled or paused": ordering is active when the venue
 * type's flag is on and the pause does not apply at `nowMs` on the venue's clock. When it is not,
 * the one message the cart, the checkout and the server's refusal all say: a paused venue's
 * message names the pause's end on its clock ('HH:MM'), so the guest knows when to come back.
 */
export function orderingActive(ordering: OrderingOptions, nowMs: number, timeZone: string = DEFAULT_TIME_ZONE): OrderingActive {
  if (!ordersEnabled(ordering)) return { active: false, key: 'order.unavailable', params: {} }
  const pause = ordering.options
  if (!isPaused(pause, venueLocalTime(nowMs, timeZone).secondsOfDay)) return { active: true }
  // isPaused read a valid start and end, or the venue would not be paused
  const start = parseClockTime(pause?.pause_start_time) ?? 0
  const end = parseClockTime(pause?.pause_end_time) ?? 0
  // a pause of the whole day (00:00-00:00) ends at no time: saying "00:00" would promise what never comes
  if (start % END_OF_DAY === end % END_OF_DAY) return { active: false, key: 'order.unavailable', params: {} }
  return { active: false, key: 'order.resumesAt', params: { time: formatClockTime(end % END_OF_DAY) } }
}
