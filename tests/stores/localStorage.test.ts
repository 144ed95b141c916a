import { describe, expect, it } from 'vitest'
import type { OrderRequest } from '../../domain/order'
import type { DomainEvent } from '../../events/catalogue'
import type { Draft, Envelope } from '../../events/envelope'
import { parseSeq, venueKeys } from '../../events/stores/keys'
import { LocalStorageEventStore, type StorageLike } from '../../events/stores/localStorage'
import { liveViews } from '../../projections/rx'
import { replay } from '../../projections/views'
import { T0, coupon, cola, details, e, lunchMenu, margherita, serverOrder, withOption } from '../support/builders'
import { DEEP, depthRuns, depthSample } from '../support/depth'
import { FakeLockManager, FakeStorage, SharedStorage, ticks } from '../support/fakeStorage'
import { seeded } from '../support/seeded'

const VENUE = 'c0ffee42'
const FLIPS = depthRuns(1000)
const keys = venueKeys(VENUE)

type Rng = () => number

const below = (rng: Rng, n: number) => Math.floor(rng() * n)

function uuid(rng: Rng): string {
  return 'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, (c) => (c === 'x' ? below(rng, 16) : 8 + below(rng, 4)).toString(16))
}

function orderRequest(orderKey: string, quantity: number): OrderRequest {
  const { contacts } = details()
  return {
    order: {
      order_type: 'take-away',
      order_method: 'direct',
      total_cost: 800 * quantity,
      shipping_cost: 0,
      coupon_value: 0,
      cover_cost: 0,
      note: `order ${orderKey}`,
      covers_number: null,
      table_id: null,
      delivery_choice: null,
      time_slot_requested_id: null,
      time_slot_requested: null,
      order_date: null,
      rows: [{ entry_id: 101, entry_name: 'Margherita', type: 'menu-entry', quantity, cost: 800 * quantity, details: '', subitems: [], subOrderRows: [] }],
    },
    user: { deviceID: 'device-1', ...contacts },
    fields: {},
    coupon: null,
    customer: null,
    payment: 'later',
  }
}

function orderEvents(orderKey: string, id: number, quantity = 2): DomainEvent[] {
  return [
    e('CheckoutDetailsEntered', { details: details() }),
    e('OrderSubmitted', { orderKey, method: 'POST', serverOrderId: null, request: orderRequest(orderKey, quantity) }),
    e('OrderAccepted', { orderKey, order: serverOrder({ id, total_cost: 800 * quantity }), awaitingPayment: false }),
    e('OrderStateChanged', { orderid: id, restaurantorderid: 17, status: 'accepted' }),
    e('CartCleared', { reason: 'order-sent' }),
  ]
}

/** A guest's visits: lines, special menus, covers, coupons, waiter calls and whole orders. */
function realisticEvents(rng: Rng, count: number): DomainEvent[] {
  const events: DomainEvent[] = [
    e('VenueOpened', { restaurant_type: 1, rid: 12, name: 'Trattoria Da Mario', currency: 'EUR' }),
    e('LanguageChosen', { code: 'it', rtl: false }),
  ]
  const bufala = withOption(margherita(), { id: 11, name: 'Bufala', pricemodifier: 250 })
  let orders = 0
  while (events.length < count) {
    const pick = below(rng, 10)
    if (pick < 4) events.push(e('LineAdded', { line: [margherita(), bufala, cola][below(rng, 3)]!, quantity: 1 + below(rng, 3) }))
    else if (pick === 4) events.push(e('SpecialMenuLineAdded', { line: lunchMenu, quantity: 1 }))
    else if (pick === 5) events.push(e('CoversSet', { covers: 1 + below(rng, 4), coverUnitPrice: 200 }))
    else if (pick === 6) events.push(e('CouponApplied', { coupon: coupon() }))
    else if (pick === 7) events.push(e('WaiterCalled', {}))
    else events.push(...orderEvents(`order-${++orders}`, 9000 + orders, 1 + below(rng, 3)))
  }
  return events.slice(0, count)
}

function draftsOf(rng: Rng, events: readonly DomainEvent[], start = T0): Draft[] {
  return events.map((event, i) => ({ ...event, id: uuid(rng), at: start + i * 1000 }))
}

/** Appends in small batches, as the command bus does; returns what was stored. */
async function appendAll(store: LocalStorageEventStore, rng: Rng, drafts: readonly Draft[]): Promise<Envelope[]> {
  const stored: Envelope[] = []
  for (let i = 0; i < drafts.length; ) {
    const size = 1 + below(rng, 3)
    const result = await store.append(drafts.slice(i, i + size))
    if (!result.ok || !result.persisted) throw new Error(`append failed at ${i}`)
    stored.push(...result.events)
    i += size
  }
  return stored
}

async function storedLog(seed: number, count: number) {
  const rng = seeded(seed)
  const storage = new FakeStorage()
  const store = new LocalStorageEventStore({ venue: VENUE, storage })
  await store.load()
  const events = await appendAll(store, rng, draftsOf(rng, realisticEvents(rng, count)))
  return { storage, events }
}

const load = (storage: StorageLike, options: { useSnapshot?: boolean } = {}) => new LocalStorageEventStore({ venue: VENUE, storage }).load(options)
const seqs = (log: { events: readonly Envelope[] }) => log.events.map((event) => event.seq)
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)

describe('DESIGN §3 Storage: the log round-trips through localStorage', () => {
  it('appended events load back equal, numbered gaplessly from 1, one key per event', async () => {
    const { storage, events } = await storedLog(1, 300)
    const loaded = await load(storage)
    expect(loaded.events).toEqual(events)
    expect(seqs(loaded)).toEqual(range(1, 300))
    expect(loaded.quarantine).toEqual([])
    expect(storage.getItem(keys.head)).toBe('300')
    expect(JSON.parse(storage.getItem(keys.event(120))!)).toEqual(events[119])
  })

  it('an append writes only its event keys and the head, never the whole log', async () => {
    const { storage } = await storedLog(2, 100)
    const store = new LocalStorageEventStore({ venue: VENUE, storage })
    await store.load()
    const before = storage.mutations
    await store.append(draftsOf(seeded(3), [e('WaiterCalled', {}), e('WaiterCalled', {})]))
    expect(storage.mutations - before).toBe(3)
  })

  it('a snapshot and the events after it load to the same views as a full replay, decoding only the tail', async () => {
    const rng = seeded(4)
    const storage = new FakeStorage()
    const store = new LocalStorageEventStore({ venue: VENUE, storage })
    const live = liveViews(store, await store.load({ useSnapshot: true }))
    const events = await appendAll(store, rng, draftsOf(rng, realisticEvents(rng, 640)))
    live.dispose()

    const fromSnapshot = await load(storage, { useSnapshot: true })
    const snapshotSeq = fromSnapshot.snapshot!.seq
    expect(snapshotSeq).toBeGreaterThanOrEqual(500)
    expect(seqs(fromSnapshot)).toEqual(range(snapshotSeq + 1, 640))
    const full = replay(events)
    expect(replay(fromSnapshot.events, fromSnapshot.snapshot!.views as never)).toEqual(full)
    expect(live.current()).toEqual(full)
    expect(replay((await load(storage)).events)).toEqual(full)
  })
})

describe('DESIGN §3 Versioning: a damaged log never crashes loading, never loses a readable event, is never rewritten', () => {
  it('issue #12.17 a head set to 2^53-1 does not freeze the app: loading and the next append are bounded by the events present', async () => {
    const { storage, events } = await storedLog(41, 20)
    storage.setItem(keys.head, String(Number.MAX_SAFE_INTEGER))
    const store = new LocalStorageEventStore({ venue: VENUE, storage })
    const loaded = await store.load()
    expect(loaded.events).toEqual(events)
    expect(loaded.quarantine).toEqual([{ seq: null, reason: `head: ${Number.MAX_SAFE_INTEGER} is far past the last stored event (20); recomputed from the event keys`, raw: String(Number.MAX_SAFE_INTEGER) }])
    const appended = await store.append(draftsOf(seeded(42), [e('WaiterCalled', {})]))
    expect(appended.ok && appended.events.map((event) => event.seq)).toEqual([21])
    expect(seqs(await load(storage))).toEqual(range(1, 21))
  })

  /**
   * Every offset of the dump (event values in seq order, then the head) is a cut: the keys before
   * it intact, the cut value truncated (or its key not written yet), nothing after. The cuts are
   * taken in order on one storage, rewriting only the cut key, so each load sees exactly the
   * truncated dump, as a fresh restore would (loading writes nothing: checked every time).
   */
  it('a dump truncated at every offset keeps every intact event and quarantines the cut one', async () => {
    const { storage: original, events } = await storedLog(5, 200)
    const dump = [...events.map((event) => keys.event(event.seq)), keys.head].map((key) => [key, original.getItem(key)!] as const)
    const size = dump.reduce((sum, [, value]) => sum + value.length, 0)
    const storage = new FakeStorage()
    let loads = 0
    /** `quarantined`: the cut entry's quarantine seq (null for the head), undefined when nothing is quarantined. */
    const expectLoad = async (intact: number, quarantined?: number | null) => {
      const mutations = storage.mutations
      const loaded = await load(storage)
      loads++
      expect(storage.mutations).toBe(mutations)
      expect(loaded.events.length).toBe(intact)
      for (let i = 0; i < intact; i++) if (loaded.events[i]!.id !== events[i]!.id) expect(loaded.events[i]).toEqual(events[i])
      expect(loaded.quarantine.length).toBe(quarantined === undefined ? 0 : 1)
      if (quarantined !== undefined) expect(loaded.quarantine[0]!.seq).toBe(quarantined)
    }
    // npm test: a fixed-seed share of the cuts of each value (its first and last always); test:deep: every one.
    let cutsChecked = 0
    for (const [index, [key, value]] of dump.entries()) {
      const isEvent = index < events.length
      await expectLoad(index)
      for (const cut of depthSample(value.length, 5000 + index)) {
        cutsChecked++
        storage.setItem(key, value.slice(0, cut))
        if (isEvent) await expectLoad(index, index + 1)
        else await expectLoad(events.length, parseSeq(value.slice(0, cut)) === null ? null : undefined)
      }
      storage.setItem(key, value)
    }
    await expectLoad(events.length)
    expect(loads).toBe(cutsChecked + dump.length + 1)
    if (DEEP) expect(cutsChecked).toBe(size)
    expect(await load(storage)).toEqual(await load(original))
  })

  it(`${FLIPS.toLocaleString('en')} single-byte flips: kept + quarantined = every stored entry, untouched events kept, nothing rewritten`, async () => {
    const rng = seeded(6)
    const { storage, events } = await storedLog(7, 200)
    const stored = storage.entries()
    const original = new Map(stored)
    for (let flip = 0; flip < FLIPS; flip++) {
      const [key, value] = stored[below(rng, stored.length)]!
      const at = below(rng, value.length)
      const flipped = value.slice(0, at) + String.fromCharCode((value.charCodeAt(at) ^ (1 + below(rng, 255))) & 0xff) + value.slice(at + 1)
      storage.setItem(key, flipped)
      const mutations = storage.mutations
      const loaded = await load(storage)
      expect(storage.mutations).toBe(mutations)
      const headUsed = parseSeq(storage.getItem(keys.head)) !== null ? 1 : 0
      expect(loaded.events.length + loaded.quarantine.length).toBe(stored.length - headUsed)
      const kept = new Set(loaded.events.map((event) => event.id))
      for (const event of events) if (keys.event(event.seq) !== key) expect(kept.has(event.id)).toBe(true)
      storage.setItem(key, original.get(key)!)
    }
  })

  it('1 MiB of garbage under the venue prefix: valid events kept, each garbage key quarantined, nothing overwritten', async () => {
    const rng = seeded(8)
    const { storage, events } = await storedLog(9, 200)
    const text = (length: number) => Array.from({ length }, () => String.fromCharCode(32 + below(rng, 95))).join('')
    const jsonish = () => [text(8 + below(rng, 200)), `{"seq":${below(rng, 400)},"type":"${text(6)}"`, JSON.stringify({ seq: 1 + below(rng, 200), id: text(8), at: 1, type: 'LineAdded', v: 9, data: {} })][below(rng, 3)]!
    let garbageKeys = 0
    let garbageChars = 0
    const plant = (key: string, value: string) => {
      if (storage.getItem(key) === null || key === keys.head) garbageKeys++ // the valid head is replaced by garbage
      storage.setItem(key, value)
      garbageChars += key.length + value.length
    }
    plant(keys.head, `#${text(10)}`)
    plant(keys.snapshot, `{"seq":${text(20)}`)
    while (garbageChars < 1024 * 1024) {
      const kind = below(rng, 3)
      const key = kind === 0 ? keys.event(1000 + below(rng, 100_000)) : kind === 1 ? `${keys.prefix}e:${text(4)}` : `${keys.prefix}${text(1 + below(rng, 30))}`
      plant(key, kind === 2 ? text(below(rng, 4000)) : jsonish())
    }
    storage.setItem('comanda:another-venue:e:1', 'not ours')
    storage.setItem('some-other-app', 'not ours either')
    const before = storage.entries()
    storage.mutations = 0

    for (const useSnapshot of [false, true]) {
      const loaded = await load(storage, { useSnapshot })
      expect(loaded.events).toEqual(events)
      expect(loaded.snapshot).toBeNull()
      expect(loaded.quarantine).toHaveLength(garbageKeys)
      expect(loaded.quarantine.every((entry) => entry.reason.length > 0 && entry.raw !== undefined)).toBe(true)
    }
    expect(storage.mutations).toBe(0)
    expect(storage.entries()).toEqual(before)

    const store = new LocalStorageEventStore({ venue: VENUE, storage })
    await store.load()
    const appended = await store.append(draftsOf(rng, [e('WaiterCalled', {})]))
    const highestGarbageSeq = Math.max(...before.map(([key]) => (key.startsWith(`${keys.prefix}e:`) ? parseSeq(key.slice(keys.prefix.length + 2)) ?? 0 : 0)))
    expect(appended.ok && appended.events[0]!.seq).toBe(highestGarbageSeq + 1)
    for (const [key, value] of before) if (key !== keys.head) expect(storage.getItem(key)).toBe(value)
  })

  it('a missing, corrupt or stale head never makes an append reuse a seq', async () => {
    for (const head of [null, 'garbage', '17', '']) {
      const { storage } = await storedLog(10, 40)
      if (head === null) storage.removeItem(keys.head)
      else storage.setItem(keys.head, head)
      const store = new LocalStorageEventStore({ venue: VENUE, storage })
      await store.load()
      const result = await store.append(draftsOf(seeded(11), [e('WaiterCalled', {})]))
      expect(result.ok && result.events[0]!.seq).toBe(41)
      expect(seqs(await load(storage))).toEqual(range(1, 41))
    }
  })
})

describe('DESIGN §3 Storage: tabs of the same venue stay consistent (storage events, Web Locks for appends)', () => {
  it('4 tabs appending 500 events each: every event once, seq gapless 1..2000, every tab saw all in order', async () => {
    const rng = seeded(12)
    const delay = () => ticks(below(rng, 6))
    const shared = new SharedStorage(new FakeStorage(), delay)
    const locks = new FakeLockManager(delay)
    const tabs = await Promise.all(
      range(1, 4).map(async () => {
        const tab = shared.tab()
        const store = new LocalStorageEventStore({ venue: VENUE, storage: tab.storage, locks, onStorageEvent: tab.onStorageEvent })
        const seen: Envelope[] = []
        await store.load()
        store.subscribe((events) => seen.push(...events))
        return { store, seen, ids: [] as string[] }
      }),
    )
    const lastSeen = (tab: (typeof tabs)[number]) => tab.seen[tab.seen.length - 1]?.seq ?? 0
    let conflicts = 0
    await Promise.all(
      tabs.map(async (tab, t) => {
        for (let i = 0; i < 500; i++) {
          await ticks(below(rng, 8))
          const [draft] = draftsOf(rng, [e('LineAdded', { line: margherita(), quantity: 1 + t })])
          tab.ids.push(draft!.id)
          if (rng() < 0.5) {
            expect((await tab.store.append([draft!])).ok).toBe(true)
            continue
          }
          // as the command bus does: decide against what this tab has seen, decide again on a conflict
          for (;;) {
            const result = await tab.store.append([draft!], { expectedLastSeq: lastSeen(tab) })
            if (result.ok) break
            conflicts++
            expect(lastSeen(tab)).toBe(result.lastSeq)
          }
        }
      }),
    )
    for (let wait = 0; wait < 100 && tabs.some((tab) => tab.seen.length < 2000); wait++) await ticks(10)

    const loaded = await load(shared.storage)
    expect(seqs(loaded)).toEqual(range(1, 2000))
    expect(loaded.events.map((event) => event.id).sort()).toEqual(tabs.flatMap((tab) => tab.ids).sort())
    expect(loaded.quarantine).toEqual([])
    for (const tab of tabs) {
      expect(seqs({ events: tab.seen })).toEqual(range(1, 2000))
      expect(tab.seen).toEqual(loaded.events)
      expect(tab.store.liveQuarantine()).toEqual([])
    }
    expect(locks.maxHeld).toBe(1)
    expect(conflicts).toBeGreaterThan(0)
  })

  it('an optimistic append behind another tab first delivers the unseen events, then reports the conflict', async () => {
    const storage = new FakeStorage()
    const [a, b] = [new LocalStorageEventStore({ venue: VENUE, storage }), new LocalStorageEventStore({ venue: VENUE, storage })]
    await a.load()
    await b.load()
    const seenByB: number[] = []
    b.subscribe((events) => seenByB.push(...events.map((event) => event.seq)))
    const rng = seeded(13)
    await a.append(draftsOf(rng, [e('WaiterCalled', {}), e('WaiterCalled', {})]))
    expect(await b.append(draftsOf(rng, [e('WaiterCalled', {})]), { expectedLastSeq: 0 })).toEqual({ ok: false, conflict: true, lastSeq: 2 })
    expect(seenByB).toEqual([1, 2])
    const retried = await b.append(draftsOf(rng, [e('WaiterCalled', {})]), { expectedLastSeq: 2 })
    expect(retried.ok && retried.events.map((event) => event.seq)).toEqual([3])
    expect(seenByB).toEqual([1, 2, 3])
  })

  it('an unreadable entry written by another tab reaches the live quarantine, and the events after it are delivered', async () => {
    const shared = new SharedStorage(new FakeStorage())
    const tab = shared.tab()
    const store = new LocalStorageEventStore({ venue: VENUE, storage: tab.storage, onStorageEvent: tab.onStorageEvent })
    await store.load()
    const seen: number[] = []
    store.subscribe((events) => seen.push(...events.map((event) => event.seq)))
    const other = shared.tab().storage
    const [one, three] = draftsOf(seeded(14), [e('WaiterCalled', {}), e('WaiterCalled', {})])
    other.setItem(keys.event(1), JSON.stringify({ ...one, seq: 1, v: 1 }))
    other.setItem(keys.event(2), JSON.stringify({ seq: 2, id: 'x', at: 1, type: 'FromTheFuture', v: 1, data: {} }))
    other.setItem(keys.event(3), JSON.stringify({ ...three, seq: 3, v: 1 }))
    other.setItem(keys.head, '3')
    await ticks(5)
    expect(seen).toEqual([1, 3])
    expect(store.liveQuarantine()).toMatchObject([{ seq: 2, reason: 'unknown event type "FromTheFuture"' }])
  })
})

describe('DESIGN §3 Storage: QuotaExceededError compacts, then warns the guest, and never loses an order', () => {
  const orderDrafts = (rng: Rng, n: number) => draftsOf(rng, orderEvents(`order-${n}`, 9000 + n).slice(1, 3))

  it('compaction first removes snapshots of every comanda venue, then the append is stored', async () => {
    const { storage } = await storedLog(15, 50)
    storage.setItem(keys.snapshot, JSON.stringify({ seq: 50, version: 1, views: { big: 'x'.repeat(2000) } }))
    storage.setItem('comanda:another-venue:snapshot', 'x'.repeat(2000))
    storage.setItem('comanda:another-venue:e:1', 'kept')
    storage.quotaBytes = storage.bytesUsed + 100
    const store = new LocalStorageEventStore({ venue: VENUE, storage })
    await store.load()
    const result = await store.append(orderDrafts(seeded(16), 1))
    expect(result).toMatchObject({ ok: true, persisted: true, warning: null })
    expect(storage.getItem(keys.snapshot)).toBeNull()
    expect(storage.getItem('comanda:another-venue:snapshot')).toBeNull()
    expect(storage.getItem('comanda:another-venue:e:1')).toBe('kept')
    expect(seqs(await load(storage))).toEqual(range(1, 52))
  })

  it('a store at its quota keeps every recorded order in memory, says so, and writes them when space frees up', async () => {
    const rng = seeded(17)
    const { storage, events } = await storedLog(18, 50)
    storage.quotaBytes = storage.bytesUsed
    const store = new LocalStorageEventStore({ venue: VENUE, storage })
    await store.load()
    const delivered: Envelope[] = []
    store.subscribe((batch) => delivered.push(...batch))
    const recorded: Envelope[] = []
    for (let n = 1; n <= 3; n++) {
      const result = await store.append(orderDrafts(rng, n))
      expect(result).toMatchObject({ ok: true, persisted: false, warning: 'storage-full' })
      if (result.ok) recorded.push(...result.events)
    }
    expect(recorded.map((event) => event.type)).toEqual(['OrderSubmitted', 'OrderAccepted', 'OrderSubmitted', 'OrderAccepted', 'OrderSubmitted', 'OrderAccepted'])
    expect(seqs({ events: recorded })).toEqual(range(51, 56))
    expect(delivered).toEqual(recorded)
    expect(store.unpersisted()).toEqual(recorded)
    expect((await store.load()).events).toEqual([...events, ...recorded])
    expect(store.entries().slice(-6)).toEqual(recorded)
    expect(seqs(await load(storage))).toEqual(range(1, 50))

    store.saveSnapshot({ seq: 56, version: 1, views: {} })
    expect(storage.getItem(keys.snapshot)).toBeNull()

    storage.quotaBytes = Number.POSITIVE_INFINITY
    const next = await store.append(orderDrafts(rng, 4))
    expect(next).toMatchObject({ ok: true, persisted: true, warning: null })
    expect(store.unpersisted()).toEqual([])
    const reloaded = await load(storage)
    expect(seqs(reloaded)).toEqual(range(1, 58))
    expect(reloaded.events.slice(50, 56)).toEqual(recorded)
  })

  it('under a randomly tight quota no appended event is ever lost, and all are stored in order once space frees up', async () => {
    const rng = seeded(19)
    const storage = new FakeStorage()
    const store = new LocalStorageEventStore({ venue: VENUE, storage })
    await store.load()
    const recorded: Envelope[] = []
    for (let n = 1; n <= 150; n++) {
      storage.quotaBytes = rng() < 0.4 ? storage.bytesUsed + below(rng, 1500) : Number.POSITIVE_INFINITY
      const result = await store.append(orderDrafts(rng, n))
      expect(result.ok).toBe(true)
      if (!result.ok) continue
      expect(result.persisted).toBe(store.unpersisted().length === 0)
      expect(result.warning).toBe(result.persisted ? null : 'storage-full')
      recorded.push(...result.events)
      const stored = await load(storage)
      expect([...stored.events, ...store.unpersisted()]).toEqual(recorded)
    }
    storage.quotaBytes = Number.POSITIVE_INFINITY
    expect(await store.retryUnpersisted()).toMatchObject({ ok: true, events: [], persisted: true, warning: null })
    const stored = await load(storage)
    expect(stored.events).toEqual(recorded)
    expect(seqs(stored)).toEqual(range(1, 300))
  })

  it('any refused write counts as full storage, whatever the browser calls it', async () => {
    const storage = new FakeStorage()
    const refusing: StorageLike = Object.assign(Object.create(storage) as FakeStorage, {
      setItem: () => {
        throw Object.assign(new Error('quota'), { name: 'NS_ERROR_DOM_QUOTA_REACHED', code: 1014 })
      },
    })
    const store = new LocalStorageEventStore({ venue: VENUE, storage: refusing })
    await store.load()
    expect(await store.append(orderDrafts(seeded(20), 1))).toMatchObject({ ok: true, persisted: false, warning: 'storage-full' })
    expect(store.unpersisted()).toHaveLength(2)
  })
})
