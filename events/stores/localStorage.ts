import { decodeStored, toEnvelope, type Draft, type Envelope, type QuarantineEntry } from '../envelope'
import { readEntries } from '../log'
import type { AppendResult, EventStore, LoadedLog, Snapshot } from '../store'
import { classifyKey, isAnySnapshotKey, parseSeq, venueKeys, type VenueKeys } from './keys'

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>
/** The shape of the Web Locks API (`navigator.locks`). */
export type LockManagerLike = { request<T>(name: string, callback: () => Promise<T>): Promise<T> }
/** Subscribes to the window's `storage` events (changes made by other tabs); `null` = cleared. */
export type StorageEventSource = (listener: (key: string | null) => void) => () => void

export type LocalStorageEventStoreOptions = {
  venue: string
  storage: StorageLike
  locks?: LockManagerLike
  onStorageEvent?: StorageEventSource
}

type Listener = (events: readonly Envelope[]) => void
type StoredValue = { ok: true; raw: unknown } | { ok: false; quarantine: QuarantineEntry }
type VenueScan = { events: { seq: number; key: string }[]; head: string | null; snapshot: string | null; unknown: string[] }

/**
 * How far the head may run ahead of the highest stored event: seqs reserved by a tab whose writes
 * the storage refused. A head further ahead is damage (issue #12.17: a head of 2^53 made the app
 * walk every seq up to it): it is quarantined and the log is numbered from the events present.
 */
export const MAX_HEAD_AHEAD = 10_000

const MISSING = 'missing from storage: never persisted (another tab at its storage quota?) or removed'

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** One event key's value, before decoding: JSON, and filed under its own seq (a damaged seq must not shadow another event). */
function readStoredValue(seq: number, value: string): StoredValue {
  let raw: unknown
  try {
    raw = JSON.parse(value)
  } catch {
    return { ok: false, quarantine: { seq, reason: 'not JSON', raw: value } }
  }
  if (isRecord(raw) && typeof raw.seq === 'number' && raw.seq !== seq) {
    return { ok: false, quarantine: { seq, reason: `stored under the key of seq ${seq} but says seq ${raw.seq}`, raw } }
  }
  return { ok: true, raw }
}

function parseOrKeep(value: string): unknown {
  try {
    return JSON.parse(value)
  } catch {
    return value
  }
}

function bySeq(a: { seq: number | null }, b: { seq: number | null }): number {
  return (a.seq ?? Infinity) - (b.seq ?? Infinity)
}

/**
 * The browser's venue log (DESIGN §3 Storage): one localStorage key per event and a small head
 * key, appends under a Web Lock, other tabs' appends learnt from storage events. Stored data is
 * never rewritten: what cannot be read is quarantined and left in place. When storage is full,
 * events wait in memory (still delivered, reported as unpersisted) until they can be written.
 */
export class LocalStorageEventStore implements EventStore {
  readonly venue: string
  private readonly keys: VenueKeys
  private readonly storage: StorageLike
  private readonly locks: LockManagerLike | undefined
  private readonly listeners = new Set<Listener>()
  private readonly stopListening: () => void
  private queue: Promise<unknown> = Promise.resolve()
  /** The last seq delivered to subscribers (or returned by load); null until the first load or append. */
  private delivered: number | null = null
  /** The highest seq known to be taken in storage, so that a damaged or missing head never reuses a seq. */
  private floor = 0
  private pending: Envelope[] = []
  private readonly seenIds = new Set<string>()
  private readonly renumbered = new Set<string>()
  private readonly live: QuarantineEntry[] = []

  constructor(options: LocalStorageEventStoreOptions) {
    this.venue = options.venue
    this.keys = venueKeys(options.venue)
    this.storage = options.storage
    this.locks = options.locks
    this.stopListening = options.onStorageEvent?.((key) => this.onStorageChange(key)) ?? (() => {})
  }

  async load(options: { useSnapshot?: boolean } = {}): Promise<LoadedLog> {
    if (this.delivered !== null) this.catchUp(null) // subscribers see first what this load returns
    const scan = this.scan()
    const quarantine: QuarantineEntry[] = []
    const maxEventSeq = scan.events[scan.events.length - 1]?.seq ?? 0
    const head = this.readHead(scan.head, maxEventSeq, quarantine)
    this.floor = Math.max(this.floor, head ?? 0, maxEventSeq)
    const snapshot = this.readSnapshot(scan.snapshot, Math.max(this.floor, this.pendingMax()), quarantine)
    const used = options.useSnapshot ? snapshot : null
    const from = used?.seq ?? 0

    const entries: unknown[] = []
    const hints: number[] = []
    const eventIssues: QuarantineEntry[] = []
    for (const { seq, key } of scan.events) {
      if (seq <= from) continue
      const value = this.get(key)
      if (value === null) continue
      const stored = readStoredValue(seq, value)
      if (stored.ok) {
        entries.push(stored.raw)
        hints.push(seq)
      }
      else eventIssues.push(stored.quarantine)
    }
    const log = readEntries(entries, hints)
    for (const event of log.events) this.seenIds.add(event.id)
    const pending = this.pending.filter((event) => event.seq > from)
    const events = pending.length === 0 ? log.events : [...log.events, ...pending].sort(bySeq)
    if (this.delivered === null) this.delivered = Math.max(maxEventSeq, this.pendingMax())

    for (const key of scan.unknown) {
      const value = this.get(key)
      if (value !== null) quarantine.push({ seq: null, reason: `unknown key "${key}"`, raw: value })
    }
    const issues = eventIssues.length === 0 ? log.quarantine : [...eventIssues, ...log.quarantine].sort(bySeq)
    return { events, quarantine: [...issues, ...quarantine], upcast: log.upcast, snapshot: used }
  }

  append(drafts: readonly Draft[], options: { expectedLastSeq?: number } = {}): Promise<AppendResult> {
    return this.exclusive(() => this.appendExclusively(drafts, options.expectedLastSeq))
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  saveSnapshot(snapshot: Snapshot): void {
    // A snapshot covering events that are only in memory would outlive them after a reload.
    if (this.pending.length > 0) return
    try {
      this.storage.setItem(this.keys.snapshot, JSON.stringify(snapshot))
    } catch {
      // A snapshot is a cache: without it loading is slower, never wrong.
    }
  }

  /** Every stored value of this venue's event keys in seq order, valid or not, and the unpersisted events: what an export holds. */
  entries(): unknown[] {
    const stored: { seq: number; raw: unknown }[] = []
    for (const { seq, key } of this.scan().events) {
      const value = this.get(key)
      if (value !== null) stored.push({ seq, raw: parseOrKeep(value) })
    }
    const all = this.pending.length === 0 ? stored : [...stored, ...this.pending.map((event) => ({ seq: event.seq, raw: event }))].sort(bySeq)
    return all.map((entry) => entry.raw)
  }

  /** Events recorded in this tab that storage has not accepted yet (DESIGN §3: never lose an order). */
  unpersisted(): readonly Envelope[] {
    return this.pending
  }

  /** Writes the unpersisted events now (e.g. after the guest freed space) instead of at the next append. */
  retryUnpersisted(): Promise<AppendResult> {
    return this.append([])
  }

  /** What live updates from other tabs could not deliver: unreadable entries and seqs never persisted. */
  liveQuarantine(): readonly QuarantineEntry[] {
    return this.live
  }

  close(): void {
    this.stopListening()
  }

  private appendExclusively(drafts: readonly Draft[], expectedLastSeq: number | undefined): AppendResult {
    const storedLast = this.storedLastSeq()
    if (this.delivered === null) this.delivered = Math.max(storedLast, this.pendingMax())
    this.catchUp(storedLast)
    this.movePendingPastTakenSeqs(storedLast)
    const last = Math.max(storedLast, this.pendingMax())
    if (expectedLastSeq !== undefined && expectedLastSeq !== last) return { ok: false, conflict: true, lastSeq: last }

    const events = drafts.map((draft, i) => toEnvelope(draft, last + i + 1))
    this.pending = this.persist([...this.pending, ...events])
    for (const event of events) this.seenIds.add(event.id)
    if (events.length > 0) this.delivered = events[events.length - 1]!.seq
    this.deliver(events)
    const persisted = this.pending.length === 0
    return { ok: true, events, persisted, warning: persisted ? null : 'storage-full' }
  }

  /** The last seq taken in storage: the head, never below what this tab has seen, and past keys written after the head. */
  private storedLastSeq(): number {
    const head = parseSeq(this.get(this.keys.head)) ?? 0
    let last = head - this.floor > MAX_HEAD_AHEAD ? this.floor : Math.max(head, this.floor)
    while (this.get(this.keys.event(last + 1)) !== null) last++
    this.floor = last
    return last
  }

  /**
   * Writes events in seq order and reserves their seqs in the head, stopping at the first write
   * storage refuses (a later event written before an earlier one would read as a gap in other
   * tabs). Returns the events still to be written.
   */
  private persist(events: readonly Envelope[]): Envelope[] {
    let written = 0
    for (const event of events) {
      if (!this.write(this.keys.event(event.seq), JSON.stringify(event))) break
      this.floor = Math.max(this.floor, event.seq)
      written++
    }
    const top = events[events.length - 1]
    if (top) this.write(this.keys.head, String(top.seq))
    return events.slice(written)
  }

  /**
   * Browsers disagree on what a full storage throws (QuotaExceededError, code 22 or 1014, or
   * another name); any refused write is handled as a full one, since an event must not be lost.
   */
  private write(key: string, value: string): boolean {
    try {
      this.storage.setItem(key, value)
      return true
    } catch {
      if (this.removeSnapshots() === 0) return false
      try {
        this.storage.setItem(key, value)
        return true
      } catch {
        return false
      }
    }
  }

  /** Compaction: snapshots of every venue are caches, rebuilt from the logs. */
  private removeSnapshots(): number {
    const keys: string[] = []
    for (let i = 0; i < this.storage.length; i++) {
      const key = this.storage.key(i)
      if (key !== null && isAnySnapshotKey(key)) keys.push(key)
    }
    for (const key of keys) this.storage.removeItem(key)
    return keys.length
  }

  /**
   * Only when this tab could write neither its events nor the head that reserves their seqs can
   * another tab number its own events over them. Nothing stored is overwritten: this tab's events
   * move after the stored ones; its views already hold them, so they are not delivered again.
   */
  private movePendingPastTakenSeqs(storedLast: number): void {
    const taken = this.pending.filter((event) => this.get(this.keys.event(event.seq)) !== null)
    if (taken.length === 0) return
    for (const event of taken) {
      this.live.push({ seq: event.seq, reason: 'numbered by another tab while this tab waited for storage: reload to see it', raw: this.get(this.keys.event(event.seq)) })
    }
    this.pending = this.pending.map((event, i) => {
      this.renumbered.add(event.id)
      return { ...event, seq: storedLast + 1 + i }
    })
  }

  private onStorageChange(key: string | null): void {
    if (key === null || key.startsWith(this.keys.prefix)) this.catchUp(null)
  }

  /**
   * Delivers the stored events after the last delivered seq, in seq order. Outside the append
   * lock a missing key may be another tab's write in progress, so it stops there; inside the
   * lock (`through` = the stored last seq) nothing is in progress and a missing seq is reported.
   */
  private catchUp(through: number | null): void {
    if (this.delivered === null) return
    const batch: Envelope[] = []
    let seq = this.delivered
    for (;;) {
      const next = seq + 1
      const value = this.get(this.keys.event(next))
      if (value === null && (through === null || next > through)) break
      seq = next
      if (value === null) this.live.push({ seq, reason: MISSING, raw: null })
      else this.readLive(seq, value, batch)
    }
    this.delivered = seq
    this.floor = Math.max(this.floor, seq)
    this.deliver(batch)
  }

  private readLive(seq: number, value: string, batch: Envelope[]): void {
    const stored = readStoredValue(seq, value)
    if (!stored.ok) return void this.live.push(stored.quarantine)
    const decoded = decodeStored(stored.raw, seq)
    if (!decoded.ok) return void this.live.push(decoded.quarantine)
    const { event } = decoded
    if (this.renumbered.has(event.id)) return
    if (this.seenIds.has(event.id)) return void this.live.push({ seq, reason: `duplicate event id ${event.id}`, raw: stored.raw })
    this.seenIds.add(event.id)
    batch.push(event)
  }

  private deliver(events: readonly Envelope[]): void {
    if (events.length === 0) return
    for (const listener of [...this.listeners]) {
      try {
        listener(events)
      } catch (error) {
        // A failing subscriber must not undo an append that is already stored.
        queueMicrotask(() => {
          throw error
        })
      }
    }
  }

  private exclusive<T>(critical: () => T): Promise<T> {
    const run = async () => critical()
    if (this.locks) return this.locks.request(this.keys.appendLock, run)
    const result = this.queue.then(run, run)
    this.queue = result.catch(() => undefined)
    return result
  }

  private scan(): VenueScan {
    const scan: VenueScan = { events: [], head: null, snapshot: null, unknown: [] }
    const count = this.storage.length
    for (let i = 0; i < count; i++) {
      const key = this.storage.key(i)
      const kind = key === null ? null : classifyKey(this.keys, key)
      if (key === null || kind === null) continue
      if (kind.kind === 'event') scan.events.push({ seq: kind.seq, key })
      else if (kind.kind === 'head') scan.head = this.get(key)
      else if (kind.kind === 'snapshot') scan.snapshot = this.get(key)
      else if (kind.kind === 'unknown') scan.unknown.push(key)
      // the login record and the caches live beside the log (SPEC §3), not in it
    }
    scan.events.sort(bySeq)
    return scan
  }

  private readHead(value: string | null, maxEventSeq: number, quarantine: QuarantineEntry[]): number | null {
    if (value === null) return null
    const head = parseSeq(value)
    if (head === null) quarantine.push({ seq: null, reason: 'head: not a seq number; recomputed from the event keys', raw: value })
    if (head === null || head - maxEventSeq <= MAX_HEAD_AHEAD) return head
    quarantine.push({ seq: null, reason: `head: ${head} is far past the last stored event (${maxEventSeq}); recomputed from the event keys`, raw: value })
    return null
  }

  private readSnapshot(value: string | null, lastSeq: number, quarantine: QuarantineEntry[]): Snapshot | null {
    if (value === null) return null
    const unusable = (reason: string) => {
      quarantine.push({ seq: null, reason: `snapshot: ${reason}; the log loads in full`, raw: value })
      return null
    }
    const parsed = parseOrKeep(value)
    if (!isRecord(parsed) || !('views' in parsed) || typeof parsed.version !== 'number') return unusable('expected {seq, version, views}')
    const { seq, version, views } = parsed
    if (typeof seq !== 'number' || !Number.isSafeInteger(seq) || seq < 0) return unusable('seq must be a whole number')
    if (seq > lastSeq) return unusable(`seq ${seq} is ahead of the log (${lastSeq})`)
    return { seq, version, views }
  }

  private pendingMax(): number {
    return this.pending[this.pending.length - 1]?.seq ?? 0
  }

  private get(key: string): string | null {
    try {
      return this.storage.getItem(key)
    } catch {
      return null
    }
  }
}
