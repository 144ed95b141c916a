import { venueLocalTime, type VenueLocalTime } from './venueClock'

/**
 * The covers (cover charge) popup (SPEC §4 Covers popup): shown if the covers option is on,
 * a menu item named COPERTO exists, now is in a covers slot for today, no COPERTO row is in
 * the cart and the order session is not valid.
 */

/** SPEC §3 Venue (full) covers_slots: day 0 = Monday (SPEC §9); from and to are wall-clock times. */
export type CoversSlot = { day: number; from: string; to: string }

export type NamedEntry = { name: string; name_orig?: string | null }

export const COVER_ITEM_NAME = 'COPERTO'

/**
 * Choice: the cover item is recognised by its original name, or its shown name, equal to
 * COPERTO ignoring case and surrounding spaces; the original name matters because the shown
 * name is translated ("Cover charge").
 */
export function isCoverItem(entry: NamedEntry): boolean {
  const names = [entry.name_orig, entry.name]
  return names.some((name) => typeof name === 'string' && name.trim().toUpperCase() === COVER_ITEM_NAME)
}

/** The part of the venue's local time a covers slot is placed by: weekday 0 = Monday, second of the day. */
export type WallClock = Pick<VenueLocalTime, 'weekday' | 'secondsOfDay'>

const SECONDS_PER_DAY = 24 * 3600

/** "HH:MM" or "HH:MM:SS" as seconds since midnight; anything else gives null. */
export function secondOfDay(time: string): number | null {
  const match = /^\s*(\d{1,2}):(\d{2})(?::(\d{2}))?\s*$/.exec(time)
  if (match === null) return null
  const [hour, minute, second] = [Number(match[1]), Number(match[2]), Number(match[3] ?? '0')]
  if (hour > 23 || minute > 59 || second > 59) return null
  return hour * 3600 + minute * 60 + second
}

/**
 * Whether the wall clock falls in the slot. From is inclusive, to exclusive; a `to` of 00:00
 * means the end of the day (as for pause windows, SPEC §4 Ordering active).
 *
 * Choice: a slot ending earlier than it starts runs past midnight: it covers its own day from
 * `from` and the following day until `to` (a Monday 19:00-01:00 slot covers Tuesday 00:30).
 * A slot with equal ends, an unparseable time or a day outside 0-6 covers nothing.
 */
export function isInCoversSlot(slot: CoversSlot, clock: WallClock): boolean {
  const from = secondOfDay(slot.from)
  const parsedTo = secondOfDay(slot.to)
  if (from === null || parsedTo === null || !Number.isInteger(slot.day) || slot.day < 0 || slot.day > 6) return false
  const to = parsedTo === 0 ? SECONDS_PER_DAY : parsedTo
  if (from < to) return clock.weekday === slot.day && clock.secondsOfDay >= from && clock.secondsOfDay < to
  if (from === to) return false
  const nextDay = (slot.day + 1) % 7
  return (
    (clock.weekday === slot.day && clock.secondsOfDay >= from) || (clock.weekday === nextDay && clock.secondsOfDay < to)
  )
}

export type CoversPopupInput = {
  options: { enable_covers_popup?: boolean | null }
  menuEntries: readonly NamedEntry[]
  coversSlots: readonly CoversSlot[]
  cartEntries: readonly NamedEntry[]
  sessionValid: boolean
  /** Epoch milliseconds. */
  now: number
  /** The venue's IANA time zone, e.g. 'Europe/Rome'. */
  timeZone: string
}

/**
 * SPEC §4 Covers popup. The slots are placed on the venue's wall clock; an unknown time zone
 * reads as the default zone, as everywhere in the domain (see `venueLocalTime`).
 */
export function isCoversPopupShown(input: CoversPopupInput): boolean {
  if (input.options.enable_covers_popup !== true || input.sessionValid) return false
  if (!input.menuEntries.some(isCoverItem) || input.cartEntries.some(isCoverItem)) return false
  const clock = venueLocalTime(input.now, input.timeZone)
  return input.coversSlots.some((slot) => isInCoversSlot(slot, clock))
}
