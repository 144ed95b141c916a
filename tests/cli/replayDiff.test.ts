import { describe, expect, it } from 'vitest'
import { comanda, fixture, NO_STACK, writeLog } from './runComanda'

const COUPON_LOG = 'fixtures/logs/type1-delivery-total-coupon.log.json'

describe('comanda replay --diff: where two logs\' views first diverge (issue #8)', () => {
  it('the same log twice never diverges: exit 0', async () => {
    const result = await comanda('replay', COUPON_LOG, '--diff', writeLog(fixture('type1-delivery-total-coupon')))
    expect(result.code).toBe(0)
    expect(result.out).toContain('The views never diverge: 6 steps compared, and the same views at export time.')
  })

  it('a coupon worth more: the first differing event, in each log, with the paths and values; exit 1', async () => {
    const other = fixture('type1-delivery-total-coupon')
    ;(other.events[4]!.data as { coupon: { value: number } }).coupon.value = 700
    const result = await comanda('replay', COUPON_LOG, '--diff', writeLog(other))
    expect(result.code).toBe(1)
    expect(result.out).toMatch(/The views first diverge at event 5: a #5 CouponApplied at 2026-11-20 \S+ UTC, b #5 CouponApplied at .*; in cart, totals:/)
    expect(result.out).toContain('  cart.coupon.value: before — · a 500 · b 700')
    expect(result.out).toContain('  totals.discount: before € 0 · a € 5 · b € 7')
    expect(result.out).toContain('  totals.total: before € 31,50 · a € 26,50 · b € 24,50')
  })

  it('--json: the step, both events, and every differing path with its value before and in each log', async () => {
    const other = fixture('type1-delivery-total-coupon')
    ;(other.events[4]!.data as { coupon: { value: number } }).coupon.value = 700
    const report = JSON.parse((await comanda('replay', COUPON_LOG, '--diff', writeLog(other), '--json')).out)
    expect(report).toMatchObject({ diverged: true, step: 5, a: { seq: 5, type: 'CouponApplied', events: 6 }, b: { seq: 5, type: 'CouponApplied', events: 6 } })
    expect(report.differences.map((d: { path: string }) => d.path)).toEqual(['cart.coupon.value', 'totals.discount', 'totals.total'])
    expect(report.differences[1]).toEqual({ path: 'totals.discount', view: 'totals', before: 0, a: 500, b: 700 })
  })

  it('a log that stops early diverges where the other goes on changing the views', async () => {
    const shorter = fixture('type1-delivery-total-coupon')
    shorter.events = shorter.events.slice(0, 4)
    const result = await comanda('replay', COUPON_LOG, '--diff', writeLog(shorter), '--json')
    expect(result.code).toBe(1)
    const report = JSON.parse(result.out)
    expect(report).toMatchObject({ step: 5, a: { seq: 5, type: 'CouponApplied' }, b: { seq: null, type: null, events: 4 } })
    const human = await comanda('replay', COUPON_LOG, '--diff', writeLog(shorter))
    expect(human.out).toContain('b (log ended)')
  })

  it('the same events exported later: the views only diverge at export time (the order session expired in one)', async () => {
    const later = fixture('session-expired-after-2h')
    const orderAt = later.events.find((event) => event.type === 'OrderAccepted')!.at as number
    later.exportedAt = orderAt + 3_600_000
    const result = await comanda('replay', 'fixtures/logs/session-expired-after-2h.log.json', '--diff', writeLog(later), '--json', '--view', 'session')
    expect(result.code).toBe(1)
    const report = JSON.parse(result.out)
    expect(report.step).toBeNull()
    expect(report.differences).toContainEqual(expect.objectContaining({ path: 'session.expired', a: true, b: false }))
    expect((await comanda('replay', 'fixtures/logs/session-expired-after-2h.log.json', '--diff', writeLog(later), '--view', 'session')).out).toContain('diverge only at export time')
  })

  it('--view limits the comparison: logs that differ only in the cart agree on the venue', async () => {
    const result = await comanda('replay', COUPON_LOG, '--diff', 'fixtures/logs/merge-on-edit.log.json', '--view', 'venue')
    expect(result.code).toBe(0)
    expect((await comanda('replay', COUPON_LOG, '--diff', 'fixtures/logs/merge-on-edit.log.json', '--view', 'cart')).code).toBe(1)
  })

  it('quarantined entries are named, and the readable rest is compared', async () => {
    const result = await comanda('replay', 'fixtures/logs/quarantined-bad-events.log.json', '--diff', 'fixtures/logs/quarantined-bad-events.log.json')
    expect(result.code).toBe(0)
    expect(result.out).toContain('(3 events, 4 quarantined)')
  })

  it.each([
    [['--diff', 'no-such.log.json'], /no-such\.log\.json: no such file/],
    [['--diff', 'package.json'], /package\.json: not a Comanda event log/],
    [['--diff', COUPON_LOG, '--steps'], /--diff .* cannot be combined with --steps/],
    [['--diff', COUPON_LOG, '--view', 'wallet'], /unknown view wallet/],
  ])('bad input %j: one clear line, exit 2', async (args, message) => {
    const result = await comanda('replay', COUPON_LOG, ...args)
    expect(result.code).toBe(2)
    expect(result.err).toMatch(message)
    expect(result.err.split('\n')).toHaveLength(1)
    expect(result.err).not.toMatch(NO_STACK)
  })
})
