import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { HttpVenueApi } from '../../api/client'
import { pathOf } from '../../api/contract'
import * as contracts from '../../api/guestContracts'
import { memoryDeviceSecret } from '../../api/httpCall'
import { useTestApp, type TestDeps } from '../server/testVenue'

let app: FastifyInstance
let deps: TestDeps
useTestApp((current) => ({ app, deps } = current))

/** The app's client of the venue API, its requests answered by the reference server in process. */
function client(venue = 'test-venue') {
  return new HttpVenueApi({
    baseUrl: 'http://comanda.test',
    venue,
    fetch: async (url, init) => {
      const response = await app.inject({ method: (init?.method ?? 'GET') as 'GET', url: url.replace('http://comanda.test', ''), headers: init?.headers, payload: init?.body })
      return { status: response.statusCode, text: async () => response.body }
    },
    isOnline: () => true,
    token: () => null,
    deviceId: 'device-1',
    deviceSecret: memoryDeviceSecret(),
  })
}

describe('issue #15.2 one contract per endpoint: the client and the server read the same codecs', () => {
  it('each guest endpoint: the client decodes what the server answers with the same contract', async () => {
    const api = client()
    const venue = { hash: 'test-venue' }
    const answers = [
      await api.request(contracts.verifyCoupon, { params: venue, body: { code: 'NOPE' } }),
      await api.request(contracts.couponExists, { params: venue }),
      await api.request(contracts.callWaiter, { params: venue, body: { client_id: 'device-1' } }),
      await api.request(contracts.verifyTableSession, { params: { ...venue, table_id: 4 } }),
      await api.request(contracts.placesForSlots, { params: venue, body: { params: { product: 'comanda', slots: [{ timeslotID: 9, orderDate: '2026-11-22 19:30:00' }] } } }),
      await api.request(contracts.geocode, { params: venue, query: { address: 'Via Roma 1, Milano' } }),
    ]
    expect(answers.map((answer) => (answer.ok ? 'ok' : answer.message))).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'ok'])
    // an unknown coupon is an answer too: no coupon, and the reason as the message (SPEC §5)
    expect(answers[0]).toMatchObject({ ok: true, value: { item: null, message: 'Coupon not found!' } })
  })

  it('a path parameter that does not fit is refused with 422 naming it, before any handler runs', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v3/restaurants/test-venue/table-session/abc/verification' })
    expect(response.statusCode).toBe(422)
    expect(response.json()).toEqual({ code: 'error', message: 'table-session: table_id must be a whole number' })
  })

  it('a body that does not fit is refused with 422 naming the field', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/v3/restaurants/test-venue/call-waiter', payload: { client_id: 7 } })
    expect(response.statusCode).toBe(422)
    expect(response.json().message).toBe('call-waiter: client_id must be string')
  })

  it('paths are filled from the parameters, encoded, with the query', () => {
    expect(pathOf(contracts.verifyTableSession, { hash: 'a/b', table_id: 4 })).toBe('/api/v3/restaurants/a%2Fb/table-session/4/verification')
    expect(pathOf(contracts.geocode, { hash: 'v' }, { address: 'Via Roma 1' })).toBe('/api/v3/restaurants/v/geocode?address=Via%20Roma%201')
  })

  it("the client sends what the server refuses and shows the server's words: a name too long is not 'Errore server'", async () => {
    const answer = await client().register({ email: 'long@example.com', password: 'a long password', name: 'x'.repeat(101) }, null)
    expect(answer).toMatchObject({ ok: false, kind: 'rejected', status: 422 })
    expect(answer.ok ? '' : answer.message).toMatch(/^register: customer.name must be/)
  })

  it('DESIGN §7: a staff call without the token is 401 whatever its body or path, before the request is read', async () => {
    for (const url of ['/api/staff/restaurants/test-venue/orders/abc/status', '/api/staff/restaurants/test-venue/tables/x/session']) {
      const response = await app.inject({ method: 'POST', url, payload: { status: 'nonsense' } })
      expect(response.statusCode).toBe(401)
      expect(response.json().message).toBe("Staff token missing or not this server's")
    }
    const authorised = await app.inject({ method: 'POST', url: '/api/staff/restaurants/test-venue/orders/abc/status', payload: {}, headers: { authorization: `Bearer ${deps.config.staffToken}` } })
    expect(authorised.statusCode).toBe(422)
  })

  it("SPEC §8: a payment result that does not fit says 'Errore nella preparazione dell'ordine', with the reason", async () => {
    const response = await app.inject({ method: 'PUT', url: '/api/v8/restaurants/test-venue/order/payment-result', payload: { deviceID: 'device-1' } })
    expect(response.statusCode).toBe(422)
    expect(response.json()).toMatchObject({ message: "Errore nella preparazione dell'ordine", reason: expect.stringMatching(/^payment result: /) })
  })

  it('SPEC §7 my orders: an empty customer_id (older clients) means no customer, not a bad request', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v3/restaurants/test-venue/orders/device-1?customer_id=' })
    expect(response.statusCode).toBe(200)
    expect(response.json().orders).toEqual([])
  })
})
