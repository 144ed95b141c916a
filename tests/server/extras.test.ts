import type { FastifyInstance } from 'fastify'
import { CONTACT_TEXT_MAX } from '../../domain/textLimits'
import { describe, expect, it } from 'vitest'
import { orderRequestToWire } from '../../api/orderWire'
import { buildClientOrder } from '../../domain/order'
import { cola, details } from '../support/builders'
import { useTestApp, type TestDeps } from './testVenue'

let deps: TestDeps
let app: FastifyInstance
useTestApp((current) => ({ deps, app } = current))

function slotOrder(device: string) {
  const d = details({ time_slot_requested_id: 9, time_slot_requested: '19:30 - 19:45', order_date: '2026-11-22 19:30:00' })
  return orderRequestToWire({
    order: buildClientOrder({ lines: [{ ...cola, key: '201', quantity: 1 }], specialLines: [], details: d, totals: { discount: 0, cover: 0, delivery: 0, total: 300 } }),
    user: { deviceID: device, ...d.contacts },
    fields: {},
    coupon: null,
    customer: null,
    payment: 'later',
  })
}

describe('SPEC §7 placesforslots, translations, logger, geocoding', () => {
  it('a time slot takes orders up to its capacity (orders_manageable); then it is full', async () => {
    for (const device of ['a', 'b']) expect((await app.inject({ method: 'POST', url: '/api/v4/restaurants/test-venue/order', payload: slotOrder(device) })).statusCode).toBe(201)
    const places = await app.inject({ method: 'POST', url: '/api/v5/restaurant/test-venue/placesforslots', payload: { params: { product: 'comanda', slots: [{ timeslotID: 9, orderDate: '2026-11-22 19:30:00' }, { timeslotID: 9, orderDate: '2026-11-23 19:30:00' }] } } })
    expect(places.json().data).toEqual([
      { timeslotID: 9, orderDate: '2026-11-22 19:30:00', capacity: 2, taken: 2, available: false },
      { timeslotID: 9, orderDate: '2026-11-23 19:30:00', capacity: 2, taken: 0, available: true },
    ])
    const third = await app.inject({ method: 'POST', url: '/api/v4/restaurants/test-venue/order', payload: slotOrder('c') })
    expect(third.statusCode).toBe(409)
    expect(third.json().message).toMatch(/fascia oraria è al completo/)
  })

  it('12 orders sent at once for the last places of a slot: exactly its capacity (2) get in, the rest are told it is full', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => app.inject({ method: 'POST', url: '/api/v4/restaurants/test-venue/order', payload: slotOrder(`race-${i}`), headers: { 'idempotency-key': `slot-race-${i}-key` } })),
    )
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(2)
    const refused = answers.filter((answer) => answer.statusCode !== 201)
    expect(refused.map((answer) => answer.statusCode)).toEqual(Array(10).fill(409))
    for (const answer of refused) expect(answer.json().message).toMatch(/fascia oraria è al completo/)
  })

  it('a canceled order frees its place', async () => {
    const first = (await app.inject({ method: 'POST', url: '/api/v4/restaurants/test-venue/order', payload: slotOrder('a') })).json().order
    await app.inject({ method: 'POST', url: '/api/v4/restaurants/test-venue/order', payload: slotOrder('b') })
    await app.inject({ method: 'POST', url: `/api/staff/restaurants/test-venue/orders/${first.id}/status`, payload: { status: 'canceled' }, headers: { authorization: `Bearer ${deps.config.staffToken}` } })
    expect((await app.inject({ method: 'POST', url: '/api/v4/restaurants/test-venue/order', payload: slotOrder('c') })).statusCode).toBe(201)
  })

  it('getTranslationsData answers the UI resources, Italian at least', async () => {
    const it = await app.inject({ method: 'GET', url: '/api/v3/getTranslationsData?lang=it' })
    expect(it.json().data.coupon.invalid).toBe('Il codice sconto non è valido')
  })

  it.each([
    [{}, 'The business id is not defined'],
    [{ ris_id: 1 }, 'The business token is not defined'],
    [{ ris_id: 1, token: 't' }, 'The client language is not defined'],
    [{ ris_id: 1, token: 't', payload: { lang: 'it' } }, 'The user action is not defined'],
  ])('SPEC §8 the logger refuses %j: %s', async (attributes, message) => {
    const response = await app.inject({ method: 'POST', url: '/api/logger', payload: { data: { type: 'comandalog', attributes } } })
    expect(response.statusCode).toBe(422)
    expect(response.json().message).toBe(message)
  })

  it('the logger keeps a complete entry (addproduct with its metadata)', async () => {
    const entry = { data: { type: 'comandalog', attributes: { ris_id: 77, token: 'tok', action: 'addproduct', payload: { action: 'addproduct', lang: 'it', metadata: { name: 'Margherita', type: 'menu-entry', price: 8, product: 101, is_drink: false } } } } }
    expect((await app.inject({ method: 'POST', url: '/api/logger', payload: entry })).statusCode).toBe(201)
    const rows = await deps.db.selectFrom('client_logs').selectAll().execute()
    expect(rows.map((r) => r.action)).toEqual(['addproduct'])
  })

  it('the demo geocoder locates a known address and says null for an unknown one', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v3/restaurants/test-venue/geocode?address=Via%20Roma%201' })).json().data).toEqual({ lat: 45.47, lng: 9.18, distance_km: 1.2 })
    expect((await app.inject({ method: 'GET', url: '/api/v3/restaurants/test-venue/geocode?address=Altrove' })).json().data).toBeNull()
    expect((await app.inject({ method: 'GET', url: '/api/v3/restaurants/test-venue/geocode' })).statusCode).toBe(422)
    // as long an address as the checkout's field takes is looked up (review: 301 to 500 characters were typed, then never located)
    const long = (length: number) => app.inject({ method: 'GET', url: `/api/v3/restaurants/test-venue/geocode?address=${'a'.repeat(length)}` })
    expect((await long(CONTACT_TEXT_MAX.address)).statusCode).toBe(200)
    expect((await long(CONTACT_TEXT_MAX.address + 1)).statusCode).toBe(422)
  })
})
