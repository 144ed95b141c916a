import type { Envelope } from '../../events/envelope'
import type { ParsedExport } from '../../events/exportFormat'
import { presentViews, type PresentedViews } from '../../projections/present'
import { VIEW_NAMES, type ViewName } from '../../projections/viewNames'
import { initialViews, steps, type Views } from '../../projections/views'
import { describeValue } from './explain'
import { time } from './human'
import { diffValues, viewOf } from './viewDiff'

/** Where one log stands at the step the views diverge: its event there, or null once it has ended. */
export type DiffSide = { file: string; events: number; quarantined: number; seq: number | null; type: string | null; at: number | null }

export type Divergence = { path: string; view: string; before: unknown; a: unknown; b: unknown }

/**
 * `comanda replay a --diff b`: both logs folded side by side, event index by event index, the
 * views compared after each step (each presented at its own event's time, as its guest saw them)
 * and at last at each export time. `step` is the 1-based event index of the first difference, or
 * null when only the views at export time differ.
 */
export type DiffReport =
  | { diverged: false; a: DiffSide; b: DiffSide; steps: number }
  | { diverged: true; a: DiffSide; b: DiffSide; step: number | null; differences: Divergence[] }

type Named = { file: string; log: ParsedExport }

function pick(views: PresentedViews, names: readonly ViewName[]): Record<string, unknown> {
  return Object.fromEntries(names.map((name) => [name, views[name]]))
}

/** The value at "cart.lines[1].quantity" in a plain object, or undefined. */
export function valueAt(root: unknown, path: string): unknown {
  let value: unknown = root
  for (const [, key, index] of path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) {
    if (value === null || typeof value !== 'object') return undefined
    value = key !== undefined ? (value as Record<string, unknown>)[key] : (value as unknown[])[Number(index)]
  }
  return value
}

function side(named: Named, event: Envelope | undefined): DiffSide {
  return {
    file: named.file,
    events: named.log.events.length,
    quarantined: named.log.quarantine.length,
    seq: event?.seq ?? null,
    type: event?.type ?? null,
    at: event?.at ?? null,
  }
}

export function diffLogs(a: Named, b: Named, names: readonly ViewName[] = VIEW_NAMES): DiffReport {
  let viewsA: Views = initialViews
  let viewsB: Views = initialViews
  const walkA = steps(a.log.events)
  const walkB = steps(b.log.events)
  const count = Math.max(a.log.events.length, b.log.events.length)
  const shownAt = (views: Views, fallback: number) => views.lastAt ?? fallback
  for (let i = 0; i < count; i++) {
    const stepA = walkA.next()
    const stepB = walkB.next()
    const eventA = stepA.done ? undefined : stepA.value.event
    const eventB = stepB.done ? undefined : stepB.value.event
    const before = pick(presentViews(viewsA, eventA?.at ?? shownAt(viewsA, a.log.header.exportedAt)), names)
    if (!stepA.done) viewsA = stepA.value.after
    if (!stepB.done) viewsB = stepB.value.after
    const shownA = pick(presentViews(viewsA, shownAt(viewsA, a.log.header.exportedAt)), names)
    const shownB = pick(presentViews(viewsB, shownAt(viewsB, b.log.header.exportedAt)), names)
    const differences = divergences(before, shownA, shownB)
    if (differences.length > 0) return { diverged: true, a: side(a, eventA), b: side(b, eventB), step: i + 1, differences }
  }
  const before = pick(presentViews(viewsA, shownAt(viewsA, a.log.header.exportedAt)), names)
  const finalA = pick(presentViews(viewsA, a.log.header.exportedAt), names)
  const finalB = pick(presentViews(viewsB, b.log.header.exportedAt), names)
  const differences = divergences(before, finalA, finalB)
  if (differences.length > 0) return { diverged: true, a: side(a, undefined), b: side(b, undefined), step: null, differences }
  return { diverged: false, a: side(a, undefined), b: side(b, undefined), steps: count }
}

function divergences(before: Record<string, unknown>, a: Record<string, unknown>, b: Record<string, unknown>): Divergence[] {
  return diffValues(a, b).map((change) => ({ path: change.path, view: viewOf(change.path), before: valueAt(before, change.path), a: change.before, b: change.after }))
}

function describeSide(label: string, at: DiffSide): string {
  return `${label}: ${at.file} (${at.events} events${at.quarantined > 0 ? `, ${at.quarantined} quarantined` : ''})`
}

function eventOf(at: DiffSide): string {
  return at.seq === null ? '(log ended)' : `#${at.seq} ${at.type} at ${time(at.at!)}`
}

function lastKey(path: string): string {
  return /([A-Za-z_][A-Za-z0-9_]*)(\[\d+\])*$/.exec(path)?.[1] ?? path
}

/** The report as a support person reads it. */
export function formatDiff(report: DiffReport): string {
  const out = [describeSide('a', report.a), describeSide('b', report.b)]
  if (!report.diverged) {
    out.push(`The views never diverge: ${report.steps} steps compared, and the same views at export time.`)
    return out.join('\n')
  }
  const views = [...new Set(report.differences.map((d) => d.view))].join(', ')
  out.push(
    report.step === null
      ? `The views diverge only at export time (the logs end at different moments), in ${views}:`
      : `The views first diverge at event ${report.step}: a ${eventOf(report.a)}, b ${eventOf(report.b)}; in ${views}:`,
  )
  for (const d of report.differences) {
    const key = lastKey(d.path)
    out.push(`  ${d.path}: before ${describeValue(key, d.before)} · a ${describeValue(key, d.a)} · b ${describeValue(key, d.b)}`)
  }
  return out.join('\n')
}
