import { decodeStored, type Envelope, type QuarantineEntry } from './envelope'

export type ReadLog = { events: Envelope[]; quarantine: QuarantineEntry[]; upcast: number }

/**
 * Reads stored entries into a log (DESIGN §3): decoded and upcast events in `seq` order, and a
 * quarantine for everything else, each with its reason. Never throws, never drops an entry.
 * A second entry with an id or seq already seen is quarantined, not folded twice.
 * `hintSeqs[i]` is the seq the store knows entry i by (its key), for entries too broken to say.
 */
export function readEntries(entries: readonly unknown[], hintSeqs?: readonly (number | null)[]): ReadLog {
  const events: Envelope[] = []
  const quarantine: QuarantineEntry[] = []
  const ids = new Set<string>()
  const seqs = new Set<number>()
  let upcast = 0
  let lastSeq = 0
  let sorted = true
  for (let i = 0; i < entries.length; i++) {
    const raw = entries[i]
    const decoded = decodeStored(raw, hintSeqs?.[i] ?? null)
    if (!decoded.ok) {
      quarantine.push(decoded.quarantine)
      continue
    }
    const { event } = decoded
    if (ids.has(event.id)) {
      quarantine.push({ seq: event.seq, reason: `duplicate event id ${event.id}`, raw })
      continue
    }
    // A log read in order has rising seqs: the set of seqs is only needed once that breaks.
    if (event.seq <= lastSeq) {
      if (sorted) for (const known of events) seqs.add(known.seq)
      sorted = false
    }
    if (!sorted && seqs.has(event.seq)) {
      quarantine.push({ seq: event.seq, reason: `duplicate seq ${event.seq}`, raw })
      continue
    }
    ids.add(event.id)
    if (!sorted) seqs.add(event.seq)
    lastSeq = Math.max(lastSeq, event.seq)
    if (decoded.upcast) upcast++
    events.push(event)
  }
  if (!sorted) events.sort((a, b) => a.seq - b.seq)
  return { events, quarantine, upcast }
}

