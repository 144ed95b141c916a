/**
 * A moment as a support person or a scenario names it: an ISO date-time with its offset
 * (2026-11-22T12:00:00+01:00, or Z for UTC) or epoch milliseconds; null for anything else. A time
 * without an offset is refused: read on this machine's clock, it named another moment than on the
 * venue's or the guest's (and CI machines differ). So is a day the calendar does not have
 * (Date.parse takes 2026-02-30 as 2 March) and a time no Date can hold.
 */
export function instantOf(value: string): number | null {
  const text = value.trim()
  const epoch = /^\d+$/.test(text)
  if (!epoch && !/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i.test(text)) return null
  const ms = epoch ? Number(text) : Date.parse(text)
  return Number.isNaN(ms) || ms > 8.64e15 || !dayExists(text) ? null : ms
}

function dayExists(text: string): boolean {
  const day = /^(\d{4})-(\d{2})-(\d{2})/.exec(text)
  if (day === null) return true
  const [year, month, date] = day.slice(1).map(Number) as [number, number, number]
  return month >= 1 && month <= 12 && date >= 1 && date <= new Date(Date.UTC(year, month, 0)).getUTCDate()
}
