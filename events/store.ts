import type { Draft, Envelope, QuarantineEntry } from './envelope'

/** A snapshot of the folded views at `seq` (DESIGN §3), so loading a long log stays fast. */
export type Snapshot = { seq: number; version: number; views: unknown }

export type LoadedLog = {
  events: Envelope[]
  quarantine: QuarantineEntry[]
  upcast: number
  /** When present, `events` holds only the events after `snapshot.seq`. */
  snapshot: Snapshot | null
}

export type AppendResult =
  | { ok: true; events: Envelope[]; persisted: boolean; warning: 'storage-full' | null }
  | { ok: false; conflict: true; lastSeq: number }

/**
 * One venue's event log (DESIGN §3): localStorage in the app, memory in tests, a file for the
 * CLI. Appends number events gaplessly from the store's last seq; `expectedLastSeq` makes an
 * append optimistic (another tab may have appended since the caller decided).
 */
export interface EventStore {
  readonly venue: string
  load(options?: { useSnapshot?: boolean }): Promise<LoadedLog>
  append(drafts: readonly Draft[], options?: { expectedLastSeq?: number }): Promise<AppendResult>
  /** Called with events that this store appended or learnt of (another tab), in seq order. */
  subscribe(listener: (events: readonly Envelope[]) => void): () => void
  saveSnapshot(snapshot: Snapshot): void
  /** Every stored entry, as stored (valid or not), in seq order: what an export contains. */
  entries(): readonly unknown[]
}
