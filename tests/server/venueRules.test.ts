// Issue #12.6-13: every rule the app checks before sending, the server checks again on receipt with the
// same domain/ functions (domain/orderChecks) and refuses with a 422 in the same words, naming the rule.
import { readFileSync } from 'node:fs'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodeVenueFile, type ActiveVenueFile } from '../../api/venueFile'
import { buildApp } from '../../server/app'
import { configFromEnv } from '../../server/config'
import type { Db } from '../../server/db/connect'
import { DEMO_VENUES_DIR } from '../../server/main'
import { RecordingOrderEvents } from '../../server/realtime/publisher'
import { seedDemoVenues } from '../../server/seed'
import { DbVenueCatalog, loadedVenue } from '../../server/venueRepository'
import { openTestDatabase } from '../support/database'
import { demoOrderBody } from '../support/demoOnline'

/** Monday 23 November 2026, 12:30 in Milan: demo-online takes orders and offers its lunch slots. */
const MONDAY_LUNCH = Date.parse('2026-11-23T12:30:00+01:00')
const time = { now: MONDAY_LUNCH }

let db: Db
let app: FastifyInstance
const config = configFromEnv({})

/** demo-online with its Dolci category hidden (visible 0): what it holds is not on the menu. */
function withHiddenDolci(): ActiveVenueFile {
  const file = (decodeVenueFile(JSON.parse(readFileSync('fixtures/venues/demo-online.json', 'utf8'))) as { right: ActiveVenueFile }).right
  const hide = (category: { id: number; visible: unknown }) => (category.id === 16 ? { ...category, visible: false } : category)
  return { ...file, hash: 'hidden-dolci', full: { ...file.full, menucategories: file.full.menucategories.map(hide) as never } }
}

beforeAll(async () => {
  db = await openTestDatabase()
  await seedDemoVenues(db.db, DEMO_VENUES_DIR, MONDAY_LUNCH)
  const catalog = new DbVenueCatalog(db.db)
  const hidden = loadedVenue(withHiddenDolci())
  const online = withHiddenDolci()
  const closed = loadedVenue({ ...online, hash: 'closed-online', full: { ...online.full, online_options: { ...online.full.online_options!, online_orders_enabled: false } } })
  // paused from 00:00 to 23:30 on the venue's clock: every test's time is inside
  const paused = loadedVenue({ ...online, hash: 'paused-online', full: { ...online.full, online_options: { ...online.full.online_options!, pause_orders_enabled: true, pause_start_time: '00:00', pause_end_time: '23:30' } } })
  const others = new Map([['hidden-dolci', hidden], ['closed-online', closed], ['paused-online', paused]])
  const venues = { get: async (hash: string) => others.get(hash) ?? catalog.get(hash) }
  app = await buildApp({ db: db.db, venues, events: new RecordingOrderEvents(), clock: () => time.now, config })
})
afterAll(async () => {
  await app.close()
  await db.close()
})

type Body = ReturnType<typeof demoOrderBody>
type WireRow = Body['order']['rows'][number]
let devices = 0
/** demo-online's take-away body of two Margherita in a lunch slot, changed by `change`, posted by a new device. */
async function post(change: (body: Body) => unknown, venue = 'demo-online', slot = 0) {
  const body = demoOrderBody(`rules-device-${++devices}`, slot, MONDAY_LUNCH)
  return app.inject({ method: 'POST', url: `/api/v4/restaurants/${venue}/order`, payload: change(structuredClone(body)) as object })
}
/** `message`: the words the guest is told, or for what the menu does not offer, the detail beside them. */
const refusedWith = async (response: Awaited<ReturnType<typeof post>>, message: string | RegExp, rule?: string) => {
  expect(response.statusCode).toBe(422)
  expect(response.json().detail ?? response.json().message).toMatch(message)
  if (rule) expect(response.json().rule).toBe(rule)
}

const margherita = (quantity = 1): WireRow => ({ entry_id: 107, entry_name: 'Margherita', type: 'menu-entry', quantity, cost: 0, details: '', subitems: [{ id: 1001, chosen: [5001], price: 0, quantity: 1 }], subOrderRows: [] })
const comboRow = (subOrderRows: WireRow[]): WireRow => ({ entry_id: 51, entry_name: 'Menù Pizza', type: 'special-menu', quantity: 1, cost: 13.5, details: '', subitems: [], subOrderRows })

describe('the server refuses what the app refuses, in the same words (issue #12.6-13)', () => {
  it('the demo order itself is taken (the baseline of every case below)', async () => {
    expect((await post((body) => body)).statusCode).toBe(201)
  })

  it('#12.6 a special menu with more choices than a category allows, or a required category empty', async () => {
    const pizzas = Array.from({ length: 20 }, () => margherita())
    await refusedWith(await post((body) => ({ ...body, order: { ...body.order, rows: [comboRow(pizzas)] } })), /"Menù Pizza": 1 choices of .* are needed, got 20/)
    await refusedWith(await post((body) => ({ ...body, order: { ...body.order, rows: [comboRow([margherita()])] } })), /"Menù Pizza": 1 choices of .* are needed, got 0/)
    // named by its id too, so each phone says the name its own menu gives it
    expect((await post((body) => ({ ...body, order: { ...body.order, rows: [comboRow([margherita()])] } }))).json().params).toEqual({ name: 'Menù Pizza', specialMenuId: 51 })
  })

  it('#12.7 under the minimum order (€ 10 at demo-online)', async () => {
    await refusedWith(await post((body) => ({ ...body, order: { ...body.order, rows: [margherita(1)] } })), 'Ordine minimo € 10', 'order.minimum')
  })

  it('#12.8 a mode the venue does not offer: a table order, or "pickup" at an online venue', async () => {
    await refusedWith(await post((body) => ({ ...body, order: { ...body.order, order_type: 'restaurant', table_id: 4 } })), 'Seleziona una modalità di acquisto', 'form.purchaseMode')
    await refusedWith(await post((body) => ({ ...body, order: { ...body.order, order_type: 'deliver', delivery_choice: 'pickup' } })), 'Seleziona una modalità di acquisto')
  })

  it('#12.9 the contact fields the venue requires, and the privacy acceptance it forces', async () => {
    await refusedWith(await post((body) => ({ ...body, user: { ...body.user, email: null } })), 'Campo Email richiesto.', 'form.required')
    await refusedWith(await post((body) => ({ ...body, user: { ...body.user, email: 'not an e-mail' } })), 'Il campo Email non contiene un valore valido.')
    await refusedWith(await post((body) => ({ ...body, privacy_accepted: false })), 'Devi accettare il trattamento privacy', 'form.privacy')
  })

  it('#12.10 a sane order size: rows, quantity per row, total', async () => {
    await refusedWith(await post((body) => ({ ...body, order: { ...body.order, rows: Array.from({ length: 1000 }, () => margherita(999)) } })), "L'ordine ha troppe righe: al massimo 100.")
    await refusedWith(await post((body) => ({ ...body, order: { ...body.order, rows: [margherita(999)] } })), 'Quantità troppo alta: al massimo 99 per prodotto.')
    await refusedWith(await post((body) => ({ ...body, order: { ...body.order, rows: Array.from({ length: 40 }, () => margherita(90)) } })), "L'importo dell'ordine supera il massimo che il locale accetta online, € 2.000: togli qualcosa dal carrello.")
  })

  it('an amount no order has (1e308 euros) is bad input, not a price message that reads "€ Infinity,NaN"', async () => {
    const response = await post((body) => ({ ...body, order: { ...body.order, total_cost: 1e308 } }))
    expect(response.statusCode).toBe(422)
    expect(response.json().message).toMatch(/total_cost/)
    expect(response.body).not.toMatch(/Infinity|NaN/)
  })

  it.each([
    ['a 900 kB note', (body: Body) => ({ ...body, order: { ...body.order, note: 'x'.repeat(900_000) } }), /order\.note.*at most 2000 characters/],
    ['a 500 kB name', (body: Body) => ({ ...body, user: { ...body.user, name: 'x'.repeat(500_000) } }), /user\.name.*at most 200 characters/],
    ["a row's 200 kB details", (body: Body) => ({ ...body, order: { ...body.order, rows: body.order.rows.map((row) => ({ ...row, details: 'x'.repeat(200_000) })) } }), /details.*at most 1000 characters/],
    ['5,000 extra fields', (body: Body) => ({ ...body, fields: Object.fromEntries(Array.from({ length: 5000 }, (_, index) => [`f${index}`, 'x'])) }), /fields.*at most 30 fields/],
  ])('free text is bounded: %s is refused, not stored', async (_name, change, message) => {
    const response = await post(change)
    expect(response.statusCode).toBe(422)
    expect(response.json().message).toMatch(message)
  })

  it('#12.11 what the menu hides: an item without a price, an item of a hidden category', async () => {
    const dolce = { ...margherita(), entry_id: 120, entry_name: 'Dolce del giorno', subitems: [] }
    await refusedWith(await post((body) => ({ ...body, order: { ...body.order, rows: [...body.order.rows, dolce] } })), '"Dolce del giorno" cannot be ordered on its own', 'order.itemUnavailable')
    // a cart filled before the menu changed: the guest is told which dish, in the app's words
    expect((await post((body) => ({ ...body, order: { ...body.order, rows: [...body.order.rows, dolce] } }))).json()).toMatchObject({
      message: "«Dolce del giorno» non si può più ordinare com'è nel carrello: toglilo e aggiungilo di nuovo dal menù.",
      params: { name: 'Dolce del giorno', itemId: 120 },
    })
    const tiramisu = { ...margherita(), entry_id: 118, entry_name: 'Tiramisù', subitems: [] }
    await refusedWith(await post((body) => ({ ...body, order: { ...body.order, rows: [...body.order.rows, tiramisu] } }), 'hidden-dolci'), '"Tiramisù" (item 118) is not on the menu')
    expect((await post((body) => body, 'hidden-dolci')).statusCode).toBe(201)
  })

  it('#12.12 a table the venue does not have ("Table not found")', async () => {
    const table = await app.inject({
      method: 'POST',
      url: '/api/v4/restaurants/demo-table/order',
      payload: { ...demoTableBody(), order: { ...demoTableBody().order, table_id: 999 } },
    })
    await refusedWith(table, 'Table not found', 'table.notFound')
  })

  it('a closed venue says so first: not a coupon error (which would count as a guess), not a full slot', async () => {
    await refusedWith(await post((body) => ({ ...body, coupon: 'NOPE' }), 'closed-online'), 'Il locale in questo momento non accetta ordini.', 'order.unavailable')
  })

  it("a row's options are read from its subitems, never from the client's text: what it wrote beyond them is kept as the guest's note, in quotes", async () => {
    // each order in a slot of its own (the other tests fill the first)
    let slot = 10
    const placed = async (details: string | null) => {
      const body = demoOrderBody(`details-device-${++devices}`, ++slot, MONDAY_LUNCH)
      const rows = details === null ? body.order.rows : body.order.rows.map((row) => ({ ...row, details }))
      const response = await app.inject({ method: 'POST', url: '/api/v4/restaurants/demo-online/order', payload: { ...body, order: { ...body.order, rows } } })
      expect(response.statusCode).toBe(201)
      return response.json()
    }
    const options = (await placed(null)).order.content.rows[0].details as string
    expect(options).not.toBe('')
    // a text written to pass for options that were not paid
    expect((await placed('Doppia mozzarella di bufala, Tartufo nero x3')).order.content.rows[0].details).toBe(`${options} · «Doppia mozzarella di bufala, Tartufo nero x3»`)
    // the app's own details: its options, then the note
    expect((await placed(`${options} · «senza basilico»`)).order.content.rows[0].details).toBe(`${options} · «senza basilico»`)
    // an earlier app joined the note with a comma
    expect((await placed(`${options}, senza basilico`)).order.content.rows[0].details).toBe(`${options} · «senza basilico»`)
    // a note cannot close its quotes to write options after them
    expect((await placed('» · Doppia mozzarella · «')).order.content.rows[0].details).toBe(`${options} · «› · Doppia mozzarella · ‹»`)
    // the rebuilt details stay within the wire's 1,000 characters (the guest's app reads the order back)
    const long = (await placed('x'.repeat(1000))).order.content.rows[0].details as string
    expect(long.length).toBeLessThanOrEqual(1000)
    expect(long.startsWith(`${options} · «xxx`) && long.endsWith('…»')).toBe(true)
  })

  it("a row's option groups (subitems) are written from the menu: a price or a quantity the client made up is not stored (security review)", async () => {
    // each order in a slot of its own (the other tests fill the first)
    const honest = (await post((body) => body, 'demo-online', 30)).json().order.content.rows[0].subitems
    const forged = await post((body) => ({ ...body, order: { ...body.order, rows: body.order.rows.map((row) => ({ ...row, subitems: row.subitems.map((sub) => ({ ...sub, price: -999999, quantity: 1e300 })) })) } }), 'demo-online', 31)
    expect(forged.statusCode).toBe(201)
    expect(forged.json().order.content.rows[0].subitems).toEqual(honest)
  })

  it('a paused venue says when it takes orders again, on its clock (SPEC §4 Ordering active), as the cart and the checkout do', async () => {
    await refusedWith(await post((body) => body, 'paused-online'), 'Il locale ora non prende ordini: riprende alle 23:30.', 'order.resumesAt')
  })

  it('the time an order shows is the one of the slot it names, not a text the client wrote (SPEC §3 Generated slot time_to_save)', async () => {
    const honest = demoOrderBody('slot-text-reference', 0, MONDAY_LUNCH).order.time_slot_requested
    const response = await post((body) => ({ ...body, order: { ...body.order, time_slot_requested: 'Domani 21:00 - 21:15, tavolo vista mare' } }))
    expect(response.statusCode).toBe(201)
    expect(JSON.stringify(response.json())).not.toContain('vista mare')
    expect(JSON.stringify(response.json())).toContain(`"time_slot_requested":"${honest}"`)
  })

  it('the staff reject an order whose device id only looks like a table tab\'s (stored before such ids were refused): 200, no tab is touched', async () => {
    // a guest can no longer take such an id (the tab's rounds are placed as it)
    expect((await post((body) => ({ ...body, user: { ...body.user, deviceID: 'tab-lookalike-device-0001' } }))).statusCode).toBe(422)
    const placed = await post((body) => ({ ...body, user: { ...body.user, deviceID: 'lookalike-device-0001' } }))
    expect(placed.statusCode).toBe(201)
    await db.db.updateTable('orders').set({ device_id: 'tab-lookalike-device-0001' }).where('id', '=', placed.json().order.id).execute()
    const rejected = await app.inject({ method: 'POST', url: `/api/staff/restaurants/demo-online/orders/${placed.json().order.id}/status`, payload: { status: 'rejected' }, headers: { authorization: `Bearer ${config.staffToken}` } })
    expect(rejected.statusCode).toBe(200)
  })

  it('#12.13 a slot that has passed, or lies inside the forewarning time', async () => {
    time.now = Date.parse('2026-11-23T22:52:00+01:00')
    try {
      await refusedWith(await post((body) => body), "Questa fascia oraria non è più disponibile: scegline un'altra.", 'slots.unavailable')
      time.now = Date.parse('2026-11-23T12:50:00+01:00') // 13:15 is within the 30 minutes' forewarning
      await refusedWith(await post((body) => body), 'Questa fascia oraria non è più disponibile')
    } finally {
      time.now = MONDAY_LUNCH
    }
  })
})

/** A pay-later order at demo-table's table 4 (delivered to the table), as the app sends it. */
function demoTableBody() {
  const body = demoOrderBody('table-device', 0, MONDAY_LUNCH)
  const lasagne: WireRow = { entry_id: 207, entry_name: 'Lasagne alla bolognese', type: 'menu-entry', quantity: 1, cost: 12.5, details: '', subitems: [], subOrderRows: [] }
  return { ...body, order: { ...body.order, order_type: 'restaurant', delivery_choice: 'delivery', table_id: 4, time_slot_requested_id: null, time_slot_requested: null, order_date: null, covers_number: 2, rows: [lasagne] } }
}

describe('issue #13.1 covers are charged once per table session (SPEC §3 Table session)', () => {
  it('demo-table, table 4, 3 covers: the first order pays them, the second does not, and paying all asks the sum of both', async () => {
    const staff = await app.inject({ method: 'POST', url: '/api/staff/restaurants/demo-table/tables/4/session', payload: { open: true, covers: 3 }, headers: { authorization: `Bearer ${config.staffToken}` } })
    expect(staff.statusCode).toBe(200)
    // the price the app shows: Lasagne 12,50 + 3 covers × 2,50 (issue #13: the server refuses another)
    const body = { ...demoTableBody(), order: { ...demoTableBody().order, covers_number: 3, cover_cost: 7.5, total_cost: 20 } }
    const first = await app.inject({ method: 'POST', url: '/api/v4/restaurants/demo-table/order', payload: body, headers: { 'idempotency-key': 'table-4-first' } })
    expect(first.statusCode).toBe(201)
    expect(first.json().order.total_cost).toBe(12.5 + 3 * 2.5)
    // the guest's receipt names what the covers cost (helper trial: the total was 5 more than its lines)
    expect(first.json().order.content.covers).toEqual({ count: 3, cost: 7.5 })
    const device = { 'x-device-id': 'table-device', 'x-device-secret': first.json().device_secret as string }
    const zuppa: WireRow = { entry_id: 218, entry_name: 'Zuppa inglese', type: 'menu-entry', quantity: 1, cost: 5.5, details: '', subitems: [], subOrderRows: [] }
    const second = await app.inject({ method: 'POST', url: '/api/v4/restaurants/demo-table/order', payload: { ...body, order: { ...body.order, rows: [zuppa], cover_cost: 0, total_cost: 5.5 } }, headers: { 'idempotency-key': 'table-4-second', ...device } })
    expect(second.statusCode).toBe(201)
    expect(second.json().order.total_cost).toBe(5.5)
    expect(second.json().order.content.covers).toBeUndefined()
    const prepared = await app.inject({ method: 'POST', url: '/api/v4/restaurants/demo-table/orders/prepare-all-payments', payload: { payment: 'stripe', ids: [first.json().order.id, second.json().order.id] }, headers: device })
    const page = await app.inject({ method: 'GET', url: new URL(prepared.json().data.checkout_url).pathname })
    expect(page.body).toContain('€ 25,50')
  })
})

describe("SPEC §1, §3 Payment method: the server takes only the venue's payment methods (demo-online: cash and stripe on, satispay and paypal off)", () => {
  const methodUnavailable = 'Il locale non accetta questo metodo di pagamento: scegline un altro.'

  it.each(['bitcoin', 'satispay', 'paypal', 'cash'])('an order that names %s is refused', async (payment) => {
    await refusedWith(await post((body) => ({ ...body, payment })), methodUnavailable, 'payment.methodUnavailable')
  })

  it.each(['later', 'LATER', 'stripe'])('an order that names %s is taken', async (payment) => {
    expect((await post((body) => ({ ...body, payment }))).statusCode).toBe(201)
  })

  it('a placed order cannot be switched to a method that is off, nor be prepared for one; stripe still can', async () => {
    const placed = await post((body) => body)
    expect(placed.statusCode).toBe(201)
    const { order, device_secret } = placed.json() as { order: { id: number; device_id: string }; device_secret: string }
    const headers = { 'x-device-id': `rules-device-${devices}`, 'x-device-secret': device_secret }
    const url = `/api/v4/restaurants/demo-online/order/${order.id}`
    for (const payment_method of ['paypal', 'satispay', 'bitcoin']) {
      const switched = await app.inject({ method: 'PUT', url: `${url}/payment`, payload: { payment_method }, headers })
      expect(switched.statusCode, payment_method).toBe(422)
      expect(switched.json().reason).toBe(methodUnavailable)
    }
    const satispay = await app.inject({ method: 'POST', url: `${url}/prepare-payment`, payload: { payment: 'satispay', query_string: null }, headers })
    expect(satispay.statusCode).toBe(422)
    expect(satispay.json().message).toBe(methodUnavailable)
    const all = await app.inject({ method: 'POST', url: '/api/v4/restaurants/demo-online/orders/prepare-all-payments', payload: { payment: 'satispay', ids: [order.id] }, headers })
    expect(all.statusCode).toBe(422)
    expect((await app.inject({ method: 'PUT', url: `${url}/payment`, payload: { payment_method: 'stripe' }, headers })).statusCode).toBe(200)
    expect((await app.inject({ method: 'POST', url: `${url}/prepare-payment`, payload: { payment: 'stripe', query_string: null }, headers })).statusCode).toBe(200)
  })
})
