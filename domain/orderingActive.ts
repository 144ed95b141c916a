import { DEFAULT_TIME_ZONE, parseClockTime, venueLocalTime } from './venueClock'
import type { OrderingOptions, PauseOptions } from './venueOptions'

const END_OF_DAY = 24 * 3600

export type OrderingActive = { readonly active: true } | { readonly active: false; readonly key: 'order.notEnabled'; readonly params: Record<string, never> }

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
 * type's flag is on and the pause does not apply at `nowMs` on the venue's clock.
 */
export function orderingActive(ordering: OrderingOptions, nowMs: number, timeZone: string = DEFAULT_TIME_ZONE): OrderingActive {
  if (ordersEnabled(ordering) && !isPaused(ordering.options, venueLocalTime(nowMs, timeZone).secondsOfDay)) return { active: true }
  return { active: false, key: 'order.notEnabled', params: {} }
}

/**
 * When a paused venue takes orders again, on its clock ('HH:MM', the pause's end), so the guest is
 * told before filling a cart; null when it is not paused now (or its orders are off altogether).
 */
export function pauseEndsAt(ordering: OrderingOptions, nowMs: number, timeZone: string = DEFAULT_TIME_ZONE): string | null {
  const pause = ordering.options
  if (!ordersEnabled(ordering) || !isPaused(pause, venueLocalTime(nowMs, timeZone).secondsOfDay)) return null
  const end = parseClockTime(pause?.pause_end_time)
  if (end === null) return null
  const minutes = Math.floor(end / 60)
  return `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
}
