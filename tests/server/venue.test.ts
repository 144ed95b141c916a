import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app'
import { configFromEnv } from '../../server/config'
import type { Db } from '../../server/db/connect'
import { DEMO_VENUES_DIR } from '../../server/main'
import { RecordingOrderEvents } from '../../server/realtime/publisher'
import { seedDemoVenues } from '../../server/seed'
import { DbVenueCatalog } from '../../server/venueRepository'
import { demoOrderBody } from '../support/demoOnline'
import { openTestDatabase } from '../support/database'

let db: Db
let app: FastifyInstance
const config = configFromEnv({ PUBLIC_URL: 'http://localhost:8080' })

beforeAll(async () => {
  db = await openTestDatabase()
  expect(await seedDemoVenues(db.db, DEMO_VENUES_DIR, Date.now())).toEqual(['demo-live', 'demo-moved', 'demo-online', 'demo-table'])
  app = await buildApp({ db: db.db, venues: new DbVenueCatalog(db.db), events: new RecordingOrderEvents(), clock: Date.now, config })
})
afterAll(async () => {
  await app.close()
  await db.close()
})

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers })

describe('SPEC §7 venue data from the seeded demo venues (DESIGN §7)', () => {
  it('static-light answers rid and type; a moved venue answers 302 with its new hash; an unknown one has no rid', async () => {
    expect((await get('/api/v3/restaurants/demo-table/static-light?lang=it')).json()).toMatchObject({
      code: 'ok',
      rid: expect.any(Number),
      restaurant_type: 2,
      realtime: { key: config.realtime.key, port: 9001, private: true, authEndpoint: '/api/broadcasting/auth' },
    })
    const moved = await get('/api/v3/restaurants/demo-moved/static-light')
    expect(moved.statusCode).toBe(302)
    expect(moved.json()).toMatchObject({ hash: 'demo-table' })
    const unknown = await get('/api/v3/restaurants/nowhere/static-light')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().rid).toBeNull()
  })

  it('an address with a broken %-escape answers 400 in the API\'s own shape, not the framework\'s', async () => {
    const response = await get('/api/v3/restaurants/%00%ff/static-light')
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ code: 'error', message: 'The address is not valid: a %-escape in it is broken' })
  })

  it('a body sent as text/plain answers 415 in one line, as a form or XML body does, not a dump of the whole type', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/v4/restaurants/demo-online/order', headers: { 'content-type': 'text/plain' }, payload: '{"order":{}}' })
    expect(response.statusCode).toBe(415)
    expect(response.json()).toEqual({ code: 'error', message: 'Send the body as JSON (Content-Type: application/json)' })
    // a form, XML, or no content type at all: the same line, not the framework's bare "Unsupported Media Type"
    for (const headers of [{ 'content-type': 'application/x-www-form-urlencoded' }, { 'content-type': 'application/xml' }, {}]) {
      const other = await app.inject({ method: 'POST', url: '/api/v4/restaurants/demo-online/order', headers, payload: 'order=1' })
      expect(other.statusCode).toBe(415)
      expect(other.json()).toEqual({ code: 'error', message: 'Send the body as JSON (Content-Type: application/json)' })
    }
  })


  it('the full venue info comes in the language asked for, right to left for Arabic, name_orig always Italian', async () => {
    const it = (await get('/api/v3/restaurants/demo-online/full?lang=it')).json()
    const en = (await get('/api/v3/restaurants/demo-online/full?lang=en')).json()
    const ar = (await get('/api/v3/restaurants/demo-online/full?lang=ar')).json()
    expect(en.currentLanguage).toBe('en')
    expect(ar.rtl).toBe(true)
    const margherita = (info: { menuentries: { id: number; name: string; name_orig: string }[] }) => info.menuentries.find((item) => item.id === 107)!
    expect(margherita(en).name_orig).toBe(margherita(it).name)
    expect(margherita(ar).name).not.toBe(margherita(it).name)
    expect(JSON.stringify(it)).not.toContain('"coupons"') // server-only data never leaves
  })

  it('static, banners, subscription, access control, extras and coupon/exists answer', async () => {
    expect((await get('/api/v3/restaurants/demo-online/static?lang=en')).json()).toMatchObject({ code: 'ok', name: expect.any(String) })
    expect((await get('/api/v3/restaurants/demo-online/checkCocaBanners')).json()).toMatchObject({ code: 'ok', data: expect.any(String) })
    expect((await get('/api/v3/restaurants/demo-online/subscription')).json()).toMatchObject({ code: 'ok', type_id: expect.anything() })
    expect((await get('/api/v5/restaurant/demo-online/acoptions')).json()).toMatchObject({ enable_access_control: expect.any(Boolean), enable_owner_access_control: expect.any(Boolean) })
    const extras = (await get('/api/restaurantdata/demo-online/getExtraMenu?lang=en')).json().data
    expect(extras.length).toBeGreaterThan(0)
    for (const item of extras) expect(item.is_extra === true || item.is_extra === 1).toBe(true)
    expect((await get('/api/v4/restaurants/demo-online/coupon/exists')).json().data).toBe(true)
  })

  it('the v3 create call (order, user, fields, payment) is served too', async () => {
    const { order, user, fields, payment } = demoOrderBody('v3-device')
    // the v3 body has no privacy_accepted: its client's form asked for it; one that says false is refused
    const refused = await app.inject({ method: 'POST', url: '/api/v3/restaurants/demo-online/order', payload: { order, user, fields, payment, privacy_accepted: false } })
    expect(refused.json()).toMatchObject({ code: 'error', message: 'Devi accettare il trattamento privacy' })
    const response = await app.inject({ method: 'POST', url: '/api/v3/restaurants/demo-online/order', payload: { order, user, fields, payment } })
    expect(response.statusCode).toBe(201)
    expect(response.json().order.total_cost).toBe(13)
  })

  it('CORS: the app origin is allowed, a foreign origin is not', async () => {
    const preflight = (origin: string) => app.inject({ method: 'OPTIONS', url: '/api/v4/restaurants/demo-online/order', headers: { origin, 'access-control-request-method': 'POST' } })
    expect((await preflight('http://localhost:8080')).headers['access-control-allow-origin']).toBe('http://localhost:8080')
    expect((await preflight('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined()
  })
})
