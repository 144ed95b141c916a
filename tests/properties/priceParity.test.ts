// Issue #13: what the guest sees is what the guest pays. Random carts on every demo venue and on a
// venue that uses every price rule, in every mode, with 0-3 earlier orders in the same table
// session: the total the app's views show before sending equals the total the server stores, to the
// cent, every time. The guest is the app's own command bus and HTTP client; the server is the
// reference server, called in process.
import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HttpVenueApi } from '../../api/client'
import { memoryDeviceSecret } from '../../api/httpCall'
import { decodeVenueFile, isMovedVenue, type ActiveVenueFile } from '../../api/venueFile'
import { fullVenueInfo, timeSlotsOf, type FullVenueInfo } from '../../api/venueInfo'
import { menuFromInfo } from '../../api/venueMenu'
import { offeredSlots, orderVenueRulesOf } from '../../api/venueOrderRules'
import { CommandBus } from '../../commands/bus'
import { openVenueCommand } from '../../commands/guest'
import { availablePurchaseModes, coversRule, idClienteRule, optionalFieldRule } from '../../domain/checkoutForm'
import { emailRule, phoneRule } from '../../domain/contacts'
import type { MenuItem } from '../../domain/menuTypes'
import { isOrderableAlone } from '../../domain/menuSearch'
import type { CheckoutDetails } from '../../domain/order'
import { canAddSpecialMenu, categoryRules, chooseEntry, startSpecialMenuSelection, toSpecialMenuSnapshot } from '../../domain/specialMenu'
import { choose, startSelection, toChosenVariantGroups, visibleGroups, lineSnapshotOf } from '../../domain/variants'
import { offeredOptions } from '../../domain/offeredOptions'
import { variantGroupsOf } from '../../domain/menuTypes'
import type { PurchaseMode } from '../../domain/venueOptions'
import { MemoryEventStore } from '../../events/stores/memory'
import { presentViews } from '../../projections/present'
import { liveViews } from '../../projections/rx'
import { buildApp } from '../../server/app'
import { configFromEnv } from '../../server/config'
import type { Db } from '../../server/db/connect'
import { RecordingOrderEvents } from '../../server/realtime/publisher'
import { DbVenueCatalog, putVenue } from '../../server/venueRepository'
import { deliveryNeedsAddress } from '../../api/venueCheckoutRules'
import { paymentChoicesOf } from '../../api/venueOrderRules'
import { orderTypeOfMode } from '../../domain/checkoutDraft'
import { openTestDatabase } from '../support/database'
import { MemoryCredentials } from '../support/harness'

const RUNS = Number(process.env.PARITY_RUNS ?? (process.env.COMANDA_DEEP ? 20_000 : 1_000))
/** Monday 23 November 2026, 12:30 in Milan: every demo venue takes orders and offers lunch slots. */
const MONDAY_LUNCH = Date.parse('2026-11-23T12:30:00+01:00')
const time = { now: MONDAY_LUNCH }
const config = configFromEnv({})

function demoFile(name: string): ActiveVenueFile {
  const decoded = decodeVenueFile(JSON.parse(readFileSync(`fixtures/venues/${name}.json`, 'utf8')))
  if (decoded._tag === 'Left' || isMovedVenue(decoded.right)) throw new Error(`${name} does not decode`)
  // The property is about prices: a slot taken by earlier cases must not refuse later ones.
  const unlimited = <T extends object>(slots: readonly T[]) => slots.map((slot) => ({ ...slot, orders_manageable: null }))
  const full = decoded.right.full
  return { ...decoded.right, full: { ...full, time_slots: unlimited(full.time_slots), pickup_time_slots: unlimited(full.pickup_time_slots), delivery_time_slots: unlimited(full.delivery_time_slots) } as typeof full }
}

/** demo-table in Swiss francs, with every in-venue cost and covers asked per mode: the rules the demo venues leave at 0. */
function everyRuleVenue(): ActiveVenueFile {
  const file = demoFile('demo-table')
  const offline = { ...file.full.offline_options, cost_order_pickup: 1.5, cost_order_delivery: 2, cover_enabled_pickup: false, cover_enabled_delivery: true, cover_required: false }
  return { ...file, hash: 'every-rule', light: { ...file.light, currency: { ...file.light.currency, symbol: 'CHF' } }, full: { ...file.full, offline_options: offline as typeof file.full.offline_options } }
}

const FILES = [demoFile('demo-online'), demoFile('demo-table'), demoFile('demo-live'), everyRuleVenue()]
const INFOS = new Map(FILES.map((file) => [file.hash, fullVenueInfo(file, 'it')]))

let db: Db
let app: FastifyInstance
beforeAll(async () => {
  db = await openTestDatabase()
  for (const file of FILES) await putVenue(db.db, file, MONDAY_LUNCH)
  app = await buildApp({ db: db.db, venues: new DbVenueCatalog(db.db, () => time.now), events: new RecordingOrderEvents(), clock: () => time.now, config })
})
afterAll(async () => {
  await app?.close()
  await db?.close()
})

/** The app's fetch, answered by the server in process. */
async function injectFetch(url: string, init?: RequestInit): Promise<Response> {
  const target = new URL(url)
  const answer = await app.inject({
    method: (init?.method ?? 'GET') as 'GET',
    url: target.pathname + target.search,
    headers: Object.fromEntries(new Headers(init?.headers).entries()),
    ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
  })
  return new Response(answer.statusCode === 204 ? null : answer.body, { status: answer.statusCode, headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') } })
}

/** A small PRNG (mulberry32): fast-check draws the seed, so a failing case replays and shrinks. */
function randomFrom(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)]!
  return { next, int, pick }
}
type Random = ReturnType<typeof randomFrom>

/** Options as a guest taps them (domain/variants `choose`): a few taps anywhere, then what each group still needs. */
function chooseOptions(item: MenuItem, random: Random) {
  let selection = startSelection(variantGroupsOf(item))
  for (let tap = random.int(0, 4); tap > 0; tap--) {
    const shown = visibleGroups(selection)
    if (shown.length === 0) break
    const group = random.pick(shown)
    const offered = offeredOptions(group.group)
    if (offered.length > 0) selection = choose(selection, group.path, random.pick(offered).id)
  }
  for (let guard = 0; guard < 20; guard++) {
    const missing = visibleGroups(selection).find((shown) => shown.count < shown.rules.min)
    if (!missing) break
    const offered = offeredOptions(missing.group)
    if (offered.length === 0) return null
    selection = choose(selection, missing.path, random.pick(offered).id)
  }
  return toChosenVariantGroups(selection) === null ? null : selection
}

/** What a guest puts in the cart: items with options, and special menus filled category by category. */
async function fillCart(bus: CommandBus, info: FullVenueInfo, random: Random): Promise<number> {
  const menu = menuFromInfo(info)
  const items = menu.items.filter(isOrderableAlone)
  let lines = 0
  for (let n = random.int(1, 4); n > 0; n--) {
    if (menu.specialMenus.length > 0 && random.next() < 0.25) {
      const special = random.pick(menu.specialMenus)
      let selection = startSpecialMenuSelection(special)
      for (const category of special.specialcategories) {
        const { min, max } = categoryRules(category)
        for (let k = random.int(min, Math.min(max, min + 1)); k > 0 && category.menuentries.length > 0; k--) {
          const entry = random.pick(category.menuentries)
          const options = chooseOptions(entry, random)
          if (options) selection = chooseEntry(selection, category.id, entry.id, toChosenVariantGroups(options)!)
        }
      }
      const snapshot = canAddSpecialMenu(selection) ? toSpecialMenuSnapshot(selection) : null
      if (snapshot && (await bus.dispatch({ type: 'AddSpecialMenuLine', line: snapshot, quantity: random.int(1, 2) })).ok) lines++
      continue
    }
    const item = random.pick(items)
    const selection = chooseOptions(item, random)
    const line = selection && lineSnapshotOf(item, selection, '')
    if (line && (await bus.dispatch({ type: 'AddLine', line, quantity: random.int(1, 3) })).ok) lines++
  }
  return lines
}

async function distanceOf(hash: string, address: string): Promise<number | null> {
  const answer = await app.inject({ method: 'GET', url: `/api/v3/restaurants/${hash}/geocode?address=${encodeURIComponent(address)}` })
  return (answer.json() as { data: { distance_km: number } | null }).data?.distance_km ?? null
}

/** The checkout as a guest fills it for `mode`: every field the venue asks, a slot it offers, the table scanned. */
async function checkoutDetails(file: ActiveVenueFile, info: FullVenueInfo, mode: PurchaseMode, covers: number, tableId: number | null, random: Random): Promise<CheckoutDetails> {
  const ordering = orderVenueRulesOf(info).ordering
  const slots = offeredSlots(orderVenueRulesOf(info), timeSlotsOf(file), mode, time.now)
  const slot = slots && slots.length > 0 ? random.pick(slots) : null
  const onlineDelivery = mode === 'delivery' && info.restaurant_type === 1
  const address = mode === 'delivery' && deliveryNeedsAddress(info) ? random.pick([...file.server.geocoding.map((place) => place.address), 'Via che non esiste 1']) : null
  const rule = coversRule(ordering, mode)
  return {
    ...orderTypeOfMode(mode, info.restaurant_type),
    table_id: address === null && mode !== 'take-away' && mode !== 'pickup' ? tableId : null,
    time_slot_requested_id: slot?.timeslotID ?? null,
    time_slot_requested: slot?.time_to_save ?? null,
    order_date: slot?.orderDate ?? null,
    note: '',
    covers_number: rule.required && covers < 1 ? 1 : covers,
    contacts: {
      name: 'Ospite',
      email: emailRule(ordering, mode).enabled ? 'ospite@example.com' : null,
      phone: phoneRule(ordering, mode).enabled ? '+39 333 123 4567' : null,
      address,
      id_cliente: idClienteRule(ordering, mode).enabled ? 'C-1' : null,
      optional_field: optionalFieldRule(ordering, mode).enabled ? 'Nessuna' : null,
    },
    payment: paymentChoicesOf(info).length > 0 ? random.pick(paymentChoicesOf(info)) : 'later',
    privacy_accepted: true,
    shipping_cost: null,
    distance_km: onlineDelivery && address !== null ? await distanceOf(file.hash, address) : null,
  }
}

let guests = 0
const tally = { sent: 0, updated: 0, refusedByTheApp: 0 }

/** One guest at one venue: opens it (scanning a table where it has tables), then orders `orders` times. */
async function guestEvening(hash: string, seed: number, orders: number, reopenTable: boolean): Promise<void> {
  const file = FILES.find((candidate) => candidate.hash === hash)!
  const info = INFOS.get(hash)!
  const random = randomFrom(seed)
  time.now += 10
  const deviceId = `parity-${++guests}`
  const api = new HttpVenueApi({ baseUrl: 'http://comanda.test', venue: hash, fetch: injectFetch, isOnline: () => true, token: () => null, deviceId, deviceSecret: memoryDeviceSecret() })
  const store = new MemoryEventStore(hash)
  const live = liveViews(store, await store.load())
  const bus = new CommandBus({ store, views: live, ports: { api, clock: { now: () => time.now }, ids: { next: () => crypto.randomUUID() }, credentials: new MemoryCredentials() }, venue: hash, deviceId })
  const views = () => live.current()
  const table = info.restaurant_type !== 1 && info.tables.length > 0 ? random.pick(info.tables) : null
  if (table) {
    const staff = { authorization: `Bearer ${config.staffToken}` }
    const path = `/api/staff/restaurants/${hash}/tables/${table.id}/session`
    if (reopenTable) await app.inject({ method: 'POST', url: path, payload: { open: false }, headers: staff })
    await app.inject({ method: 'POST', url: path, payload: { open: true, covers: 2 }, headers: staff })
  }
  await bus.dispatch(openVenueCommand(info, table ? Buffer.from(String(table.id)).toString('base64') : null))
  const coverItem = menuFromInfo(info).coverItem
  const modes = availablePurchaseModes(orderVenueRulesOf(info).ordering)
  for (let order = 0; order <= orders; order++) {
    if ((await fillCart(bus, info, random)) === 0) continue
    const covers = coverItem !== null && random.next() < 0.6 ? random.int(0, 4) : 0
    if (covers > 0) await bus.dispatch({ type: 'SetCovers', covers, coverUnitPrice: coverItem!.price ?? 0 })
    if (random.next() < 0.4) await bus.dispatch({ type: 'ApplyCoupon', code: random.pick(['BENVENUTO10', 'MENO5', ' meno5 ', 'ESAURITO']) })
    const mode = random.pick(modes)
    await bus.dispatch({ type: 'EnterCheckoutDetails', details: await checkoutDetails(file, info, mode, covers, table?.id ?? null, random) })
    const shown = presentViews(views(), time.now).totals.total // what the guest sees now
    const result = await bus.dispatch({ type: 'SubmitOrder', fields: {} })
    const submitted = result.events.find((event) => event.type === 'OrderSubmitted')
    if (!submitted) {
      tally.refusedByTheApp++
      await bus.dispatch({ type: 'ClearCart' })
      continue
    }
    const answer = result.events.find((event) => event.type === 'OrderAccepted' || event.type === 'OrderSubmissionFailed')
    if (answer?.type !== 'OrderAccepted') throw new Error(`${hash} ${mode}: the server refused what the app showed at ${shown}: ${answer?.type === 'OrderSubmissionFailed' ? answer.data.message : 'no answer'}`)
    const stored = await db.db.selectFrom('orders').select('total_cost').where('venue_hash', '=', hash).where('id', '=', answer.data.order.id).executeTakeFirstOrThrow()
    expect({ venue: hash, mode, stored: stored.total_cost }).toEqual({ venue: hash, mode, stored: shown })
    tally.sent++
    if (result.events.some((event) => event.type === 'OrderSubmitted' && event.data.method === 'PUT')) tally.updated++
    // a pay-now order waits for its payment with the cart kept: adding to it updates the same order (PUT)
    if (views().cart.count > 0 && random.next() < 0.5) await bus.dispatch({ type: 'ClearCart' })
  }
}

describe('issue #13 price parity: the app shows what the server charges', () => {
  it(`${RUNS} random evenings on every demo venue and a venue with every price rule`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...FILES.map((file) => file.hash)), fc.integer(), fc.integer({ min: 0, max: 3 }), fc.boolean(), (hash, seed, orders, reopen) => guestEvening(hash, seed, orders, reopen)),
      { numRuns: RUNS },
    )
    console.log(`price parity: ${RUNS} evenings, ${tally.sent} orders (${tally.updated} of them updates) charged what the app showed, ${tally.refusedByTheApp} refused by the app before sending`)
    expect(tally.sent).toBeGreaterThan(RUNS / 2)
  }, 600_000)
})

/** A phone at `hash` with the app's bus and HTTP client, the venue opened and the table `table` scanned. */
async function phone(hash: string, table: number) {
  const info = INFOS.get(hash)!
  const deviceId = `parity-${++guests}`
  const api = new HttpVenueApi({ baseUrl: 'http://comanda.test', venue: hash, fetch: injectFetch, isOnline: () => true, token: () => null, deviceId, deviceSecret: memoryDeviceSecret() })
  const store = new MemoryEventStore(hash)
  const live = liveViews(store, await store.load())
  const bus = new CommandBus({ store, views: live, ports: { api, clock: { now: () => time.now }, ids: { next: () => crypto.randomUUID() }, credentials: new MemoryCredentials() }, venue: hash, deviceId })
  await bus.dispatch(openVenueCommand(info, Buffer.from(String(table)).toString('base64')))
  const lasagne = lineSnapshotOf(menuFromInfo(info).items.find((item) => item.id === 207)!, startSelection([]), '')!
  /** Lasagne with `covers` covers, served at the table, paid `payment`: what the app shows, and what it answered. */
  const order = async (covers: number, payment: string) => {
    await bus.dispatch({ type: 'AddLine', line: lasagne, quantity: 1 })
    await bus.dispatch({ type: 'SetCovers', covers, coverUnitPrice: 250 })
    const details: CheckoutDetails = { ...(await checkoutDetails(FILES[1]!, info, 'delivery', covers, table, randomFrom(1))), payment }
    await bus.dispatch({ type: 'EnterCheckoutDetails', details })
    const shown = presentViews(live.current(), time.now).totals.total // what the guest sees now
    const result = await bus.dispatch({ type: 'SubmitOrder', fields: {} })
    const accepted = result.events.find((event) => event.type === 'OrderAccepted')
    const stored = accepted?.type === 'OrderAccepted' ? (await db.db.selectFrom('orders').select('total_cost').where('id', '=', accepted.data.order.id).executeTakeFirstOrThrow()).total_cost : null
    return { shown, stored, result }
  }
  return { bus, views: () => live.current(), order }
}

describe('issue #13 price parity where the app cannot know everything', () => {
  it('two phones at one table: the covers the first charged are read again by the second when the server names the price, and its retry goes through', async () => {
    const staff = { authorization: `Bearer ${config.staffToken}` }
    await app.inject({ method: 'POST', url: '/api/staff/restaurants/demo-table/tables/6/session', payload: { open: false }, headers: staff })
    await app.inject({ method: 'POST', url: '/api/staff/restaurants/demo-table/tables/6/session', payload: { open: true, covers: 4 }, headers: staff })
    const a = await phone('demo-table', 6)
    const b = await phone('demo-table', 6)
    const first = await a.order(2, 'later')
    expect(first.stored).toBe(first.shown)
    expect(first.shown).toBe(1250 + 500)
    // b scanned the table before a's covers: it shows them, the server refuses, b reads the session again
    const refused = await b.order(2, 'later')
    expect(refused.stored).toBeNull()
    expect(refused.result.notices.map((notice) => notice.key)).toEqual(['price.coverChanged'])
    expect(b.views().totals.cover).toBe(0)
    await b.bus.dispatch({ type: 'EnterCheckoutDetails', details: b.views().checkout.details! })
    const retried = await b.bus.dispatch({ type: 'SubmitOrder', fields: {} })
    expect(retried.events.map((event) => event.type)).toContain('OrderAccepted')
  })

  it('a pay-now order left unpaid past the order session: the next order is a new one, priced as shown', async () => {
    const staff = { authorization: `Bearer ${config.staffToken}` }
    await app.inject({ method: 'POST', url: '/api/staff/restaurants/demo-table/tables/7/session', payload: { open: false }, headers: staff })
    await app.inject({ method: 'POST', url: '/api/staff/restaurants/demo-table/tables/7/session', payload: { open: true, covers: 2 }, headers: staff })
    const guest = await phone('demo-table', 7)
    const unpaid = await guest.order(2, 'stripe')
    expect(unpaid.stored).toBe(unpaid.shown)
    const start = time.now
    time.now += 3 * 3600_000
    try {
      const later = await guest.order(2, 'stripe')
      expect(later.result.events.find((event) => event.type === 'OrderSubmitted')).toMatchObject({ data: { method: 'POST' } })
      expect(later.stored).toBe(later.shown)
    } finally {
      time.now = start
    }
  })
})
