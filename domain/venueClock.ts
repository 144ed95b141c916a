/**
 * The venue's clock (SPEC §3 Time slot, §4 Ordering active, §4 Covers popup): wall-clock times
 * as 'HH:MM[:SS]' strings, and the venue-local calendar date and time of an instant, read with
 * Intl in the venue's IANA zone (never the machine's). Pure: the instant always comes in as an
 * argument.
 */
import { intlFormat } from './intlFormats'

const CLOCK_TIME = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/

/**
 * Seconds since local midnight of a 'HH:MM' or 'HH:MM:SS' time, or null when it does not parse.
 * '24:00' (and '24:00:00') parse as the end of the day; other hours above 23 do not.
 */
export function parseClockTime(time: string | null | undefined): number | null {
  if (typeof time !== 'string') return null
  const match = CLOCK_TIME.exec(time.trim())
  if (match === null) return null
  const hours = Number(match[1])
  const minutes = Number(match[2])
  const seconds = match[3] === undefined ? 0 : Number(match[3])
  if (minutes > 59 || seconds > 59) return null
  if (hours > 24 || (hours === 24 && (minutes > 0 || seconds > 0))) return null
  return hours * 3600 + minutes * 60 + seconds
}

/** 'HH:MM' of a number of seconds since local midnight (SPEC §5 Display filters: hours:minutes). */
export function formatClockTime(secondsOfDay: number): string {
  const hours = Math.floor(secondsOfDay / 3600)
  const minutes = Math.floor((secondsOfDay % 3600) / 60)
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`
}

/** The zone the venues live in unless they say otherwise. */
export const DEFAULT_TIME_ZONE = 'Europe/Rome'

/** A venue-local calendar date and time. `weekday` counts from Monday = 0 (SPEC §3 Time slot). */
export type VenueLocalTime = {
  readonly year: number
  readonly month: number
  readonly day: number
  readonly weekday: number
  readonly secondsOfDay: number
}

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  return intlFormat(`zone|${timeZone}`, () => {
    try {
      return new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      })
    } catch {
      // A zone the runtime does not know reads as the default zone: see the choice at venueLocalTime.
      return formatterFor(DEFAULT_TIME_ZONE)
    }
  })
}

const DAY_MS = 86_400_000

/**
 * The venue's wall clock at `epochMs`, read with Intl (never the machine's zone).
 *
 * Choice, for the whole domain (time slots, pause windows, covers popup): a time zone the
 * runtime does not know reads as the default zone (Europe/Rome, where the venues are), never
 * throws at the guest and never switches a rule off. A venue with a misspelt zone thus still
 * gets its slots, its pause window and its covers popup on Italian time.
 */
export function venueLocalTime(epochMs: number, timeZone: string = DEFAULT_TIME_ZONE): VenueLocalTime {
  const fields: Record<string, number> = {}
  for (const part of formatterFor(timeZone).formatToParts(epochMs)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value)
  }
  const year = fields['year'] ?? 1970
  const month = fields['month'] ?? 1
  const day = fields['day'] ?? 1
  const secondsOfDay = (fields['hour'] ?? 0) * 3600 + (fields['minute'] ?? 0) * 60 + (fields['second'] ?? 0)
  return { year, month, day, weekday: weekdayOf(year, month, day), secondsOfDay }
}

/** Monday = 0 … Sunday = 6 of a calendar date (SPEC §3 Time slot). */
function weekdayOf(year: number, month: number, day: number): number {
  return (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7
}

/** The calendar date `days` after the given one (month and year roll over). */
export function addLocalDays(date: Pick<VenueLocalTime, 'year' | 'month' | 'day'>, days: number): VenueLocalTime {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day) + days * DAY_MS)
  const year = shifted.getUTCFullYear()
  const month = shifted.getUTCMonth() + 1
  const day = shifted.getUTCDate()
  return { year, month, day, weekday: weekdayOf(year, month, day), secondsOfDay: 0 }
}

function zoneOffsetMs(epochMs: number, timeZone: string): number {
  const local = venueLocalTime(epochMs, timeZone)
  const asUtc = Date.UTC(local.year, local.month - 1, local.day) + local.secondsOfDay * 1000
  return asUtc - Math.floor(epochMs / 1000) * 1000
}

/**
 * The instant at which the venue's clock shows the given date and time. Around a daylight-saving
 * change: a time the jump skips lands one hour later, a time shown twice takes its later instant.
 */
export function venueEpochMs(date: Pick<VenueLocalTime, 'year' | 'month' | 'day'>, secondsOfDay: number, timeZone: string = DEFAULT_TIME_ZONE): number {
  const asUtc = Date.UTC(date.year, date.month - 1, date.day) + secondsOfDay * 1000
  const firstGuess = asUtc - zoneOffsetMs(asUtc, timeZone)
  return asUtc - zoneOffsetMs(firstGuess, timeZone)
}

/** 'YYYY-MM-DD' of a venue-local date. */
export function formatLocalDate(date: Pick<VenueLocalTime, 'year' | 'month' | 'day'>): string {
  return `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`
}
