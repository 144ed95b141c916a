import { defaultText } from '../../domain/notice'
import type { ParsedExport } from '../../events/exportFormat'
import { noticesOf } from '../../projections/notices'
import { presentViews, type PresentedViews } from '../../projections/present'
import { type ViewName } from '../../projections/viewNames'
import { initialViews, steps } from '../../projections/views'
import { logTimeZone } from './human'

export type ReplayOptions = { at?: number; steps?: boolean; views?: readonly ViewName[] }

export type ReplayStep = { seq: number; type: string; at: number; notices: string[]; views: Partial<PresentedViews> }

export type ReplayOutput = {
  venue: string
  deviceId: string
  at: number
  events: number
  /** With `--at` before the log's end: the events after that time, not folded (the guest had not done them yet). */
  later?: number
  upcast: number
  quarantine: { seq: number | null; reason: string }[]
  views: Partial<PresentedViews>
  steps?: ReplayStep[]
  /** The venue's time zone, as recorded when the guest opened it (absent in older logs): times are read on its clock. */
  timeZone?: string
  /** The log says it was exported before its last event: the device's clock moved (a `--at` then folds by the device's times). */
  exportedBeforeLastEvent?: { exportedAt: number; lastEventAt: number }
}

function pick(views: PresentedViews, names: readonly ViewName[] | undefined): Partial<PresentedViews> {
  if (!names || names.length === 0) return views
  return Object.fromEntries(names.map((name) => [name, views[name]])) as Partial<PresentedViews>
}

/**
 * What `comanda replay` prints (DESIGN §8): the views after the log, seen at `at` (default: when
 * the guest exported it), and with `steps` the views and the guest's messages after each event.
 * The same folds as the app's (`steps` of projections/views.ts), so support sees exactly what the guest saw.
 */
export function replayExport(log: ParsedExport, options: ReplayOptions = {}): ReplayOutput {
  const at = options.at ?? log.header.exportedAt
  // what the guest saw at `at`: the events up to it, the later ones not yet done
  const folded = options.at === undefined ? log.events : log.events.filter((event) => event.at <= options.at!)
  let views = initialViews
  const shown: ReplayStep[] = []
  for (const { event, before, after } of steps(folded)) {
    views = after
    if (!options.steps) continue
    const notices = noticesOf(event, before).map((notice) => `${notice.kind}: ${defaultText(notice)}`)
    shown.push({ seq: event.seq, type: event.type, at: event.at, notices, views: pick(presentViews(after, event.at), options.views) })
  }
  const timeZone = logTimeZone(log)
  const lastEventAt = log.events.reduce((latest, event) => Math.max(latest, event.at), 0)
  return {
    venue: log.header.venue,
    deviceId: log.header.deviceId,
    at,
    events: log.events.length,
    ...(folded.length < log.events.length ? { later: log.events.length - folded.length } : {}),
    upcast: log.upcast,
    quarantine: log.quarantine.map(({ seq, reason }) => ({ seq, reason })),
    views: pick(presentViews(views, at), options.views),
    ...(options.steps ? { steps: shown } : {}),
    ...(timeZone ? { timeZone } : {}),
    ...(lastEventAt > log.header.exportedAt ? { exportedBeforeLastEvent: { exportedAt: log.header.exportedAt, lastEventAt } } : {}),
  }
}
