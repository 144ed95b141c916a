import { memoryDeviceSecret } from '../../api/httpCall'
import { describe, expect, it } from 'vitest'
import { HttpVenueApi } from '../../api/client'
import type { Fetch } from '../../api/transport'

type Call = { url: string; init?: Parameters<Fetch>[1] }

function client(options: { online?: boolean; token?: string | null; answer?: { status: number; body: string } | 'network-error' }) {
  const calls: Call[] = []
  const fetch: Fetch = async (url, init) => {
    calls.push({ url, init })
    if (options.answer === 'network-error') throw new TypeError('Failed to fetch')
    const answer = options.answer ?? { status: 200, body: '{"code":"ok","message":"","orders":[]}' }
    return { status: answer.status, text: async () => answer.body }
  }
  const api = new HttpVenueApi({ baseUrl: 'http://venue.test', venue: 'demo-online', fetch, isOnline: () => options.online ?? true, token: () => options.token ?? null, deviceId: 'device-1', deviceSecret: memoryDeviceSecret() })
  return { api, calls }
}

describe('SPEC §7 the venue API client', () => {
  it("offline, every call is refused with 'You are not online!' without touching the network", async () => {
    const { api, calls } = client({ online: false })
    expect(await api.loadMyOrders('device-1', null)).toEqual({ ok: false, kind: 'offline', message: 'You are not online!' })
    expect(calls).toEqual([])
  })

  it('sends Authorization: Bearer <token> when a login record exists, and an empty header otherwise', async () => {
    const logged = client({ token: 'tok-1' })
    await logged.api.loadMyOrders('device-1', 42)
    expect(logged.calls[0]!.init?.headers?.Authorization).toBe('Bearer tok-1')
    expect(logged.calls[0]!.url).toBe('http://venue.test/api/v3/restaurants/demo-online/orders/device-1?customer_id=42')
    const guest = client({ token: null })
    await guest.api.loadMyOrders('device-1', null)
    expect(guest.calls[0]!.init?.headers?.Authorization).toBe('')
  })

  it("an unrecognised answer is 'Errore server'; the server's own message is shown when present", async () => {
    expect(await client({ answer: { status: 200, body: '<html>oops</html>' } }).api.callWaiter('d')).toMatchObject({ ok: false, message: 'Errore server' })
    expect(await client({ answer: { status: 200, body: '{"code":"ok","orders":"nope"}' } }).api.loadMyOrders('d', null)).toMatchObject({ ok: false, message: 'Errore server' })
    expect(await client({ answer: { status: 422, body: '{"code":"error","message":"Ordini in pausa"}' } }).api.callWaiter('d')).toMatchObject({ ok: false, kind: 'rejected', message: 'Ordini in pausa' })
  })

  it('no answer at all, or a 5xx, is not final (the order is resent with the same key later)', async () => {
    expect(await client({ answer: 'network-error' }).api.callWaiter('d')).toMatchObject({ ok: false, kind: 'network' })
    expect(await client({ answer: { status: 503, body: '{"code":"error","message":"busy"}' } }).api.callWaiter('d')).toMatchObject({ ok: false, kind: 'network' })
  })

  it('decodes answers into the app’s own form: cents, and no payment secret kept', async () => {
    const order = { id: 7, restaurantorderid: 3, status: 'accepted', payment_method: 'stripe', payment_result: null, payment_details: { session_id: 'cs_1', client_secret: 'secret' }, total_cost: 12.5, shipping_cost: 0, coupon_value: 1.25, order_date: null, customer_id: null }
    const { api } = client({ answer: { status: 200, body: JSON.stringify({ code: 'ok', orders: [order] }) } })
    const answer = await api.loadMyOrders('d', null)
    expect(answer).toEqual({ ok: true, value: [{ id: 7, restaurantorderid: 3, status: 'accepted', payment_method: 'stripe', payment_result: null, total_cost: 1250, shipping_cost: 0, coupon_value: 125, order_date: null, customer_id: null }] })
  })
})
