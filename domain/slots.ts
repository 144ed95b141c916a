import {
  addLocalDays,
  DEFAULT_TIME_ZONE,
  formatClockTime,
  formatLocalDate,
  parseClockTime,
  venueEpochMs,
  venueLocalTime,
} from './venueClock'
import type { ClockTime, Minutes, OrderingOptions, PurchaseMode } from './venueOptions'

/** SPEC §3 Time slot: a weekly opening range; `day` 0-6 with Monday = 0. */
export type TimeSlot = {
  readonly id: number
  readonly day: number
  readonly from: ClockTime
  readonly to: ClockTime
  readonly interval: Minutes
  readonly enabled: boolean
  /** How many orders the venue can take in one generated slot; null or absent = no limit declared. */
  readonly orders_manageable?: number | null
}

/**
 * SPEC §3 Generated slot. What the fields hold (the spec names them only):
 * - `text`: what the guest reads and what duplicates are found by: day label, start and end,
 *   e.g. 'Oggi 12:00 - 12:15'.
 * - `value` and `orderDate`: the same string, the venue-local start 'YYYY-MM-DD HH:MM:SS';
 *   `value` for the picker, `orderDate` for the order's `order_date`.
 * - `day`: the day label, 'Oggi', 'Domani' or the Italian weekday name (unique within 4 days),
 *   to group the picker by day.
 * - `capacity`: the time slot's `orders_manageable` (orders the venue takes per generated slot),
 *   null when it declares none; the places left come from the API (SPEC §7 placesforslots).
 * - `time_to_save`: the range 'HH:MM - HH:MM', for the order's `time_slot_requested`.
 * - `timeslotID`: the id of the time slot it was cut from, for `time_slot_requested_id`.
 * - `startsAt`: the start as epoch ms, for sorting and comparing with now.
 */
export type GeneratedSlot = {
  readonly text: string
  readonly value: string
  readonly orderDate: string
  readonly day: string
  readonly capacity: number | null
  readonly time_to_save: string
  readonly timeslotID: number
  readonly startsAt: number
}

/** SPEC §9: slot window of 4 days, or 1 with only daily slots; ranges over 45 minutes are split. */
export const SLOT_WINDOW_DAYS = 4
export const DAILY_SLOT_WINDOW_DAYS = 1
export const SPLIT_RANGES_OVER_MINUTES = 45
export const SLOT_LIST_CAP = 42

/** SPEC §9: Italian weekday names, Monday = 0. */
export const ITALIAN_WEEKDAYS = ['Lunedì', 'Martedì', 'Mercoledì', 'Giovedì', 'Venerdì', 'Sabato', 'Domenica'] as const

/** SPEC §9: "Oggi" for today, "Domani" for tomorrow, otherwise the Italian weekday name. */
export function slotDayLabel(daysFromToday: number, weekday: number): string {
  if (daysFromToday === 0) return 'Oggi'
  if (daysFromToday === 1) return 'Domani'
  return ITALIAN_WEEKDAYS[weekday] ?? ''
}

/** Which slots a purchase mode offers: how far ahead they must start and over how many days. */
export type SlotSettings = { readonly forewarningMinutes: Minutes; readonly windowDays: number }

function forewarning(enabled: boolean | undefined, minutes: Minutes | null | undefined): Minutes {
  return enabled === true && typeof minutes === 'number' && minutes > 0 ? minutes : 0
}

/**
 * SPEC §3, §5 Slots: whether the mode asks for a time slot, and with which settings; null when
 * it does not. Online (type 1): `time_slots_enabled` for delivery and take-away, with its
 * forewarning and `show_only_daily_time_slots`. Live (type 3): pickup and delivery each have their
 * own flag and forewarning. Choices: the in-venue `time_slots_enabled` (type 2, and type 3 at the
 * table) has no forewarning in the spec, so none applies; only online options carry
 * `show_only_daily_time_slots`, so the other types always show 4 days.
 */
export function slotSettingsFor(ordering: OrderingOptions, mode: PurchaseMode): SlotSettings | null {
  const options = ordering.options
  if (options === null) return null
  if (ordering.venueType === 1) {
    const online = ordering.options
    if (online?.time_slots_enabled !== true) return null
    return {
      forewarningMinutes: forewarning(online.time_slots_forewarning_enabled, online.time_slots_forewarning_time),
      windowDays: online.show_only_daily_time_slots === true ? DAILY_SLOT_WINDOW_DAYS : SLOT_WINDOW_DAYS,
    }
  }
  if (ordering.venueType === 3 && (mode === 'pickup' || mode === 'take-away')) {
    const live = ordering.options
    if (live?.pickup_time_slots_enabled !== true) return null
    return { forewarningMinutes: forewarning(live.pickup_time_slots_forewarning_enabled, live.pickup_time_slots_forewarning_time), windowDays: SLOT_WINDOW_DAYS }
  }
  if (ordering.venueType === 3 && mode === 'delivery') {
    const live = ordering.options
    if (live?.delivery_time_slots_enabled !== true) return null
    return { forewarningMinutes: forewarning(live.delivery_time_slots_forewarning_enabled, live.delivery_time_slots_forewarning_time), windowDays: SLOT_WINDOW_DAYS }
  }
  return options.time_slots_enabled === true ? { forewarningMinutes: 0, windowDays: SLOT_WINDOW_DAYS } : null
}

/**
 * SPEC §9: a range longer than 45 minutes is cut every `interval` minutes; 45 minutes or less is
 * one slot; a range ending before it starts gives none. Pieces are [start, end] in seconds.
 * Choices: the last piece ends at `to` even when shorter than the interval (the venue is open
 * until then); an interval that is not a positive number cannot cut, so the range stays whole;
 * `to` of 00:00 is midnight at the start of the day (so 22:00-00:00 is negative and gives none).
 */
export function splitRange(fromSeconds: number, toSeconds: number, intervalMinutes: Minutes): Array<readonly [number, number]> {
  const length = toSeconds - fromSeconds
  if (length < 0) return []
  const step = intervalMinutes * 60
  if (length <= SPLIT_RANGES_OVER_MINUTES * 60 || !(step > 0)) return [[fromSeconds, toSeconds]]
  const pieces: Array<readonly [number, number]> = []
  for (let start = fromSeconds; start < toSeconds; start += step) pieces.push([start, Math.min(start + step, toSeconds)])
  return pieces
}

export type SlotRequest = {
  readonly timeslots: readonly TimeSlot[]
  readonly nowMs: number
  readonly timeZone?: string
  readonly forewarningMinutes?: Minutes
  readonly windowDays?: number
}

/**
 * SPEC §3 Generated slot, §5 Slots, §9: the slots a guest may choose from, sorted by start.
 * Built over the window of days starting today on the venue's clock, from enabled time slots of
 * each weekday, keeping only slots that start strictly later than now + forewarning (a slot
 * starting exactly then is dropped), removing later duplicates of a text.
 * "Capped near 42 entries, extended to the end of today's entries" is read as: at most 42 slots,
 * unless today alone has more, in which case all of today's slots are kept and no later day's.
 * In other words, the cap never cuts today's list short; it only cuts later days.
 */
export function generateSlots(request: SlotRequest): GeneratedSlot[] {
  const timeZone = request.timeZone ?? DEFAULT_TIME_ZONE
  const earliestStart = request.nowMs + (request.forewarningMinutes ?? 0) * 60_000
  const today = venueLocalTime(request.nowMs, timeZone)
  const candidates: Array<GeneratedSlot & { readonly isToday: boolean; readonly endsAt: number }> = []
  for (let offset = 0; offset < (request.windowDays ?? SLOT_WINDOW_DAYS); offset++) {
    const date = addLocalDays(today, offset)
    const dayLabel = slotDayLabel(offset, date.weekday)
    const orderDay = formatLocalDate(date)
    for (const timeslot of request.timeslots) {
      if (!timeslot.enabled || timeslot.day !== date.weekday) continue
      const from = parseClockTime(timeslot.from)
      const to = parseClockTime(timeslot.to)
      if (from === null || to === null) continue
      for (const [start, end] of splitRange(from, to, timeslot.interval)) {
        const startsAt = venueEpochMs(date, start, timeZone)
        if (startsAt <= earliestStart) continue
        const range = `${formatClockTime(start)} - ${formatClockTime(end)}`
        const orderDate = `${orderDay} ${formatClockTime(start)}:${String(start % 60).padStart(2, '0')}`
        candidates.push({
          text: `${dayLabel} ${range}`,
          value: orderDate,
          orderDate,
          day: dayLabel,
          capacity: timeslot.orders_manageable ?? null,
          time_to_save: range,
          timeslotID: timeslot.id,
          startsAt,
          isToday: offset === 0,
          endsAt: startsAt + (end - start) * 1000,
        })
      }
    }
  }
  candidates.sort((a, b) => a.startsAt - b.startsAt || a.endsAt - b.endsAt || a.timeslotID - b.timeslotID)
  const seen = new Set<string>()
  const unique = candidates.filter((slot) => !seen.has(slot.text) && seen.add(slot.text))
  const todayCount = unique.filter((slot) => slot.isToday).length
  return unique.slice(0, Math.max(SLOT_LIST_CAP, todayCount)).map(({ isToday: _isToday, endsAt: _endsAt, ...slot }) => slot)
}

/** SPEC §3, §5 Slots: the slots a mode offers, or [] when it asks for none. */
export function slotsFor(ordering: OrderingOptions, mode: PurchaseMode, timeslots: readonly TimeSlot[], nowMs: number, timeZone: string = DEFAULT_TIME_ZONE): GeneratedSlot[] {
  const settings = slotSettingsFor(ordering, mode)
  return settings === null ? [] : generateSlots({ timeslots, nowMs, timeZone, ...settings })
}

/** A slot's key, as the slot picker's value: the time slot and the start date. */
export const slotKey = (slot: Pick<GeneratedSlot, 'timeslotID' | 'orderDate'>) => `${slot.timeslotID}|${slot.orderDate}`
