import fc from 'fast-check'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderRequestToWire } from '../../api/orderWire'
import { buildClientOrder } from '../../domain/order'
import { buildApp } from '../../server/app'
import { cola, details, margherita, withOption } from '../support/builders'
import { depthRuns } from '../support/depth'
import { testDeps } from './testVenue'

// issue #12: at least 10,000 requests in `npm test` (on SQLite; its PostgreSQL pass sends 2,000, scripts/test.sh), 100,000 in `npm run test:deep`
const RUNS = depthRuns(100_000, process.env.COMANDA_FUZZ_RUNS ?? (process.env.COMANDA_DEEP === '1' ? undefined : '10000'))

type Deps = Awaited<ReturnType<typeof testDeps>>
let deps: Deps
let app: FastifyInstance

const lines = [
  { ...withOption(margherita(), { id: 11, name: 'Bufala', pricemodifier: 200 }), key: '101', quantity: 2 },
  { ...cola, key: '201', quantity: 1 },
]
const d = details()
const valid = orderRequestToWire({
  order: buildClientOrder({ lines, specialLines: [], details: d, totals: { discount: 0, cover: 0, delivery: 0, total: 2300 } }),
  user: { deviceID: 'fuzz-device', ...d.contacts },
  fields: {},
  coupon: null,
  customer: null,
  payment: 'later',
})

const weird = fc.oneof(
  fc.constantFrom(null, undefined, true, false, 0, -1, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 0.1, NaN, '', ' ', '0', '-1', '9'.repeat(40), '<script>', '\u0000', [], {}, [[]], { __proto__: { x: 1 } }),
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.jsonValue({ maxDepth: 2 }),
)

/** A valid body with one to three of its leaves (at any depth) replaced, removed, or stretched. */
function mutate(value: unknown, path: string[], replacement: unknown, remove: boolean): unknown {
  if (path.length === 0) return replacement
  if (value === null || typeof value !== 'object') return value
  const [head, ...rest] = path as [string, ...string[]]
  const copy: Record<string, unknown> = Array.isArray(value) ? ([...value] as unknown as Record<string, unknown>) : { ...(value as Record<string, unknown>) }
  if (rest.length === 0 && remove) delete copy[head]
  else copy[head] = mutate(copy[head], rest, replacement, remove)
  return copy
}

function paths(value: unknown, prefix: string[] = []): string[][] {
  if (value === null || typeof value !== 'object') return [prefix]
  return [prefix, ...Object.keys(value).flatMap((key) => paths((value as Record<string, unknown>)[key], [...prefix, key]))]
}
const ALL_PATHS = paths(valid).filter((p) => p.length > 0)

const body = fc.oneof(
  { weight: 6, arbitrary: fc.array(fc.tuple(fc.constantFrom(...ALL_PATHS), weird, fc.boolean()), { minLength: 1, maxLength: 3 }).map((muts) => muts.reduce<unknown>((acc, [p, r, rm]) => mutate(acc, p, r, rm), valid)) },
  { weight: 1, arbitrary: weird },
)

/** A body nested `depth` levels deep (issue #12.15: 1,500 levels of subOrderRows made a 500). */
function nested(depth: number): unknown {
  let value: unknown = { entry_id: 1, subOrderRows: [] }
  for (let i = 0; i < depth; i++) value = { ...(valid as object), subOrderRows: [value] }
  return value
}

/** Headers a client may rotate to dodge a limit (issue #12.14), or forge to pass for a device or customer. */
const rotatingHeaders = fc.record(
  {
    'x-forwarded-for': fc.oneof(fc.ipV4(), fc.string({ maxLength: 60 })),
    'x-device-id': fc.string({ maxLength: 80 }),
    'x-device-secret': fc.string({ maxLength: 80 }),
    authorization: fc.string({ maxLength: 80 }).map((token) => `Bearer ${token}`),
  },
  { requiredKeys: [] },
)

const request = fc.oneof(
  fc.tuple(fc.integer({ min: 20, max: 2_000 }), fc.constantFrom('/api/v4/restaurants/test-venue/order', '/api/v4/restaurants/test-venue/coupon/verify', '/api/logger')).map(([depth, url]) => ({ method: 'POST' as const, url, payload: nested(depth) })),
  body.map((payload) => ({ method: 'POST' as const, url: '/api/v4/restaurants/test-venue/order', payload })),
  body.map((payload) => ({ method: 'PUT' as const, url: '/api/v4/restaurants/test-venue/order/1', payload })),
  body.map((payload) => ({ method: 'POST' as const, url: '/api/v3/restaurants/test-venue/order', payload })),
  weird.map((code) => ({ method: 'POST' as const, url: '/api/v4/restaurants/test-venue/coupon/verify', payload: { code } })),
  weird.map((client_id) => ({ method: 'POST' as const, url: '/api/v3/restaurants/test-venue/call-waiter', payload: { client_id } })),
  weird.map((status) => ({ method: 'POST' as const, url: '/api/staff/restaurants/test-venue/orders/1/status', payload: { status }, staff: true })),
  fc.string().map((s) => ({ method: 'GET' as const, url: `/api/v3/restaurants/test-venue/orders/${encodeURIComponent(s)}?customer_id=${encodeURIComponent(s)}` })),
  fc.string().map((s) => ({ method: 'GET' as const, url: `/api/v3/restaurants/test-venue/table-session/${encodeURIComponent(s)}/verification` })),
  fc.string().map((s) => ({ method: 'GET' as const, url: `/api/v3/restaurants/${encodeURIComponent(s)}/static-light?lang=${encodeURIComponent(s)}` })),
)

beforeAll(async () => {
  deps = await testDeps()
  app = await buildApp(deps)
  await deps.db.insertInto('coupons').values({ venue_hash: 'test-venue', code: 'MENO5', type: 'total', value: 500, minimum_order: 2000, expires: null, availability: 100, used_count: 0 }).execute()
  const first = await app.inject({ method: 'POST', url: '/api/v4/restaurants/test-venue/order', payload: valid, headers: { 'idempotency-key': 'seed-order-1' } })
  expect(first.statusCode).toBe(201)
})
afterAll(async () => {
  await app.close()
  await deps.close()
})

describe('DESIGN §7 bad input never makes a 500 (fuzz)', () => {
  it(`${RUNS} schema-fuzzed requests across the endpoints: zero 5xx, and the database stays consistent`, async () => {
    let created = 0
    let requests = 0
    let serverErrors = 0
    await fc.assert(
      fc.asyncProperty(request, fc.boolean(), rotatingHeaders, async (req, rawText, rotated) => {
        const headers: Record<string, string> = { ...rotated, 'content-type': 'application/json' }
        if ('staff' in req) headers.authorization = `Bearer ${deps.config.staffToken}`
        const payload = req.method === 'GET' ? undefined : rawText && typeof req.payload === 'string' ? req.payload : JSON.stringify(req.payload ?? null)
        const response = await app.inject({ method: req.method, url: req.url, headers, ...(payload === undefined ? {} : { payload }) })
        if (response.statusCode >= 500) serverErrors++
        requests++
        expect(response.statusCode, `${req.method} ${req.url} ${String(payload).slice(0, 300)} -> ${response.body}`).toBeLessThan(500)
        expect(() => JSON.parse(response.body)).not.toThrow()
        if (req.method === 'POST' && req.url.endsWith('/order') && response.statusCode === 201) created++
      }),
      { numRuns: RUNS, seed: 424242 },
    )
    console.log(`fuzz${process.env.TEST_DATABASE_URL ? ' (PostgreSQL)' : ''}: ${requests} requests, ${serverErrors} × 5xx (target: 0)`)
    const orders = await deps.db.selectFrom('orders').selectAll().execute()
    expect(orders).toHaveLength(1 + created)
    const coupon = await deps.db.selectFrom('coupons').selectAll().where('code', '=', 'MENO5').executeTakeFirstOrThrow()
    expect(coupon.used_count).toBe(orders.filter((o) => o.coupon_code === 'MENO5').length)
    for (const order of orders) {
      const rows = (JSON.parse(order.body) as { order: { rows: { cost: number }[] } }).order.rows
      const food = rows.reduce((sum, row) => sum + row.cost, 0)
      expect(order.total_cost).toBeGreaterThanOrEqual(0)
      expect(order.coupon_value).toBeLessThanOrEqual(food)
    }
  })
})
