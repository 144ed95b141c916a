// Issue #18: the table's shared tab on the reference server (DESIGN §7a), at demo-table's table 4.
import { readFileSync } from 'node:fs'
import type { FastifyInstance } from 'fastify'
import { isRight } from 'fp-ts/Either'
import * as t from 'io-ts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { TabEventC } from '../../events/tabEvents'
import { decodeVenueFile, type ActiveVenueFile } from '../../api/venueFile'
import type { CartLine } from '../../domain/cartLine'
import { buildApp } from '../../server/app'
import { configFromEnv } from '../../server/config'
import type { Db } from '../../server/db/connect'
import { DEMO_VENUES_DIR } from '../../server/main'
import { RecordingOrderEvents } from '../../server/realtime/publisher'
import { seedDemoVenues } from '../../server/seed'
import { DbVenueCatalog, loadedVenue } from '../../server/venueRepository'
import { newTabId } from '../../server/tabs/tabIds'
import { openTestDatabase } from '../support/database'

const MONDAY_LUNCH = Date.parse('2026-11-23T12:30:00+01:00')
const time = { now: MONDAY_LUNCH }
const config = configFromEnv({})
let db: Db
let app: FastifyInstance
let events: RecordingOrderEvents
let table = 0

beforeAll(async () => {
  db = await openTestDatabase()
  await seedDemoVenues(db.db, DEMO_VENUES_DIR, MONDAY_LUNCH)
  events = new RecordingOrderEvents()
  const catalog = new DbVenueCatalog(db.db)
  const asksEmail = loadedVenue(demoTableAskingEmail())
  app = await buildApp({ db: db.db, venues: { get: async (hash) => (hash === 'demo-table' ? asksEmail : catalog.get(hash)) }, events, clock: () => time.now, config })
})

/**
 * demo-table asking every order's checkout for an e-mail: a round has no checkout form (its guests
 * joined by name, the e-mail optional), so it is not held to it and every round below goes.
 */
function demoTableAskingEmail(): ActiveVenueFile {
  const file = (decodeVenueFile(JSON.parse(readFileSync('fixtures/venues/demo-table.json', 'utf8'))) as { right: ActiveVenueFile }).right
  return { ...file, full: { ...file.full, offline_options: { ...file.full.offline_options!, email_enabled: true, email_required: true } } }
}
afterAll(async () => {
  await app.close()
  await db.close()
})
beforeEach(async () => {
  time.now = MONDAY_LUNCH
  table = table === 6 ? 1 : table + 1
  // demo-table opens its tables by hand (SPEC §3 manual_opening_table): the waiter seats the guests first
  // each test seats a new party: the table's last tab is closed, its session closed and opened again
  const tabs = (await app.inject({ method: 'GET', url: '/api/staff/restaurants/demo-table/tabs', headers: staff })).json().tabs as { tab_id: string; table_id: number }[]
  for (const tab of tabs.filter((candidate) => candidate.table_id === table)) await app.inject({ method: 'POST', url: `/api/staff/restaurants/demo-table/tabs/${tab.tab_id}/close`, headers: staff })
  for (const open of [false, true]) await app.inject({ method: 'POST', url: `/api/staff/restaurants/demo-table/tables/${table}/session`, payload: { open }, headers: staff })
})

const staff = { authorization: `Bearer ${config.staffToken}` }
type Guest = { guest_id: string; secret: string; name: string; email?: string }
let party = 0
beforeEach(() => void party++)
const guest = (name: string, email?: string): Guest => ({ guest_id: `guest-${name.toLowerCase()}-${party}`.padEnd(8, 'x'), secret: `secret-of-${name}-0123456789`, name, ...(email ? { email } : {}) })
const as = (who: Guest) => ({ 'x-tab-guest': who.guest_id, 'x-tab-secret': who.secret })

/** A line as a phone sends it; the price is whatever the phone believes (the server reads the menu's). */
const line = (id: number, name: string, quantity = 1, unitPrice = 1): CartLine => ({
  item: { id, name, name_orig: name, unitPrice, price_mode: 'single', is_drink: false },
  menuentryvariants: [],
  notes: '',
  key: String(id),
  quantity,
})

let addresses = 0
/** Each guest's phone has its own address (joining is limited per address). */
const open = (who: Guest) => app.inject({ method: 'POST', url: `/api/v4/restaurants/demo-table/tables/${table}/tab`, payload: who, remoteAddress: `10.0.${Math.floor(++addresses / 250)}.${addresses % 250}` })
const push = (tabId: string, who: Guest, expected: number, body: object[]) => app.inject({ method: 'POST', url: `/api/tabs/${tabId}/events`, payload: { expected_seq: expected, events: body }, headers: as(who) })
const pull = (tabId: string, who: Guest, after = 0) => app.inject({ method: 'GET', url: `/api/tabs/${tabId}/events?after=${after}`, headers: as(who) })
const round = (tabId: string, who: Guest) => app.inject({ method: 'POST', url: `/api/tabs/${tabId}/rounds`, payload: { after: 0 }, headers: as(who) })
const pay = (tabId: string, who: Guest, paymentId: string, mode: string, amount: number, tip = 0) =>
  app.inject({ method: 'POST', url: `/api/tabs/${tabId}/payments`, payload: { payment_id: paymentId, mode, amount, tip, provider: 'stripe', after: 0 }, headers: as(who) })
const result = (tabId: string, who: Guest, paymentId: string) => app.inject({ method: 'POST', url: `/api/tabs/${tabId}/payments/${paymentId}/result`, payload: { after: 0 }, headers: as(who) })

async function tabWithTwo() {
  const anna = guest('Anna', 'anna@example.com')
  const bruno = guest('Bruno', 'bruno@example.com')
  const opened = await open(anna)
  const tabId = opened.json().tab_id as string
  await open(bruno)
  return { anna, bruno, tabId }
}

describe('issue #18 opening and joining a table\'s tab', () => {
  it('the first guest opens it, the next one joins the same tab, and the QR code offers it with who is in it', async () => {
    const anna = guest('Anna')
    expect((await app.inject({ method: 'GET', url: `/api/v4/restaurants/demo-table/tables/${table}/tab` })).json().tab).toBeNull()
    const opened = await open(anna)
    expect(opened.statusCode).toBe(201)
    expect(opened.json()).toMatchObject({ opened: true, seq: 1, events: [{ type: 'TabOpened', name: 'Anna', guestId: anna.guest_id, seq: 1 }] })
    const joined = await open(guest('Bruno'))
    expect(joined.statusCode).toBe(200)
    expect(joined.json()).toMatchObject({ opened: false, tab_id: opened.json().tab_id, seq: 2 })
    // the QR code's offer says how many are at it: not who, nor the tab's id (those are for members)
    const offer = await app.inject({ method: 'GET', url: `/api/v4/restaurants/demo-table/tables/${table}/tab` })
    expect(offer.json().tab).toEqual({ table_name: `Tavolo ${table}`, guests: 2 })
  })

  it('joining again with the same guest id and secret is the same member; with another secret it is refused', async () => {
    const anna = guest('Anna')
    const tabId = (await open(anna)).json().tab_id
    const again = await app.inject({ method: 'POST', url: `/api/tabs/${tabId}/members`, payload: anna, remoteAddress: '10.9.0.1' })
    expect(again.statusCode).toBe(200)
    expect(again.json().events).toHaveLength(1)
    const thief = await app.inject({ method: 'POST', url: `/api/tabs/${tabId}/members`, payload: { ...anna, secret: 'another-secret-0123456789' }, remoteAddress: '10.9.0.2' })
    expect(thief.statusCode).toBe(409)
  })

  it('a guest who is not a member cannot read or append to the tab (403)', async () => {
    const { tabId, anna } = await tabWithTwo()
    const stranger = guest('Zeta')
    expect((await pull(tabId, stranger)).statusCode).toBe(403)
    expect((await push(tabId, stranger, 2, [{ type: 'TabLineAdded', id: 'line-zeta-1', lineId: 'line-zeta-1', line: line(202, 'Tagliere') }])).statusCode).toBe(403)
    expect((await pull(tabId, { ...anna, secret: 'not-annas-secret-000000' })).statusCode).toBe(403)
    expect((await app.inject({ method: 'GET', url: `/api/tabs/${tabId}/events?after=0` })).statusCode).toBe(403)
    // named by its rule, in the app's words as every other refusal (not an English sentence of the tab API's own)
    expect((await pull(tabId, stranger)).json()).toMatchObject({ rule: 'tab.notMember', message: 'Non fai parte di questo conto: unisciti dal QR del tavolo.' })
  })

  it("the tab's refusals name their rule, in the app's words: nothing to send, a share for another amount", async () => {
    const { tabId, anna } = await tabWithTwo()
    expect((await round(tabId, anna)).json()).toMatchObject({ rule: 'tab.nothingToSend', message: 'Non ci sono nuove righe da inviare.' })
    const wrongAmount = await pay(tabId, anna, 'pay-anna-wrong', 'mine', 999)
    expect(wrongAmount.statusCode).toBe(409)
    expect(wrongAmount.json()).toMatchObject({ rule: 'tab.changed', amount: expect.any(Number) })
  })

  it('a table the staff have not opened yet (SPEC §3 manual_opening_table) is told so when a guest opens its tab, not after the first round', async () => {
    await app.inject({ method: 'POST', url: `/api/staff/restaurants/demo-table/tables/${table}/session`, payload: { open: false }, headers: staff })
    const refused = await open(guest('Anna'))
    expect(refused.statusCode).toBe(422)
    expect(refused.json()).toMatchObject({ rule: 'table.sessionClosed', message: 'Il tavolo non è ancora aperto: chiedi al personale di aprirlo.' })
    expect((await app.inject({ method: 'GET', url: `/api/v4/restaurants/demo-table/tables/${table}/tab` })).json().tab).toBeNull()
    await app.inject({ method: 'POST', url: `/api/staff/restaurants/demo-table/tables/${table}/session`, payload: { open: true }, headers: staff })
    expect((await open(guest('Anna'))).statusCode).toBe(201)
  })

  it('bad input gets a clear 4xx: an unknown table, a venue without tables, a bad name', async () => {
    const unknownTable = await app.inject({ method: 'POST', url: '/api/v4/restaurants/demo-table/tables/99/tab', payload: guest('Anna') })
    expect(unknownTable.statusCode).toBe(404)
    // a 404 says not_found, as every other one, its rule beside it
    expect(unknownTable.json()).toMatchObject({ code: 'not_found', rule: 'table.notFound' })
    expect((await app.inject({ method: 'POST', url: '/api/v4/restaurants/demo-online/tables/1/tab', payload: guest('Anna') })).statusCode).toBe(404)
    const blank = await app.inject({ method: 'POST', url: `/api/v4/restaurants/demo-table/tables/${table}/tab`, payload: { ...guest('Anna'), name: '   ' } })
    expect(blank.statusCode).toBe(422)
    expect(blank.json().message).toMatch(/name/)
  })
})

describe('issue #18 adding lines: the stream is appended with the expected head', () => {
  it('a line is stored at the menu\'s price, whatever the phone said', async () => {
    const { tabId, anna } = await tabWithTwo()
    const pushed = await push(tabId, anna, 2, [{ type: 'TabLineAdded', id: 'line-anna-1', lineId: 'line-anna-1', line: line(202, 'Tagliere', 2, 1) }])
    expect(pushed.statusCode).toBe(200)
    expect(pushed.json().events[0].line.item).toMatchObject({ id: 202, unitPrice: 1350, name: 'Tagliere bolognese' })
  })

  it('someone appended first: 409 with the head; after a pull the same push goes through', async () => {
    const { tabId, anna, bruno } = await tabWithTwo()
    expect((await push(tabId, anna, 2, [{ type: 'TabLineAdded', id: 'line-anna-1', lineId: 'line-anna-1', line: line(202, 'Tagliere') }])).statusCode).toBe(200)
    const stale = await push(tabId, bruno, 2, [{ type: 'TabLineAdded', id: 'line-bruno-1', lineId: 'line-bruno-1', line: line(203, 'Crescentine') }])
    expect(stale.statusCode).toBe(409)
    expect(stale.json().seq).toBe(3)
    const pulled = await pull(tabId, bruno, 2)
    expect(pulled.json().events.map((event: { id: string }) => event.id)).toEqual(['line-anna-1'])
    expect((await push(tabId, bruno, 3, [{ type: 'TabLineAdded', id: 'line-bruno-1', lineId: 'line-bruno-1', line: line(203, 'Crescentine') }])).statusCode).toBe(200)
  })

  it('a push repeated after its answer was lost is not appended twice', async () => {
    const { tabId, anna } = await tabWithTwo()
    const event = { type: 'TabLineAdded', id: 'line-anna-1', lineId: 'line-anna-1', line: line(202, 'Tagliere') }
    await push(tabId, anna, 2, [event])
    const again = await push(tabId, anna, 2, [event])
    expect(again.statusCode).toBe(200)
    expect((await pull(tabId, anna)).json().events.filter((e: { id: string }) => e.id === 'line-anna-1')).toHaveLength(1)
  })

  it('a line\'s notes are bounded as the app\'s field is (500 characters): 100,000 are refused, nothing stored', async () => {
    const { tabId, anna } = await tabWithTwo()
    const long = await push(tabId, anna, 2, [{ type: 'TabLineAdded', id: 'line-anna-1', lineId: 'line-anna-1', line: { ...line(202, 'Tagliere'), notes: 'x'.repeat(100_000) } }])
    expect(long.statusCode).toBe(422)
    expect(long.json().message).toContain('at most 500 characters')
    expect((await push(tabId, anna, 2, [{ type: 'TabLineAdded', id: 'line-anna-1', lineId: 'line-anna-1', line: { ...line(202, 'Tagliere'), notes: 'ben cotto' } }])).statusCode).toBe(200)
  })

  it('only a line\'s author changes it; a line sent to the kitchen no longer changes', async () => {
    const { tabId, anna, bruno } = await tabWithTwo()
    await push(tabId, anna, 2, [{ type: 'TabLineAdded', id: 'line-anna-1', lineId: 'line-anna-1', line: line(202, 'Tagliere') }])
    const notHers = await push(tabId, bruno, 3, [{ type: 'TabLineRemoved', id: 'rm-anna-1-by-b', lineId: 'line-anna-1' }])
    expect(notHers.statusCode).toBe(422)
    expect(notHers.json()).toMatchObject({ rule: 'tab.notYourLine' })
    expect((await round(tabId, anna)).statusCode).toBe(200)
    const sent = await push(tabId, anna, 4, [{ type: 'TabLineQuantitySet', id: 'qty-anna-1-a', lineId: 'line-anna-1', quantity: 3 }])
    expect(sent.json()).toMatchObject({ rule: 'tab.lineSent' })
  })

  it('a phone cannot push the server\'s events (a round, a payment, closing the tab), nor take the id of one', async () => {
    const { tabId, anna } = await tabWithTwo()
    const forged = await push(tabId, anna, 2, [{ type: 'SharePaymentEnded', id: 'end-forged-1', paymentId: 'forged-pay-1', paid: true }])
    expect(forged.statusCode).toBe(422)
    // the id the server will give the tab's closing (review of #18: a phone that took it blocked closing and rounds)
    const squatted = await push(tabId, anna, 2, [{ type: 'TabLineAdded', id: `srv-close-${tabId}`, lineId: 'line-anna-x1', line: line(202, 'Tagliere') }])
    expect(squatted.statusCode).toBe(422)
    expect((await app.inject({ method: 'POST', url: `/api/staff/restaurants/demo-table/tabs/${tabId}/close`, headers: staff })).statusCode).toBe(200)
  })

  it("a guest cannot order as the tab's device nor with a round's key: it would own every round, or block the next one (security review)", async () => {
    const { tabId, anna } = await tabWithTwo()
    await push(tabId, anna, 2, [{ type: 'TabLineAdded', id: 'line-anna-1', lineId: 'line-anna-1', line: line(202, 'Tagliere') }])
    expect((await round(tabId, anna)).statusCode).toBe(200)
    const order = (deviceID: string, key: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v4/restaurants/demo-table/order',
        headers: { 'idempotency-key': key },
        payload: {
          order: { order_type: 'restaurant', order_method: 'app', total_cost: 1.5, shipping_cost: 0, coupon_value: 0, cover_cost: 0, note: '', covers_number: 1, table_id: table, delivery_choice: 'delivery', time_slot_requested_id: null, time_slot_requested: null, order_date: null, rows: [{ entry_id: 222, entry_name: 'Caffè', type: 'menu-entry', quantity: 1, cost: 1.5, details: '', subitems: [], subOrderRows: [] }] },
          user: { deviceID, name: 'Eve', email: 'eve@example.com', phone: null, address: null, id_cliente: null, optional_field: null },
          fields: {}, coupon: null, customer: null, payment: 'later', privacy_accepted: true,
        },
      })
    const asTheTab = await order(`tab-${tabId}`, `mallory-key-${party}`)
    expect(asTheTab.statusCode).toBe(422)
    expect(asTheTab.json().device_secret).toBeUndefined()
    expect((await order(`mallory-${party}`, `tab-${tabId}-round-2`)).statusCode).toBe(400)
    // the next round is placed as the tab, its key free
    expect((await push(tabId, anna, 4, [{ type: 'TabLineAdded', id: 'line-anna-2', lineId: 'line-anna-2', line: line(207, 'Lasagne') }])).statusCode).toBe(200)
    expect((await round(tabId, anna)).statusCode).toBe(200)
  })

  it('a line that would make the next round an order the venue refuses (over € 2.000) is refused when pushed, so nobody can stop the table ordering', async () => {
    const { tabId, anna, bruno } = await tabWithTwo()
    const refused = await push(tabId, bruno, 2, [{ type: 'TabLineAdded', id: 'line-bruno-big', lineId: 'line-bruno-big', line: line(224, 'Lambrusco', 99) }, { type: 'TabLineAdded', id: 'line-bruno-big2', lineId: 'line-bruno-big2', line: line(226, 'Pignoletto', 99) }])
    expect(refused.statusCode).toBe(422)
    expect(refused.json()).toMatchObject({ rule: 'tab.roundTooLarge' })
    await push(tabId, anna, 2, [{ type: 'TabLineAdded', id: 'line-anna-1', lineId: 'line-anna-1', line: line(202, 'Tagliere') }])
    expect((await round(tabId, anna)).statusCode).toBe(200)
  })

  it('joining is limited per address: nobody fills a table\'s tab from afar', async () => {
    const crowd = Array.from({ length: 31 }, (_, i) => ({ guest_id: `crowd-guest-${party}-${i}`, secret: 'secret-of-the-crowd-0123', name: `C${i}` }))
    const answers = []
    for (const who of crowd) answers.push((await app.inject({ method: 'POST', url: `/api/v4/restaurants/demo-table/tables/${table}/tab`, payload: who, remoteAddress: '10.66.0.1' })).statusCode)
    expect(answers.filter((status) => status === 429).length).toBeGreaterThan(0)
  })
})

describe('issue #18 a live venue\'s tab (venue type 3, its orders asked for a time slot)', () => {
  it('a round is sent to the kitchen without a slot: the table is served as it orders (guest helper: every round was refused "Inserisci una fascia oraria")', async () => {
    const luca = guest('Luca')
    const opened = await app.inject({ method: 'POST', url: '/api/v4/restaurants/demo-live/tables/2/tab', payload: luca, remoteAddress: '10.9.0.1' })
    expect(opened.statusCode).toBe(201)
    const tabId = opened.json().tab_id as string
    // demo-live's minimum for an order served in the venue (€ 15) holds for a round as for any order
    expect((await push(tabId, luca, 1, [{ type: 'TabLineAdded', id: 'line-luca-1', lineId: 'line-luca-1', line: line(318, 'Espresso', 12) }])).statusCode).toBe(200)
    const sent = await round(tabId, luca)
    expect(sent.statusCode).toBe(200)
    const roundSent = sent.json().events.find((event: { type: string }) => event.type === 'RoundSent')
    const order = await db.db.selectFrom('orders').selectAll().where('id', '=', roundSent.orderId).executeTakeFirstOrThrow()
    expect(order.venue_hash).toBe('demo-live')
  })
})

describe('issue #18 rounds and shares', () => {
  it('a round is one order at the table with each row tagged by guest, covers charged once for the tab', async () => {
    const { tabId, anna, bruno } = await tabWithTwo()
    await push(tabId, anna, 2, [{ type: 'TabLineAdded', id: 'line-anna-1', lineId: 'line-anna-1', line: line(202, 'Tagliere') }])
    await push(tabId, bruno, 3, [{ type: 'TabLineAdded', id: 'line-bruno-1', lineId: 'line-bruno-1', line: line(203, 'Crescentine', 2) }])
    const sent = await round(tabId, bruno)
    expect(sent.statusCode).toBe(200)
    const roundSent = sent.json().events.find((event: { type: string }) => event.type === 'RoundSent')
    expect(roundSent).toMatchObject({ round: 1, lineIds: ['line-anna-1', 'line-bruno-1'], covers: 2, amount: 1350 + 2 * 500 + 2 * 250, guestId: bruno.guest_id })
    const order = await db.db.selectFrom('orders').selectAll().where('id', '=', roundSent.orderId).executeTakeFirstOrThrow()
    expect(order.total_cost).toBe(1350 + 2 * 500 + 2 * 250)
    const rows = JSON.parse(order.body).order.rows as { details: string }[]
    expect(rows.map((row) => row.details)).toEqual(['«Anna»', '«Bruno»'])
    // the staff read which table and round it is in the venue's words (guest helper: "round" in English)
    expect(JSON.parse(order.body).order.note).toBe(`Tavolo ${table} · giro 1`)
    // a second round charges no covers again
    await push(tabId, anna, 5, [{ type: 'TabLineAdded', id: 'line-anna-2', lineId: 'line-anna-2', line: line(207, 'Lasagne') }])
    const second = (await round(tabId, anna)).json().events.find((event: { type: string; round: number }) => event.type === 'RoundSent' && event.round === 2)
    expect(second.covers).toBe(0)
    const secondOrder = await db.db.selectFrom('orders').selectAll().where('id', '=', second.orderId).executeTakeFirstOrThrow()
    expect(secondOrder.total_cost).toBe(1250)
  })

  it('two phones paying the same line at once: one locks it, the other is told it is taken; nothing is charged twice', async () => {
    const { tabId, anna, bruno } = await tabWithTwo()
    await push(tabId, anna, 2, [{ type: 'TabLineAdded', id: 'line-anna-1', lineId: 'line-anna-1', line: line(202, 'Tagliere') }])
    await round(tabId, anna)
    const payable = 1350 + 2 * 250
    const [first, second] = await Promise.all([pay(tabId, anna, 'pay-anna-rest', 'rest', payable), pay(tabId, bruno, 'pay-bruno-rest', 'rest', payable)])
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409])
    const sessions = await db.db.selectFrom('tab_payments').selectAll().where('tab_id', '=', tabId).execute()
    expect(sessions).toHaveLength(1)
  })

  it('paying more than what is left is refused', async () => {
    const { tabId, anna } = await tabWithTwo()
    await push(tabId, anna, 2, [{ type: 'TabLineAdded', id: 'line-anna-1', lineId: 'line-anna-1', line: line(202, 'Tagliere') }])
    await round(tabId, anna)
    const over = await pay(tabId, anna, 'pay-anna-over', 'amount', 1350 + 2 * 250 + 1)
    expect(over.statusCode).toBe(422)
    expect(over.json()).toMatchObject({ rule: 'tab.moreThanLeft', message: 'Puoi pagare al massimo quanto resta: € 18,50.' })
  })

  it('B pays its lines with a 10 % tip, A pays what is left: the tab closes and each payer gets a receipt', async () => {
    const { tabId, anna, bruno } = await tabWithTwo()
    await push(tabId, anna, 2, [{ type: 'TabLineAdded', id: 'line-anna-1', lineId: 'line-anna-1', line: line(202, 'Tagliere') }])
    await push(tabId, bruno, 3, [{ type: 'TabLineAdded', id: 'line-bruno-1', lineId: 'line-bruno-1', line: line(203, 'Crescentine', 2) }])
    await round(tabId, anna)
    const mine = await pay(tabId, bruno, 'pay-bruno-mine', 'mine', 1000, 100)
    expect(mine.statusCode).toBe(200)
    // A sees B's line locked and may not pay it
    const rest = await pay(tabId, anna, 'pay-anna-rest', 'rest', 1350 + 500)
    expect(rest.statusCode).toBe(200)
    for (const [who, id, session] of [[bruno, 'pay-bruno-mine', mine.json().session_id], [anna, 'pay-anna-rest', rest.json().session_id]] as const) {
      expect((await app.inject({ method: 'POST', url: `/pay/sim/${session}/approve` })).statusCode).toBe(303)
      const answer = await result(tabId, who, id)
      expect(answer.json().status).toBe('paid')
    }
    const final = (await pull(tabId, anna)).json().events
    expect(final.at(-1)).toMatchObject({ type: 'TabClosed', reason: 'paid' })
    const sessions = await db.db.selectFrom('payment_sessions').select(['amount']).where('idempotency_key', 'like', `tab|${tabId}|%`).orderBy('amount').execute()
    expect(sessions.map((row) => row.amount)).toEqual([1100, 1850])
    const receipts = await db.db.selectFrom('mail_outbox').selectAll().where('kind', '=', 'tab_receipt').where('body', 'like', '%pay-bruno-mine%').execute()
    expect(receipts).toHaveLength(1)
    expect(receipts[0]!.to_email).toBe('bruno@example.com')
    expect(receipts[0]!.body).toMatch(/^Tip: € 1$/m)
    expect(events.tabs.filter((sent) => sent.tabId === tabId).at(-1)!.seq).toBe(final.at(-1).seq)
  })

  it('a share paid after the tab was closed is not taken: the provider declines it, and the tab records that', async () => {
    const { tabId, anna } = await tabWithTwo()
    await push(tabId, anna, 2, [{ type: 'TabLineAdded', id: 'line-anna-1', lineId: 'line-anna-1', line: line(202, 'Tagliere') }])
    await round(tabId, anna)
    const started = await pay(tabId, anna, 'pay-anna-late', 'mine', 1350)
    await app.inject({ method: 'POST', url: `/api/staff/restaurants/demo-table/tabs/${tabId}/close`, headers: staff })
    await app.inject({ method: 'POST', url: `/pay/sim/${started.json().session_id}/approve` })
    const session = await db.db.selectFrom('payment_sessions').select('status').where('id', '=', started.json().session_id).executeTakeFirstOrThrow()
    expect(session.status).toBe('declined')
    await app.inject({ method: 'POST', url: `/pay/sim/${started.json().session_id}/cancel` })
    expect((await result(tabId, anna, 'pay-anna-late')).json().status).toBe('failed')
  })

  it('a declined payment frees its lines again', async () => {
    const { tabId, anna, bruno } = await tabWithTwo()
    await push(tabId, anna, 2, [{ type: 'TabLineAdded', id: 'line-anna-1', lineId: 'line-anna-1', line: line(202, 'Tagliere') }])
    await round(tabId, anna)
    const started = await pay(tabId, anna, 'pay-anna-mine', 'mine', 1350)
    await app.inject({ method: 'POST', url: `/pay/sim/${started.json().session_id}/cancel` })
    expect((await result(tabId, anna, 'pay-anna-mine')).json().status).toBe('failed')
    expect((await pay(tabId, bruno, 'pay-bruno-rest', 'rest', 1350 + 2 * 250)).statusCode).toBe(200)
  })
})

describe('issue #18 a round the kitchen refuses', () => {
  it('the staff reject the round\'s order: the round comes off the bill on every phone, and its lines cannot be paid', async () => {
    const { tabId, anna, bruno } = await tabWithTwo()
    await push(tabId, anna, 2, [{ type: 'TabLineAdded', id: 'line-anna-1', lineId: 'line-anna-1', line: line(202, 'Tagliere') }])
    const roundSent = (await round(tabId, anna)).json().events.find((event: { type: string }) => event.type === 'RoundSent')
    await push(tabId, bruno, roundSent.seq, [{ type: 'TabLineAdded', id: 'line-bruno-1', lineId: 'line-bruno-1', line: line(207, 'Lasagne') }])
    await round(tabId, bruno)
    const summary = async () => (await app.inject({ method: 'GET', url: `/api/staff/restaurants/demo-table/tabs/${tabId}`, headers: staff })).json().tab
    expect((await summary()).left).toBe(1350 + 2 * 250 + 1250)
    const rejected = await app.inject({ method: 'POST', url: `/api/staff/restaurants/demo-table/orders/${roundSent.orderId}/status`, payload: { status: 'rejected' }, headers: staff })
    expect(rejected.statusCode).toBe(200)
    const stream = (await pull(tabId, bruno)).json().events
    expect(stream.at(-1)).toMatchObject({ type: 'RoundRejected', round: 1 })
    expect(events.tabs.filter((sent) => sent.tabId === tabId).at(-1)!.seq).toBe(stream.at(-1).seq)
    // round 1 (Anna's Tagliere and both covers) is off the bill; Bruno's round 2 stays
    expect((await summary()).left).toBe(1250)
    expect((await pay(tabId, anna, 'pay-anna-mine', 'mine', 1350)).statusCode).toBe(409)
    expect((await pay(tabId, bruno, 'pay-bruno-rest', 'rest', 1250)).statusCode).toBe(200)
    // rejecting it again changes nothing
    await app.inject({ method: 'POST', url: `/api/staff/restaurants/demo-table/orders/${roundSent.orderId}/status`, payload: { status: 'rejected' }, headers: staff })
    expect((await pull(tabId, bruno)).json().events.filter((event: { type: string }) => event.type === 'RoundRejected')).toHaveLength(1)
  })
})

describe('issue #18 a round the kitchen moves on', () => {
  it("every answer of the tab says each round's order status as the staff moved it; a phone of the previous version reads it all the same", async () => {
    const { tabId, anna, bruno } = await tabWithTwo()
    await push(tabId, anna, 2, [{ type: 'TabLineAdded', id: 'line-anna-1', lineId: 'line-anna-1', line: line(202, 'Tagliere') }])
    const roundSent = (await round(tabId, anna)).json().events.find((event: { type: string }) => event.type === 'RoundSent')
    const status = (value: string) => app.inject({ method: 'POST', url: `/api/staff/restaurants/demo-table/orders/${roundSent.orderId}/status`, payload: { status: value }, headers: staff })
    expect((await pull(tabId, bruno)).json().round_statuses).toEqual([{ order_id: roundSent.orderId, status: 'pending' }])
    const announced = events.tabs.filter((sent) => sent.tabId === tabId).length
    for (const value of ['accepted', 'preparing']) expect((await status(value)).statusCode).toBe(200)
    // each move is announced on the tab's channel as the rounds moving (the head is the same), so every phone pulls
    expect(events.tabs.filter((sent) => sent.tabId === tabId).slice(announced)).toEqual([expect.objectContaining({ roundsMoved: true }), expect.objectContaining({ roundsMoved: true })])
    const answer = (await pull(tabId, bruno)).json()
    expect(answer.round_statuses).toEqual([{ order_id: roundSent.orderId, status: 'preparing' }])
    // not an event of the stream: the previous version's codec (events it knows, the head) reads the answer
    const previous = t.type({ tab_id: t.string, events: t.array(TabEventC), seq: t.number })
    expect(isRight(previous.decode(answer))).toBe(true)
    expect(answer.events.some((event: { type: string }) => !['TabOpened', 'GuestJoined', 'TabLineAdded', 'RoundSent'].includes(event.type))).toBe(false)
  })

  it('a round the staff cancel comes off the bill, as one the kitchen refuses (review: it stayed on the bill showing "Annullato")', async () => {
    const { tabId, anna, bruno } = await tabWithTwo()
    await push(tabId, anna, 2, [{ type: 'TabLineAdded', id: 'line-anna-1', lineId: 'line-anna-1', line: line(202, 'Tagliere') }])
    const roundSent = (await round(tabId, anna)).json().events.find((event: { type: string }) => event.type === 'RoundSent')
    await app.inject({ method: 'POST', url: `/api/staff/restaurants/demo-table/orders/${roundSent.orderId}/status`, payload: { status: 'canceled' }, headers: staff })
    expect((await pull(tabId, bruno)).json().events.at(-1)).toMatchObject({ type: 'RoundRejected', round: 1 })
    const summary = (await app.inject({ method: 'GET', url: `/api/staff/restaurants/demo-table/tabs/${tabId}`, headers: staff })).json().tab
    expect(summary.left).toBe(0)
  })
})

describe('issue #18 a share the payer gave up on (a declined card, the provider\'s page left with back)', () => {
  const cancel = (tabId: string, who: Guest, paymentId: string) => app.inject({ method: 'POST', url: `/api/tabs/${tabId}/payments/${paymentId}/cancel`, payload: { after: 0 }, headers: as(who) })
  const totals = async (tabId: string) => (await app.inject({ method: 'GET', url: `/api/staff/restaurants/demo-table/tabs/${tabId}`, headers: staff })).json().tab

  it('a declined card leaves the share pending (another card may follow); cancelling it frees the amount for everyone', async () => {
    const { tabId, anna, bruno } = await tabWithTwo()
    await push(tabId, anna, 2, [{ type: 'TabLineAdded', id: 'line-anna-1', lineId: 'line-anna-1', line: line(202, 'Tagliere') }])
    await round(tabId, anna)
    const rest = 1350 + 2 * 250
    const started = await pay(tabId, anna, 'pay-anna-all', 'rest', rest)
    await app.inject({ method: 'POST', url: `/pay/sim/${started.json().session_id}/decline` })
    expect((await result(tabId, anna, 'pay-anna-all')).json().status).toBe('pending')
    expect((await pay(tabId, bruno, 'pay-bruno-blocked', 'rest', rest)).statusCode).toBe(409)
    // only the payer gives it up
    expect((await cancel(tabId, bruno, 'pay-anna-all')).statusCode).toBe(404)
    const cancelled = await cancel(tabId, anna, 'pay-anna-all')
    expect(cancelled.statusCode).toBe(200)
    expect(cancelled.json().status).toBe('failed')
    const session = await db.db.selectFrom('payment_sessions').select('status').where('id', '=', started.json().session_id).executeTakeFirstOrThrow()
    expect(session.status).toBe('canceled')
    // the provider's page cannot take it any more, and Bruno may pay it all
    await app.inject({ method: 'POST', url: `/pay/sim/${started.json().session_id}/approve` })
    expect((await totals(tabId)).paid).toBe(0)
    expect((await pay(tabId, bruno, 'pay-bruno-rest', 'rest', rest)).statusCode).toBe(200)
  })

  it('cancelling a share the provider was paid for meanwhile records it paid, not given up', async () => {
    const { tabId, anna } = await tabWithTwo()
    await push(tabId, anna, 2, [{ type: 'TabLineAdded', id: 'line-anna-1', lineId: 'line-anna-1', line: line(202, 'Tagliere') }])
    await round(tabId, anna)
    const started = await pay(tabId, anna, 'pay-anna-mine', 'mine', 1350)
    await app.inject({ method: 'POST', url: `/pay/sim/${started.json().session_id}/approve` })
    const cancelled = await cancel(tabId, anna, 'pay-anna-mine')
    expect(cancelled.json().status).toBe('paid')
    expect((await totals(tabId)).paid).toBe(1350)
  })
})

describe('issue #18 the staff side', () => {
  it('the staff see the open tabs with what is left and close one; a tab idle for 3 hours closes itself', async () => {
    const { tabId, anna } = await tabWithTwo()
    await push(tabId, anna, 2, [{ type: 'TabLineAdded', id: 'line-anna-1', lineId: 'line-anna-1', line: line(202, 'Tagliere') }])
    expect((await app.inject({ method: 'GET', url: '/api/staff/restaurants/demo-table/tabs' })).statusCode).toBe(401)
    const list = (await app.inject({ method: 'GET', url: '/api/staff/restaurants/demo-table/tabs', headers: staff })).json().tabs
    expect(list.find((tab: { tab_id: string }) => tab.tab_id === tabId)).toMatchObject({ guests: ['Anna', 'Bruno'], left: 1350 + 2 * 250, unpaid_lines: [{ name: 'Anna: Tagliere bolognese', amount: 1350 }] })
    const closed = await app.inject({ method: 'POST', url: `/api/staff/restaurants/demo-table/tabs/${tabId}/close`, headers: staff })
    expect(closed.json().tab).toMatchObject({ open: false })
    expect((await push(tabId, anna, 4, [{ type: 'TabLineAdded', id: 'line-anna-2', lineId: 'line-anna-2', line: line(203, 'Crescentine') }])).json()).toMatchObject({ rule: 'tab.closed' })

    const idle = await tabWithTwo()
    time.now += 3 * 60 * 60 * 1000
    expect((await app.inject({ method: 'GET', url: `/api/v4/restaurants/demo-table/tables/${table}/tab` })).json().tab).toBeNull()
    expect((await pull(idle.tabId, idle.anna)).json().events.at(-1)).toMatchObject({ type: 'TabClosed', reason: 'inactive' })
  })
})

describe('a tab id on the command line', () => {
  it('never begins with "-", which `comanda staff tab` would take for an option', () => {
    const ids = Array.from({ length: 2000 }, newTabId)
    expect(ids.filter((id) => id.startsWith('-'))).toEqual([])
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9][A-Za-z0-9_-]{7,63}$/)
  })
})
