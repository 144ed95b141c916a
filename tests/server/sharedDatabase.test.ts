import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { orderRequestToWire } from '../../api/orderWire'
import { quotedOrder } from '../support/quotedOrder'
import { buildApp } from '../../server/app'
import { configFromEnv } from '../../server/config'
import { openDatabase } from '../../server/db/connect'
import { RecordingOrderEvents } from '../../server/realtime/publisher'
import { cola, details } from '../support/builders'
import { freshPostgresDatabase } from '../support/database'
import { testVenue } from './testVenue'

/**
 * DESIGN §7: several server processes on one database work together — idempotency and coupon
 * limits live in the database, not in one process's memory. Two app instances, each with its
 * own connection (pool), stand in for two processes.
 */
describe('DESIGN §7 two server instances on one database', () => {
  it('a single-use coupon raced from both instances is redeemed once; a retried key on the other instance gets the first order', async () => {
    const postgres = await freshPostgresDatabase()
    const dataDir = mkdtempSync(join(tmpdir(), 'comanda-shared-'))
    const open = () => openDatabase({ databaseUrl: postgres?.url ?? null, dataDir })
    const [a, b] = [await open(), await open()]
    const venue = testVenue()
    const deps = (db: typeof a) => ({ db: db.db, venues: { get: async () => venue }, events: new RecordingOrderEvents(), clock: () => Date.UTC(2026, 10, 22, 12), config: configFromEnv({}) })
    const [appA, appB] = [await buildApp(deps(a)), await buildApp(deps(b))]
    try {
      await a.db.insertInto('coupons').values({ venue_hash: 'test-venue', code: 'UNICO', type: 'total', value: 100, minimum_order: null, expires: null, availability: 1, used_count: 0 }).execute()
      const body = (device: string, coupon: string | null) => {
        const d = details()
        return orderRequestToWire({
          order: quotedOrder({ lines: [{ ...cola, key: '201', quantity: 2 }], details: d, rules: venue.order.rules, coupon: coupon === null ? null : { code: coupon, type: 'total', value: 100, minimum_order: null, expires: null, availability: 1, used_count: 0 } }),
          user: { deviceID: device, ...d.contacts },
          fields: {},
          coupon,
          customer: null,
          payment: 'later',
        })
      }
      const race = await Promise.all(
        Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? appA : appB).inject({ method: 'POST', url: '/api/v4/restaurants/test-venue/order', payload: body(`racer-${i}`, 'UNICO'), headers: { 'idempotency-key': `race-${i}-abcdef` } })),
      )
      expect(race.filter((r) => r.statusCode === 201)).toHaveLength(1)

      const first = await appA.inject({ method: 'POST', url: '/api/v4/restaurants/test-venue/order', payload: body('retrier', null), headers: { 'idempotency-key': 'retried-key-1' } })
      const retried = await appB.inject({ method: 'POST', url: '/api/v4/restaurants/test-venue/order', payload: body('retrier', null), headers: { 'idempotency-key': 'retried-key-1' } })
      expect(retried.statusCode).toBe(200)
      expect(retried.json().order.id).toBe(first.json().order.id)
    } finally {
      await appA.close()
      await appB.close()
      await a.close()
      await b.close()
      await postgres?.drop()
    }
  })
})
