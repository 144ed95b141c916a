import { execFile } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { replayExport } from '../../cli/replay/output'
import type { Command } from '../../commands/registry'
import { lineKey, type LineSnapshot } from '../../domain/cartLine'
import { specialMenuLineKey } from '../../domain/specialMenuLine'
import { buildExport, parseExport } from '../../events/exportFormat'
import { replay, type Views } from '../../projections/views'
import { HOUR, T0, cola, coupon, details, lunchMenu, margherita, withOption } from '../support/builders'
import { depthRuns } from '../support/depth'
import { harness } from '../support/harness'

const run = promisify(execFile)
const RUNS = depthRuns(10_000, process.env.COMANDA_PROPERTY_RUNS)
/** Each of these starts the real binary (node + tsx): the slowest cases of the file. */
const BINARY_RUNS = depthRuns(20)

const diavola: LineSnapshot = { item: { id: 102, name: 'Diavola', name_orig: 'Diavola', unitPrice: 900, price_mode: 'none', is_drink: false }, menuentryvariants: [], notes: '' }
const senza = withOption(margherita(), { id: 14, name: 'Senza mozzarella', pricemodifier: -150 })
const doppia = withOption(diavola, { id: 12, name: 'Doppia mozzarella', pricemodifier: 100, quantity: 3 })
const SNAPSHOTS = [margherita(), withOption(margherita(), { id: 11, name: 'Bufala', pricemodifier: 200 }), cola, diavola, senza, doppia]
const NOTES = ['', 'ben cotta', 'senza basilico']
const SPECIALS = [lunchMenu, { ...lunchMenu, menuentries: [lunchMenu.menuentries[0]!, { ...lunchMenu.menuentries[1]!, item: { id: 202, name: 'Acqua', name_orig: 'Acqua' } }] }]
const KEYS = [...SNAPSHOTS.map((s) => lineKey(s.item, s.menuentryvariants)), 'missing-line']
const SPECIAL_KEYS = SPECIALS.map(specialMenuLineKey)
const CODES = ['BENVENUTO10', 'MENO5', 'SCADUTO', 'ESAURITO', 'NONESISTE', '']

type Step = { kind: 'command'; command: Command } | { kind: 'api'; mode: 'online' | 'offline' | 'drop-answer' | 'reject' } | { kind: 'advance'; ms: number } | { kind: 'state'; status: 'accepted' | 'preparing' | 'ready' | 'completed' | 'rejected' }

const snapshot = fc.tuple(fc.constantFrom(...SNAPSHOTS), fc.constantFrom(...NOTES)).map(([s, notes]) => ({ ...s, notes }))
const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ type: fc.constant('AddLine' as const), line: snapshot, quantity: fc.integer({ min: 1, max: 3 }) }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('DecrementLine' as const), lineKey: fc.constantFrom(...KEYS) }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('RemoveLine' as const), lineKey: fc.constantFrom(...KEYS) }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('EditLine' as const), lineKey: fc.constantFrom(...KEYS), line: snapshot, quantity: fc.integer({ min: 1, max: 3 }) }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('AddSpecialMenuLine' as const), line: fc.constantFrom(...SPECIALS), quantity: fc.integer({ min: 1, max: 2 }) }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('UpdateSpecialMenuLine' as const), lineKey: fc.constantFrom(...SPECIAL_KEYS), line: fc.constantFrom(...SPECIALS) }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('DecrementSpecialMenuLine' as const), lineKey: fc.constantFrom(...SPECIAL_KEYS) }) },
  { weight: 1, arbitrary: fc.constant({ type: 'ClearCart' as const }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('ApplyCoupon' as const), code: fc.constantFrom(...CODES) }) },
  { weight: 1, arbitrary: fc.constant({ type: 'RemoveCoupon' as const }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('SetCovers' as const), covers: fc.integer({ min: 0, max: 6 }), coverUnitPrice: fc.constantFrom(0, 150, 250) }) },
  {
    weight: 2,
    arbitrary: fc
      .record({ payment: fc.constantFrom('later', 'stripe'), deliver: fc.boolean(), shipping: fc.constantFrom(null, 0, 350) })
      .map(({ payment, deliver, shipping }) => ({
        type: 'EnterCheckoutDetails' as const,
        details: details({ payment, order_type: deliver ? 'deliver' : 'take-away', delivery_choice: deliver ? 'delivery' : null, shipping_cost: deliver ? shipping : null }),
      })),
  },
  { weight: 3, arbitrary: fc.constant({ type: 'SubmitOrder' as const, fields: {} }) },
  { weight: 1, arbitrary: fc.constant({ type: 'ResendPendingOrder' as const }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('PreparePayment' as const), orderIds: fc.constantFrom<number[]>([], [9001], [9001, 9002]), provider: fc.constant('stripe'), query_string: fc.constant(null) }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('RecordPaymentResult' as const), orderId: fc.constantFrom(9001, 9002, 9003), result: fc.constantFrom({ session_id: 'approved' }, { session_id: 'declined' }) }) },
  { weight: 1, arbitrary: fc.constant({ type: 'LoadMyOrders' as const }) },
  { weight: 1, arbitrary: fc.constant({ type: 'CallWaiter' as const }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('LogIn' as const), email: fc.constant('giulia@example.com'), password: fc.constantFrom('secret', 'wrong') }) },
  { weight: 1, arbitrary: fc.constant({ type: 'LogOut' as const }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('ClearOrderSession' as const), reason: fc.constantFrom('expired' as const, 'guest' as const) }) },
)
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 12, arbitrary: command.map((c) => ({ kind: 'command' as const, command: c })) },
  { weight: 2, arbitrary: fc.constantFrom('online', 'offline', 'drop-answer', 'reject').map((mode) => ({ kind: 'api' as const, mode: mode as 'online' })) },
  { weight: 1, arbitrary: fc.constantFrom(30_000, 20 * 60_000, 2 * HOUR).map((ms) => ({ kind: 'advance' as const, ms })) },
  { weight: 1, arbitrary: fc.constantFrom('accepted', 'preparing', 'ready', 'completed', 'rejected').map((status) => ({ kind: 'state' as const, status: status as 'ready' })) },
)
const sequence = fc.array(step, { minLength: 1, maxLength: 30 })

const MONEY_OF_TOTALS = ['subtotal', 'discount', 'cover', 'delivery', 'total'] as const

function checkInvariants(views: Views) {
  const { totals, cart } = views
  for (const key of MONEY_OF_TOTALS) expect(Number.isSafeInteger(totals[key]) && totals[key] >= 0, `totals.${key} = ${totals[key]}`).toBe(true)
  expect(totals.discount).toBeLessThanOrEqual(totals.subtotal)
  for (const line of [...cart.lines, ...cart.specialLines]) expect(line.quantity).toBeGreaterThanOrEqual(1)
  expect(cart.count).toBe([...cart.lines, ...cart.specialLines].reduce((sum, line) => sum + line.quantity, 0))
}

async function play(steps: Step[]) {
  const h = await harness()
  h.api.coupons.set('BENVENUTO10', coupon())
  h.api.coupons.set('MENO5', coupon({ code: 'MENO5', type: 'total', value: 500, minimum_order: 2000 }))
  h.api.coupons.set('SCADUTO', coupon({ code: 'SCADUTO', expires: Math.floor(T0 / 1000) - 60 }))
  h.api.coupons.set('ESAURITO', coupon({ code: 'ESAURITO', availability: 10, used_count: 10 }))
  for (const s of steps) {
    if (s.kind === 'command') await h.bus.dispatch(s.command)
    else if (s.kind === 'api') h.api.mode = s.mode
    else if (s.kind === 'advance') h.clock.advance(s.ms)
    else {
      const order = h.api.orders.at(-1)
      if (order) {
        h.api.setOrderStatus(order.id, s.status)
        await h.bus.dispatch({ type: 'RecordOrderStateChange', orderid: order.id, restaurantorderid: order.restaurantorderid, status: s.status })
      }
    }
    h.clock.advance(1000)
    checkInvariants(h.views())
  }
  return h
}

describe('DESIGN §9 properties over random command sequences', () => {
  it(`${RUNS} sequences: the incremental views (RxJS scan) equal a replay from scratch; money whole, never negative`, async () => {
    await fc.assert(
      fc.asyncProperty(sequence, async (steps) => {
        const h = await play(steps)
        const log = await h.store.load()
        expect(log.quarantine).toEqual([])
        expect(h.views()).toEqual(replay(log.events))
        // Orders are made exactly once per accepted submission, whatever the faults on the way.
        const accepted = log.events.filter((event) => event.type === 'OrderAccepted').length
        expect(h.api.orders.length).toBeGreaterThanOrEqual(accepted > 0 ? 1 : 0)
        const keys = new Set(h.api.requests.map((r) => r.key))
        expect(h.api.orders.length).toBeLessThanOrEqual(keys.size)
      }),
      { numRuns: RUNS, seed: 20261122 },
    )
  })

  it(`${BINARY_RUNS} sequences: the real \`comanda replay --json\` prints the views the app showed`, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'comanda-prop-'))
    const samples = fc.sample(sequence, { numRuns: BINARY_RUNS, seed: 7 })
    const cases = await Promise.all(
      samples.map(async (steps, i) => {
        const h = await play(steps)
        const exportedAt = h.clock.now()
        const path = join(dir, `sample-${i}.log.json`)
        const text = JSON.stringify(buildExport({ venue: 'demo-online', deviceId: 'device-1', exportedAt, app: 'test', entries: h.store.entries() }))
        writeFileSync(path, text)
        return { path, text, live: h.views(), exportedAt }
      }),
    )
    for (let i = 0; i < cases.length; i += 4) {
      await Promise.all(
        cases.slice(i, i + 4).map(async ({ path, text, live, exportedAt }) => {
          const { stdout } = await run('node', ['cli/comanda.js', 'replay', path, '--json'])
          const printed = JSON.parse(stdout)
          const inProcess = replayExport(parseExport(text))
          expect(printed).toEqual(JSON.parse(JSON.stringify(inProcess)))
          expect(inProcess.at).toBe(exportedAt)
          expect(printed.views.cart).toEqual(JSON.parse(JSON.stringify(live.cart)))
          expect(printed.views.totals).toEqual(live.totals)
        }),
      )
    }
  })
})
