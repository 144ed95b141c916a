import { formatMoney } from '../../domain/display'
import { venueLocalTime } from '../../domain/venueClock'
import type { ParsedExport } from '../../events/exportFormat'
import type { ReplayOutput, ReplayStep } from './output'

/** What an event changed, as `--explain` words it (cli/replay/explain.ts). */
export type StepChanges = { sentence: string; changes: readonly { view: string; text: string }[] }

const MONEY_KEYS = new Set(['subtotal', 'discount', 'cover', 'delivery', 'total', 'unitPrice', 'price', 'pricemodifier', 'total_cost', 'shipping_cost', 'coupon_value', 'cover_cost', 'cost', 'minimum_order', 'covered_total_paid'])
const TIME_KEYS = new Set(['at', 'lastOrderAt', 'lastCallAt', 'timestamp', 'submittedAt'])

const pad = (n: number) => String(n).padStart(2, '0')

/** The venue's wall clock at `ms`: date, time and offset from UTC. */
function wallClock(ms: number, timeZone: string): { date: string; clock: string; offset: string } {
  const local = venueLocalTime(ms, timeZone)
  const clock = `${pad(Math.floor(local.secondsOfDay / 3600))}:${pad(Math.floor(local.secondsOfDay / 60) % 60)}:${pad(local.secondsOfDay % 60)}`
  const minutes = Math.round((Date.UTC(local.year, local.month - 1, local.day) + local.secondsOfDay * 1000 - Math.floor(ms / 1000) * 1000) / 60_000)
  const offset = `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`
  return { date: `${local.year}-${pad(local.month)}-${pad(local.day)}`, clock, offset }
}

/**
 * A moment as a support person reads it (issue #17.6): the venue's wall clock with its offset from
 * UTC and the zone ("2026-11-23 13:05:00 +01:00 Europe/Rome"); UTC when the log does not say the zone.
 */
export function time(ms: number, timeZone: string | null = null): string {
  if (timeZone === null) return new Date(ms).toISOString().replace('T', ' ').replace(/\.\d{3}Z$/, ' UTC')
  const { date, clock, offset } = wallClock(ms, timeZone)
  return `${date} ${clock} ${offset} ${timeZone}`
}

/** The venue's wall clock as ISO 8601 with its offset ("2026-11-23T13:05:00+01:00"), as scenarios write `at`. */
export function localIso(ms: number, timeZone: string): string {
  const { date, clock, offset } = wallClock(ms, timeZone)
  return `${date}T${clock}${offset}`
}

/** The venue's time zone as the log recorded it on opening the venue (the last one), or null in older logs. */
export function logTimeZone(log: Pick<ParsedExport, 'events'>): string | null {
  let zone: string | null = null
  for (const event of log.events) if (event.type === 'VenueOpened' && event.data.rules?.timeZone) zone = event.data.rules.timeZone
  return zone
}

/** One value as the app shows it: money in the venue's format, times on the venue's clock, nothing as a dash. */
export function scalar(key: string, value: unknown, timeZone: string | null = null): string {
  if (value === null || value === undefined) return '—'
  if (typeof value === 'number' && MONEY_KEYS.has(key)) return formatMoney(value)
  if (typeof value === 'number' && TIME_KEYS.has(key)) return time(value, timeZone)
  return typeof value === 'string' ? value : JSON.stringify(value)
}

function lines(key: string, value: unknown, indent: string, out: string[], timeZone: string | null): void {
  if (Array.isArray(value)) {
    if (value.length === 0) {
      out.push(`${indent}${key}: (none)`)
      return
    }
    out.push(`${indent}${key}:`)
    value.forEach((item, i) => lines(`[${i + 1}]`, item, `${indent}  `, out, timeZone))
    return
  }
  if (typeof value === 'object' && value !== null) {
    out.push(`${indent}${key}:`)
    for (const [k, v] of Object.entries(value)) lines(k, v, `${indent}  `, out, timeZone)
    return
  }
  out.push(`${indent}${key}: ${scalar(key, value, timeZone)}`)
}

/**
 * The replay as a support person reads it: a headline, then every view, money as the app shows it
 * (SPEC §5). With steps, each event follows the headline: in full (every view after it), or, when
 * `changesOf` words it, in a few lines: the event, what it changed per view, what the guest saw.
 */
export function formatReplay(output: ReplayOutput, changesOf?: (step: ReplayStep) => StepChanges | undefined): string {
  const out: string[] = []
  const zone = output.timeZone ?? null
  const extra = [
    output.later !== undefined ? `${output.later} after this time, not folded` : null,
    output.upcast > 0 ? `${output.upcast} upcast` : null,
    output.quarantine.length > 0 ? `${output.quarantine.length} quarantined` : null,
  ].filter(Boolean)
  out.push(`Venue ${output.venue} · device ${output.deviceId || '—'} · ${output.events} events${extra.length ? ` (${extra.join(', ')})` : ''} · seen at ${time(output.at, zone)}`)
  const skew = output.exportedBeforeLastEvent
  if (skew) out.push(`Note: exported at ${time(skew.exportedAt, zone)}, before its last event at ${time(skew.lastEventAt, zone)}: the device's clock moved, so --at folds the events by the device's own times`)
  // an unreadable entry takes its place in the timeline (by its seq), not only in the list at the end
  const unread = output.quarantine.filter((entry) => entry.seq !== null).sort((a, b) => a.seq! - b.seq!)
  let nextUnread = 0
  const unreadUpTo = (seq: number) => {
    for (; nextUnread < unread.length && unread[nextUnread]!.seq! < seq; nextUnread++) out.push(`#${unread[nextUnread]!.seq} not read, not folded: ${unread[nextUnread]!.reason}`)
  }
  for (const step of output.steps ?? []) {
    unreadUpTo(step.seq)
    const words = changesOf?.(step)
    if (words) {
      out.push(`#${step.seq} ${step.type} at ${time(step.at, zone)}: ${words.sentence}`)
      const byView = new Map<string, string[]>()
      for (const change of words.changes) byView.set(change.view, [...(byView.get(change.view) ?? []), change.text])
      for (const [view, texts] of byView) out.push(`  ${view}: ${texts.slice(0, 8).join(', ')}${texts.length > 8 ? `, and ${texts.length - 8} more` : ''}`)
      for (const notice of step.notices) out.push(`  guest saw ${notice}`)
      continue
    }
    out.push('', `#${step.seq} ${step.type} at ${time(step.at, zone)}`)
    for (const notice of step.notices) out.push(`  guest saw ${notice}`)
    for (const [name, view] of Object.entries(step.views)) lines(name, view, '  ', out, zone)
  }
  if (output.steps) {
    unreadUpTo(Number.POSITIVE_INFINITY)
    // the views after the last event, worked out for the moment the replay shows (the export's, or --at's): a session may have expired since
    out.push('', `After the last event, at ${time(output.at, zone)}:`)
  }
  for (const [name, view] of Object.entries(output.views)) lines(name, view, '', out, zone)
  if (output.quarantine.length > 0) {
    out.push('', 'Quarantined (kept, not folded):')
    for (const entry of output.quarantine) out.push(`  seq ${entry.seq ?? '?'}: ${entry.reason}`)
  }
  return out.join('\n')
}
