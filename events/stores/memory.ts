import { toEnvelope, type Draft, type Envelope } from '../envelope'
import { readEntries } from '../log'
import type { AppendResult, EventStore, LoadedLog, Snapshot } from '../store'

/** The log in memory: tests and `comanda scenario`. `raw` may seed it with stored entries of any quality. */
export class MemoryEventStore implements EventStore {
  private readonly raw: unknown[]
  private lastSeq: number
  private snapshot: Snapshot | null = null
  private readonly listeners = new Set<(events: readonly Envelope[]) => void>()

  constructor(
    readonly venue: string,
    raw: readonly unknown[] = [],
  ) {
    this.raw = [...raw]
    this.lastSeq = readEntries(this.raw).events.reduce((max, e) => Math.max(max, e.seq), 0)
  }

  async load(options: { useSnapshot?: boolean } = {}): Promise<LoadedLog> {
    const log = readEntries(this.raw)
    const snapshot = options.useSnapshot ? this.snapshot : null
    return { ...log, events: snapshot ? log.events.filter((e) => e.seq > snapshot.seq) : log.events, snapshot }
  }

  async append(drafts: readonly Draft[], options: { expectedLastSeq?: number } = {}): Promise<AppendResult> {
    if (options.expectedLastSeq !== undefined && options.expectedLastSeq !== this.lastSeq) {
      return { ok: false, conflict: true, lastSeq: this.lastSeq }
    }
    const events = drafts.map((draft, i) => toEnvelope(draft, this.lastSeq + i + 1))
    this.lastSeq += events.length
    this.raw.push(...events)
    for (const listener of this.listeners) listener(events)
    return { ok: true, events, persisted: true, warning: null }
  }

  subscribe(listener: (events: readonly Envelope[]) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  saveSnapshot(snapshot: Snapshot): void {
    this.snapshot = snapshot
  }

  /** Everything stored, as stored: what an export contains. */
  entries(): readonly unknown[] {
    return this.raw
  }
}
