import { formatMoney } from '../../domain/display'
import type { ParsedExport } from '../../events/exportFormat'
import { presentViews, type PresentedViews } from '../../projections/present'
import { VIEW_NAMES, type ViewName } from '../../projections/viewNames'
import { defaultText } from '../../domain/notice'
import { noticesOf } from '../../projections/notices'
import { steps, type Views } from '../../projections/views'
import { sentenceOf } from './sentences'
import { logTimeZone, scalar } from './human'
import { diffValues, pathInView, viewOf, type Change } from './viewDiff'

/** One leaf of one view that an event changed, and how a person reads it. */
export type ViewChange = { view: ViewName; path: string; before: unknown; after: unknown; text: string }

/** `comanda replay --explain`: one event, what it means, what it changed in which view, and what the guest was told (the app's own notices). */
export type Explanation = { seq: number; type: string; at: number; sentence: string; changes: ViewChange[]; notices: string[]; text: string }

const MAX_CHANGES_PER_VIEW = 8

function lastKey(path: string): string {
  return /([A-Za-z_][A-Za-z0-9_]*)(\[\d+\])*$/.exec(path)?.[1] ?? path
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A value as a few words: a cart line as "2 × Diavola", an order as "#41 accepted € 23", money formatted. */
export function describeValue(key: string, value: unknown, zone: string | null = null): string {
  if (value === undefined) return '—'
  if (Array.isArray(value)) return value.length === 0 ? '(none)' : value.length <= 3 ? `[${value.map((item) => describeValue(key, item, zone)).join(', ')}]` : `${value.length} entries`
  if (!isRecord(value)) return scalar(key, value, zone)
  const item = value.item
  if (isRecord(item) && typeof item.name === 'string' && typeof value.quantity === 'number') return `${value.quantity} × ${item.name}`
  if (typeof value.name === 'string' && typeof value.quantity === 'number') return `${value.quantity} × ${value.name}`
  if (typeof value.id === 'number' && typeof value.status === 'string') return `#${value.id} ${value.status}${typeof value.total_cost === 'number' ? ` ${formatMoney(value.total_cost)}` : ''}`
  if (typeof value.code === 'string') return value.code
  if (typeof value.name === 'string') return value.name
  return summary(value, zone)
}

/** Any other object: its first few filled-in fields, "order_type take-away, payment later, …". */
function summary(value: Record<string, unknown>, zone: string | null): string {
  const parts: string[] = []
  let more = false
  for (const [key, field] of Object.entries(value)) {
    if (field === null || field === undefined || field === '' || (Array.isArray(field) && field.length === 0)) continue
    const text = isRecord(field) && typeof field.name === 'string' ? field.name : isRecord(field) || Array.isArray(field) ? null : scalar(key, field, zone)
    if (text === null) continue
    if (parts.length === 4) {
      more = true
      break
    }
    parts.push(`${key} ${text}`)
  }
  return parts.length === 0 ? '(set)' : `(${parts.join(', ')}${more ? ', …' : ''})`
}

export function describeChange(change: Change, zone: string | null = null): string {
  const path = pathInView(change.path)
  const key = lastKey(change.path)
  if (change.before === undefined) return `${path} added ${describeValue(key, change.after, zone)}`
  if (change.after === undefined) return `${path} removed ${describeValue(key, change.before, zone)}`
  return `${path} ${describeValue(key, change.before)} → ${describeValue(key, change.after, zone)}`
}

function pick(views: PresentedViews, names: readonly ViewName[]): Partial<PresentedViews> {
  return Object.fromEntries(names.map((name) => [name, views[name]]))
}

/** The changes, grouped by view: "cart: count 0 → 2, ...; totals: total € 0 → € 18". */
export function changesText(changes: readonly ViewChange[]): string {
  const byView = new Map<ViewName, ViewChange[]>()
  for (const change of changes) byView.set(change.view, [...(byView.get(change.view) ?? []), change])
  return [...byView]
    .map(([view, list]) => {
      const shown = list.slice(0, MAX_CHANGES_PER_VIEW).map((change) => change.text)
      if (list.length > MAX_CHANGES_PER_VIEW) shown.push(`and ${list.length - MAX_CHANGES_PER_VIEW} more`)
      return `${view}: ${shown.join(', ')}`
    })
    .join('; ')
}

/** What changed between two presented views, restricted to `names`. */
export function viewChanges(before: PresentedViews, after: PresentedViews, names: readonly ViewName[] = VIEW_NAMES, zone: string | null = null): ViewChange[] {
  return diffValues(pick(before, names), pick(after, names)).map((change) => ({
    view: viewOf(change.path) as ViewName,
    path: change.path,
    before: change.before,
    after: change.after,
    text: describeChange(change, zone),
  }))
}

/** One explanation per folded event. Both sides are presented at the event's time, so only the event's own effect shows. */
export function explainLog(log: ParsedExport, names: readonly ViewName[] = VIEW_NAMES, onStep?: (views: Views, explanation: Explanation) => void, firstExplained = 0): Explanation[] {
  const out: Explanation[] = []
  const zone = logTimeZone(log)
  let index = 0
  for (const step of steps(log.events)) {
    // the events before `firstExplained` are folded, not explained (a page of the last ones)
    if (index++ < firstExplained) continue
    const { event } = step
    const before = presentViews(step.before, event.at)
    // issue #17.5: what the guest was told comes from the notices the app shows, so the two cannot disagree
    const notices = noticesOf(event, step.before).map((notice) => `${notice.kind}: ${defaultText(notice)}`)
    const after = presentViews(step.after, event.at)
    const sentence = sentenceOf(event, before)
    const changes = viewChanges(before, after, names, zone)
    const told = notices.map((notice) => `; guest saw ${notice}`).join('')
    const text = `${event.type} #${event.seq}: ${sentence}; ${changes.length === 0 ? (notices.length > 0 ? 'no change in the views' : 'no visible change') : changesText(changes)}${told}`
    const explanation = { seq: event.seq, type: event.type, at: event.at, sentence, changes, notices, text }
    out.push(explanation)
    onStep?.(step.after, explanation)
  }
  return out
}
