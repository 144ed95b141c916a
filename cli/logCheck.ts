import { decodeStored } from '../events/envelope'
import type { ParsedExport } from '../events/exportFormat'
import { time } from './replay/human'

/** How many events of one type were stored at one version, and the version they were read as. */
export type TypeCount = { type: string; v: number; readAs: number; count: number }

export type LogCheckReport = {
  file: string
  format: string
  version: number
  venue: string
  deviceId: string
  app: string
  exportedAt: number
  entries: number
  events: number
  byType: TypeCount[]
  upcasts: { seq: number; type: string; from: number; to: number }[]
  quarantine: { seq: number | null; reason: string }[]
  /** seqs between 1 and the highest seen that are neither an event nor a quarantined entry */
  missingSeqs: number[]
  ok: boolean
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * `comanda log check`: what a log holds, read exactly as the app and `comanda replay` read it
 * (events/exportFormat.ts, events/log.ts, events/envelope.ts): counts by type and stored version,
 * the upcasts applied, and every quarantined entry with its reason. `ok` when nothing is quarantined.
 */
export function checkLog(file: string, rawEvents: readonly unknown[], log: ParsedExport): LogCheckReport {
  const storedVersion = new Map<string, number>()
  rawEvents.forEach((raw) => {
    const decoded = decodeStored(raw)
    if (decoded.ok && isRecord(raw) && typeof raw.v === 'number') storedVersion.set(decoded.event.id, raw.v)
  })
  const counts = new Map<string, TypeCount>()
  const upcasts: LogCheckReport['upcasts'] = []
  for (const event of log.events) {
    const v = storedVersion.get(event.id) ?? event.v
    const key = `${event.type} ${v}`
    const count = counts.get(key) ?? { type: event.type, v, readAs: event.v, count: 0 }
    count.count++
    counts.set(key, count)
    if (v !== event.v) upcasts.push({ seq: event.seq, type: event.type, from: v, to: event.v })
  }
  const seen = new Set<number>([...log.events.map((event) => event.seq), ...log.quarantine.flatMap((entry) => (entry.seq === null ? [] : [entry.seq]))])
  // a loop, not Math.max(...seen): spreading 150,000 arguments overflowed the stack
  let highest = 0
  for (const seq of seen) if (seq > highest) highest = seq
  const missingSeqs: number[] = []
  for (let seq = 1; seq <= highest && missingSeqs.length < 100; seq++) if (!seen.has(seq)) missingSeqs.push(seq)
  const { header } = log
  return {
    file,
    format: header.format,
    version: header.version,
    venue: header.venue,
    deviceId: header.deviceId,
    app: header.app,
    exportedAt: header.exportedAt,
    entries: rawEvents.length,
    events: log.events.length,
    byType: [...counts.values()].sort((a, b) => a.type.localeCompare(b.type) || a.v - b.v),
    upcasts,
    quarantine: log.quarantine.map(({ seq, reason }) => ({ seq, reason })),
    missingSeqs,
    ok: log.quarantine.length === 0,
  }
}

export function formatLogCheck(report: LogCheckReport): string {
  const out = [
    `${report.file}: ${report.format} version ${report.version} · venue ${report.venue} · device ${report.deviceId || '—'} · app ${report.app} · exported ${time(report.exportedAt)}`,
    `${report.entries} entries: ${report.events} events read, ${report.quarantine.length} quarantined`,
  ]
  if (report.byType.length > 0) {
    out.push('events by type and version:')
    const labels = report.byType.map((count) => `${count.type} v${count.v}${count.readAs !== count.v ? ` → v${count.readAs}` : ''}`)
    const width = Math.max(...labels.map((label) => label.length))
    report.byType.forEach((count, i) => out.push(`  ${labels[i]!.padEnd(width)}  ${count.count}`))
  }
  if (report.upcasts.length === 0) out.push('upcasts applied: none')
  else {
    out.push(`upcasts applied: ${report.upcasts.length}`)
    for (const upcast of report.upcasts) out.push(`  #${upcast.seq} ${upcast.type} v${upcast.from} → v${upcast.to}`)
  }
  if (report.quarantine.length === 0) out.push('quarantined: none')
  else {
    out.push(`quarantined (kept in the log, not folded): ${report.quarantine.length}`)
    for (const entry of report.quarantine) out.push(`  seq ${entry.seq ?? '?'}: ${entry.reason}`)
  }
  if (report.missingSeqs.length > 0) out.push(`warning: no entry for seq ${report.missingSeqs.join(', ')} (the log has gaps)`)
  out.push(report.ok ? 'OK: every entry reads' : `NOT OK: ${report.quarantine.length} ${report.quarantine.length === 1 ? 'entry does' : 'entries do'} not read`)
  return out.join('\n')
}
