import { appendFileSync, existsSync, readFileSync } from 'node:fs'
import { toEnvelope, type Draft, type Envelope } from '../envelope'
import { readEntries } from '../log'
import type { AppendResult, EventStore, LoadedLog, Snapshot } from '../store'

/**
 * The log as a file of one JSON envelope per line, for the CLI (`comanda scenario --log`).
 * Appends add lines, never rewrite the file; a torn last line (a crash mid-write) is
 * quarantined on load and its seq is never reused.
 */
export class FileEventStore implements EventStore {
  private lastSeq = 0
  private readonly listeners = new Set<(events: readonly Envelope[]) => void>()

  constructor(
    readonly venue: string,
    private readonly path: string,
  ) {
    const { entries, hints } = this.read()
    const log = readEntries(entries, hints)
    this.lastSeq = Math.max(0, ...log.events.map((e) => e.seq), ...log.quarantine.map((q) => q.seq ?? 0))
  }

  private read(): { entries: unknown[]; hints: null[] } {
    if (!existsSync(this.path)) return { entries: [], hints: [] }
    const entries = readFileSync(this.path, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => {
        try {
          return JSON.parse(line) as unknown
        } catch {
          return line // kept as text: the quarantine shows it as it was
        }
      })
    return { entries, hints: entries.map(() => null) }
  }

  async load(): Promise<LoadedLog> {
    const { entries, hints } = this.read()
    return { ...readEntries(entries, hints), snapshot: null }
  }

  async append(drafts: readonly Draft[], options: { expectedLastSeq?: number } = {}): Promise<AppendResult> {
    if (options.expectedLastSeq !== undefined && options.expectedLastSeq !== this.lastSeq) return { ok: false, conflict: true, lastSeq: this.lastSeq }
    const events = drafts.map((draft, i) => toEnvelope(draft, this.lastSeq + i + 1))
    appendFileSync(this.path, events.map((event) => JSON.stringify(event) + '\n').join(''))
    this.lastSeq += events.length
    for (const listener of this.listeners) listener(events)
    return { ok: true, events, persisted: true, warning: null }
  }

  subscribe(listener: (events: readonly Envelope[]) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Snapshots are a browser concern: the CLI folds its logs from the start. */
  saveSnapshot(_snapshot: Snapshot): void {}

  entries(): readonly unknown[] {
    return this.read().entries
  }
}
