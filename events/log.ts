import { decodeStored, type Envelope, type QuarantineEntry } from './envelope'

export type ReadLog = { events: Envelope[]; quarantine: QuarantineEntry[]; upcast: number }

/**
 * Reads stored entries into a log (DESIGN §3): decoded and upcast events in `seq` order, and a
 * quarantine for everything else, each with its reason. Never throws, never drops an entry.
 * A second entry with an id or seq already seen is quarantined, not folded twice.
 */
export function readLog(entries: Iterable<{ raw: unknown; hintSeq?: number | null }>): ReadLog {
  const events: Envelope[] = []
  const quarantine: QuarantineEntry[] = []
  const ids = new Set<string>()
  const seqs = new Set<number>()
  let upcast = 0
  let sorted = true
  for (const { raw, hintSeq = null } of entries) {
    const decoded = decodeStored(raw, hintSeq)
    if (!decoded.ok) {
      quarantine.push(decoded.quarantine)
      continue
    }
    const { event } = decoded
    if (ids.has(event.id)) {
      quarantine.push({ seq: event.seq, reason: `duplicate event id ${event.id}`, raw })
      continue
    }
    if (seqs.has(event.seq)) {
      quarantine.push({ seq: event.seq, reason: `duplicate seq ${event.seq}`, raw })
      continue
    }
    ids.add(event.id)
    seqs.add(event.seq)
    if (decoded.upcast) upcast++
    if (sorted && events.length > 0 && events[events.length - 1]!.seq > event.seq) sorted = false
    events.push(event)
  }
  if (!sorted) events.sort((a, b) => a.seq - b.seq)
  return { events, quarantine, upcast }
}
