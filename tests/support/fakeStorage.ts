import type { LockManagerLike, StorageEventSource, StorageLike } from '../../events/stores/localStorage'

/** Waits `count` microtask turns: lets other pending work (other tabs) run in between. */
export async function ticks(count: number): Promise<void> {
  for (let i = 0; i < count; i++) await Promise.resolve()
}

/**
 * localStorage in memory with a byte quota counted like browsers do (2 bytes per UTF-16 code
 * unit of keys and values); a write past it throws a QuotaExceededError DOMException (code 22).
 */
export class FakeStorage implements StorageLike {
  private readonly items = new Map<string, string>()
  private keyList: string[] | null = null
  private used = 0
  /** How many writes and removals succeeded: loading must not add any. */
  mutations = 0

  constructor(public quotaBytes = Number.POSITIVE_INFINITY) {}

  static from(entries: Iterable<readonly [string, string]>, quotaBytes?: number): FakeStorage {
    const storage = new FakeStorage(quotaBytes)
    for (const [key, value] of entries) storage.setItem(key, value)
    storage.mutations = 0
    return storage
  }

  get length(): number {
    return this.items.size
  }

  get bytesUsed(): number {
    return this.used
  }

  key(index: number): string | null {
    this.keyList ??= [...this.items.keys()]
    return this.keyList[index] ?? null
  }

  getItem(key: string): string | null {
    return this.items.get(key) ?? null
  }

  setItem(key: string, value: string): void {
    key = String(key)
    value = String(value)
    const before = this.items.get(key)
    const next = this.used - (before === undefined ? 0 : 2 * (key.length + before.length)) + 2 * (key.length + value.length)
    if (next > this.quotaBytes) throw new DOMException(`Setting the value of '${key}' exceeded the quota.`, 'QuotaExceededError')
    if (before === undefined) this.keyList = null
    this.items.set(key, value)
    this.used = next
    this.mutations++
  }

  removeItem(key: string): void {
    const before = this.items.get(key)
    if (before === undefined) return
    this.items.delete(key)
    this.keyList = null
    this.used -= 2 * (key.length + before.length)
    this.mutations++
  }

  clear(): void {
    this.items.clear()
    this.keyList = null
    this.used = 0
    this.mutations++
  }

  entries(): [string, string][] {
    return [...this.items.entries()]
  }
}

type Tab = { storage: StorageLike; onStorageEvent: StorageEventSource }

/**
 * Several tabs over one storage: a write by one tab fires a storage event in every other tab
 * (never in the writer, as in browsers), each after `delay()`.
 */
export class SharedStorage {
  private readonly listeners = new Map<number, Set<(key: string | null) => void>>()
  private tabs = 0

  constructor(
    readonly storage: FakeStorage,
    private readonly delay: () => Promise<void> = () => Promise.resolve(),
  ) {}

  tab(): Tab {
    const id = this.tabs++
    const listeners = new Set<(key: string | null) => void>()
    this.listeners.set(id, listeners)
    const shared = this.storage
    const notify = (key: string) => this.notifyOthers(id, key)
    const storage: StorageLike = {
      get length() {
        return shared.length
      },
      key: (index) => shared.key(index),
      getItem: (key) => shared.getItem(key),
      setItem: (key, value) => {
        const before = shared.getItem(key)
        shared.setItem(key, value)
        if (before !== value) notify(key)
      },
      removeItem: (key) => {
        const before = shared.getItem(key)
        shared.removeItem(key)
        if (before !== null) notify(key)
      },
    }
    const onStorageEvent: StorageEventSource = (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    }
    return { storage, onStorageEvent }
  }

  private notifyOthers(writer: number, key: string): void {
    for (const [id, listeners] of this.listeners) {
      if (id === writer) continue
      void this.delay().then(() => {
        for (const listener of listeners) listener(key)
      })
    }
  }
}

/**
 * The Web Locks API in one process: callbacks for one name run one at a time, in request
 * order, each after `delay()`; `maxHeld` records the most callbacks ever holding one name.
 */
export class FakeLockManager implements LockManagerLike {
  private readonly tails = new Map<string, Promise<unknown>>()
  private readonly held = new Map<string, number>()
  maxHeld = 0

  constructor(private readonly delay: () => Promise<void> = () => Promise.resolve()) {}

  request<T>(name: string, callback: () => Promise<T>): Promise<T> {
    const granted = async () => {
      await this.delay()
      const holders = (this.held.get(name) ?? 0) + 1
      this.held.set(name, holders)
      this.maxHeld = Math.max(this.maxHeld, holders)
      try {
        return await callback()
      } finally {
        this.held.set(name, (this.held.get(name) ?? 1) - 1)
      }
    }
    const result = (this.tails.get(name) ?? Promise.resolve()).then(granted, granted)
    this.tails.set(name, result.catch(() => undefined))
    return result
  }
}
