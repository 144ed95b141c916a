import { execFile } from 'node:child_process'
import { mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { comanda, fixture, NO_STACK, writeLog } from './runComanda'

const run = promisify(execFile)
const LOGS = readdirSync('fixtures/logs').filter((name) => name.endsWith('.log.json'))

describe('comanda log check: a log\'s format, versions, upcasts and quarantine (issue #8)', () => {
  it('every fixture log reads completely but the one kept to show quarantine', async () => {
    for (const name of LOGS) {
      const result = await comanda('log', 'check', `fixtures/logs/${name}`)
      expect(result.code, `${name}\n${result.out}`).toBe(name === 'quarantined-bad-events.log.json' ? 1 : 0)
    }
  })

  it('a legacy LineAdded v1: counted at the version it was stored, and the upcast to v2 listed', async () => {
    const result = await comanda('log', 'check', 'fixtures/logs/upcast-line-added-v1.log.json')
    expect(result.code).toBe(0)
    expect(result.out).toMatch(/comanda-event-log version 1 · venue demo-online/)
    expect(result.out).toContain('3 entries: 3 events read, 0 quarantined')
    expect(result.out).toMatch(/^ {2}LineAdded v1 → v2 +1$/m)
    expect(result.out).toMatch(/^ {2}LineAdded v2 +1$/m)
    expect(result.out).toContain('upcasts applied: 1\n  #2 LineAdded v1 → v2')
    expect(result.out).toContain('OK: every entry reads')
  })

  it('quarantined entries: each with its reason, and exit 1', async () => {
    const result = await comanda('log', 'check', 'fixtures/logs/quarantined-bad-events.log.json')
    expect(result.code).toBe(1)
    expect(result.out).toContain('7 entries: 3 events read, 4 quarantined')
    expect(result.out).toContain('seq 3: unknown event type "LoyaltyPointsEarned"')
    expect(result.out).toContain('seq 4: LineAdded v7 is newer than this app knows (v2)')
    expect(result.out).toContain('seq 5: LineAdded v2 payload: line.item.unitPrice: expected NonNegativeInt, got "3,00"')
    expect(result.out).toContain('NOT OK: 4 entries do not read')
  })

  it("an event nested 100,000 levels deep is quarantined with its reason, the rest reads (explaining it overflowed the stack: 'unexpected failure')", async () => {
    const log = fixture('coupon-errors')
    log.events[1] = { ...log.events[1]!, data: 'DEEP' as never }
    // written as text: JSON.stringify itself cannot go that deep
    const path = writeLog(JSON.stringify(log).replace('"DEEP"', `${'['.repeat(100_000)}"x"${']'.repeat(100_000)}`), 'deep-array.log.json')
    const checked = await comanda('log', 'check', path)
    expect(checked.code).toBe(1)
    expect(checked.out).toMatch(/seq 2: \w+ v\d payload: nests more than 64 levels deep/)
    const replayed = await comanda('replay', path)
    expect(replayed.code).toBe(0)
    expect(replayed.err).not.toMatch(NO_STACK)
  })

  it('a log saved with a byte-order mark (as some editors write) reads as it is', async () => {
    const path = writeLog(`\uFEFF${JSON.stringify(fixture('coupon-errors'))}`, 'bom.log.json')
    expect((await comanda('log', 'check', path)).code).toBe(0)
  })

  it('--json: the report for machines', async () => {
    const report = JSON.parse((await comanda('log', 'check', 'fixtures/logs/type2-table-covers-waiter.log.json', '--json')).out)
    expect(report).toMatchObject({ format: 'comanda-event-log', version: 1, venue: 'demo-table', entries: 14, events: 14, upcasts: [], quarantine: [], missingSeqs: [], ok: true })
    expect(report.byType).toContainEqual({ type: 'OrderStateChanged', v: 1, readAs: 1, count: 2 })
    expect(report.byType.reduce((sum: number, count: { count: number }) => sum + count.count, 0)).toBe(14)
  })

  it('the real binary: exit 1 for a quarantined entry, --help for both verbs', async () => {
    const failed = await run('node', ['cli/comanda.js', 'log', 'check', 'fixtures/logs/quarantined-bad-events.log.json']).catch((error: { code: number; stdout: string }) => error)
    expect((failed as { code: number }).code).toBe(1)
    const help = await run('node', ['cli/comanda.js', 'log', 'redact', '--help'])
    expect(help.stdout).toContain('Usage: comanda log redact [options] <file>')
  })

  it('a duplicated event and a gap: the duplicate is quarantined (exit 1), the gap is a warning', async () => {
    const log = fixture('type1-delivery-total-coupon')
    log.events.push({ ...log.events[2]!, seq: 9 })
    const result = await comanda('log', 'check', writeLog(log))
    expect(result.code).toBe(1)
    expect(result.out).toContain(`seq 9: duplicate event id ${log.events[2]!.id}`)
    expect(result.out).toContain('warning: no entry for seq 7, 8 (the log has gaps)')
  })

  it.each([
    ['a missing file', () => 'no-such.log.json', /no-such\.log\.json: no such file/],
    ['a folder', () => mkdtempSync(`${tmpdir()}/comanda-dir-`), /is a folder, not a log file/],
    ['not JSON', () => writeLog('{"format": "comanda-event-log", "events": ['), /not JSON/],
    ['another JSON file', () => 'package.json', /not a Comanda event log/],
    ['a newer export version', () => writeLog({ ...fixture('coupon-errors'), version: 2 }), /unsupported export version 2/],
    ['no events list', () => writeLog({ ...fixture('coupon-errors'), events: null }), /no "events" list/],
  ])('%s: one clear line, exit 2', async (_, path, message) => {
    const result = await comanda('log', 'check', path())
    expect(result.code).toBe(2)
    expect(result.err).toMatch(message)
    expect(result.err.split('\n')).toHaveLength(1)
    expect(result.err).not.toMatch(NO_STACK)
  })
})

describe('comanda log check on a long log', () => {
  it('600,000 events: the gaps are looked for without spreading every seq into one call (the CLI overflowed its stack at 150,000)', async () => {
    const { checkLog } = await import('../../cli/logCheck')
    const events = Array.from({ length: 600_000 }, (_, index) => ({ seq: index + 2, type: 'LineAdded', v: 2, id: `e${index}` }))
    const log = { header: { format: 'comanda-event-log', version: 1, venue: 'demo-online' }, events, quarantine: [] } as unknown as Parameters<typeof checkLog>[2]
    const report = checkLog('long.log.json', [], log)
    expect(report.missingSeqs).toEqual([1])
    expect(report.byType).toEqual([{ type: 'LineAdded', v: 2, readAs: 2, count: 600_000 }])
  })
})

describe('a time no Date can hold (helper review: log check said OK, replay failed "Invalid time value")', () => {
  it('an event at 8.7e15 ms is quarantined with its reason, and replay still runs; an exportedAt of 1e300 is refused in one line', async () => {
    const log = fixture('merge-on-edit')
    log.events[3] = { ...log.events[3]!, at: 8.7e15 }
    const path = writeLog(log)
    const checked = await comanda('log', 'check', path)
    expect(checked.code).toBe(1)
    expect(checked.out).toMatch(/at must be epoch milliseconds/)
    const replayed = await comanda('replay', path, '--steps')
    expect(replayed.code).toBe(0)
    expect(replayed.err).not.toMatch(/Invalid time value|unexpected failure/)
    const exported = await comanda('replay', writeLog({ ...fixture('merge-on-edit'), exportedAt: 1e300 }))
    expect(exported.code).toBe(2)
    expect(exported.err).toMatch(/"exportedAt" must be epoch milliseconds/)
  })
})

describe('a log exported before its last event (a device clock that moved; helper review: two answers for one moment, no warning)', () => {
  it('replay says so under its headline', async () => {
    const log = fixture('merge-on-edit')
    const firstAt = log.events[0]!.at as number
    const result = await comanda('replay', writeLog({ ...log, exportedAt: firstAt + 10_000 }))
    expect(result.code).toBe(0)
    expect(result.out.split('\n')[1]).toMatch(/^Note: exported at .*, before its last event at .*: the device's clock moved/)
    expect((await comanda('replay', 'fixtures/logs/merge-on-edit.log.json')).out).not.toContain("the device's clock moved")
  })
})
