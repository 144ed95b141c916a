import { execFile } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { main } from '../../cli/main'

const run = promisify(execFile)

async function comanda(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run('node', ['cli/comanda.js', ...args])
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}

async function inProcess(...args: string[]) {
  const out: string[] = []
  const err: string[] = []
  const code = await main(['node', 'comanda', ...args], { out: (t) => out.push(t), err: (t) => err.push(t) })
  return { code, out: out.join('\n'), err: err.join('\n') }
}

describe('DESIGN §8 comanda replay and verify', () => {
  it('verify: every fixture log replays to its expected views', async () => {
    const result = await inProcess('verify', 'fixtures/logs')
    expect(result.code).toBe(0)
    expect(result.out).toMatch(/^16 passed, 0 failed$/m)
  })

  it('verify: a mismatch prints where the views differ and exits 1', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'comanda-verify-'))
    cpSync('fixtures/logs/type1-delivery-total-coupon.log.json', join(dir, 'a.log.json'))
    const expected = JSON.parse(readFileSync('fixtures/logs/type1-delivery-total-coupon.expected.json', 'utf8'))
    expected.views.totals.total = 9999
    writeFileSync(join(dir, 'a.expected.json'), JSON.stringify(expected))
    const result = await inProcess('verify', dir)
    expect(result.code).toBe(1)
    expect(result.out).toContain('views.totals.total: expected 9999, got 3000')
    expect(result.out).toMatch(/^0 passed, 1 failed$/m)
  })

  it('replay --json: the views after the log, at the time of the export by default', async () => {
    const result = await inProcess('replay', 'fixtures/logs/session-expired-after-2h.log.json', '--json', '--view', 'session')
    const output = JSON.parse(result.out)
    expect(Object.keys(output.views)).toEqual(['session'])
    expect(output.views.session).toMatchObject({ expired: true, valid: false, lastServerOrder: null })
  })

  it('replay --at: the same log seen an hour after the order, while the session is valid', async () => {
    const log = JSON.parse(readFileSync('fixtures/logs/session-expired-after-2h.log.json', 'utf8'))
    const orderAt = log.events.find((e: { type: string }) => e.type === 'OrderAccepted').at
    const result = await inProcess('replay', 'fixtures/logs/session-expired-after-2h.log.json', '--json', '--at', new Date(orderAt + 3_600_000).toISOString())
    expect(JSON.parse(result.out).views.session).toMatchObject({ valid: true, expired: false })
  })

  it('replay --at before the log ends: what the guest saw then, the later events not folded, and said so', async () => {
    const path = 'fixtures/logs/type2-table-covers-waiter.log.json'
    // 11:33:00 UTC: the order was sent, the cart not yet emptied (CartCleared #11 at 11:33:40)
    const then = JSON.parse((await inProcess('replay', path, '--json', '--at', '2026-11-20T12:33:00+01:00', '--view', 'cart')).out)
    expect(then).toMatchObject({ events: 14, later: 5 })
    expect(then.views.cart.count).toBe(5)
    expect((await inProcess('replay', path, '--at', '2026-11-20T11:33:00Z', '--view', 'cart')).out).toMatch(/· 14 events \(5 after this time, not folded\) ·/)
    expect(JSON.parse((await inProcess('replay', path, '--json', '--view', 'cart')).out).views.cart.count).toBe(0)
  })

  it('replay --steps: an unreadable entry takes its place in the timeline, between the events around it', async () => {
    const { out } = await inProcess('replay', 'fixtures/logs/quarantined-bad-events.log.json', '--steps')
    const timeline = out.split('\n').filter((line) => line.startsWith('#'))
    expect(timeline.slice(1, 4)).toEqual([
      expect.stringMatching(/^#2 LineAdded/),
      '#3 not read, not folded: unknown event type "LoyaltyPointsEarned"',
      '#4 not read, not folded: LineAdded v7 is newer than this app knows (v2)',
    ])
  })

  it('replay --steps: the views and the guest messages after every event', async () => {
    const result = await inProcess('replay', 'fixtures/logs/coupon-errors.log.json', '--steps', '--json', '--view', 'cart')
    const steps = JSON.parse(result.out).steps
    expect(steps).toHaveLength(7)
    expect(steps[3].notices).toEqual(['error: Il coupon inserito è scaduto'])
  })

  it('issue #17.6 times read on the venue\'s clock with the offset, where the log recorded the venue\'s time zone; UTC in older logs', async () => {
    const log = JSON.parse(readFileSync('fixtures/logs/type2-table-covers-waiter.log.json', 'utf8'))
    const dir = mkdtempSync(join(tmpdir(), 'comanda-zone-'))
    const opened = log.events[0]
    opened.data.rules = { ordering: { venueType: 2, options: null }, timeZone: 'Europe/Rome', tables: [], uniqueQr: false }
    writeFileSync(join(dir, 'rome.log.json'), JSON.stringify(log))
    const rome = await inProcess('replay', join(dir, 'rome.log.json'), '--steps', '--view', 'session')
    // exported 2026-11-20 11:50 UTC: 12:50 in Milan (CET, +01:00)
    expect(rome.out.split('\n')[0]).toContain('seen at 2026-11-20 12:50:00 +01:00 Europe/Rome')
    expect(rome.out).toMatch(/#1 VenueOpened at 2026-11-20 12:30:20 \+01:00 Europe\/Rome/)
    // the same clock in what each event changed, and in --explain
    const steps = await inProcess('replay', join(dir, 'rome.log.json'), '--steps', '--view', 'waiter')
    expect(steps.out).toContain('waiter: lastCallAt — → 2026-11-20 12:32:20 +01:00 Europe/Rome')
    const explained = await inProcess('replay', join(dir, 'rome.log.json'), '--explain', '--view', 'waiter')
    expect(explained.out).toContain('2026-11-20 12:32:20 +01:00 Europe/Rome  WaiterCalled #7')
    const older = await inProcess('replay', 'fixtures/logs/type2-table-covers-waiter.log.json')
    expect(older.out.split('\n')[0]).toContain('seen at 2026-11-20 11:50:00 UTC')
  })

  it('issue #17.4 --steps: each event in a few lines (what it changed, what the guest saw); --full: every view after every event', async () => {
    const short = await inProcess('replay', 'fixtures/logs/type2-table-covers-waiter.log.json', '--steps', '--view', 'cart,totals,myOrders')
    expect(short.out).toContain('#5 LineAdded at 2026-11-20 11:31:40 UTC: cart: +2 × Diavola (€ 9)\n  cart: lines[0] added 2 × Diavola, count 0 → 2\n  totals: subtotal € 0 → € 18')
    expect(short.out).toContain("#13 OrderStateChanged at 2026-11-20 11:34:20 UTC: order #508 is now accepted\n  myOrders: orders[0].status pending → accepted\n  guest saw info: Lo stato dell'ordine #21 è stato aggiornato!")
    const full = await inProcess('replay', 'fixtures/logs/type2-table-covers-waiter.log.json', '--steps', '--full', '--view', 'cart,totals,myOrders')
    expect(full.out.split('\n').length).toBeGreaterThan(3 * short.out.split('\n').length)
    expect((await inProcess('replay', 'fixtures/logs/type2-table-covers-waiter.log.json', '--full')).code).toBe(2)
  })

  it('a bad event inside a good log: the quarantine report, the rest replays', async () => {
    const result = await inProcess('replay', 'fixtures/logs/quarantined-bad-events.log.json')
    expect(result.code).toBe(0)
    expect(result.out).toContain('Quarantined (kept, not folded):')
    expect(result.out).toContain('seq 3: unknown event type "LoyaltyPointsEarned"')
  })

  it.each([
    [['replay', 'no-such-file.json'], /no such file/],
    [['replay', 'package.json'], /not a Comanda event log/],
    [['replay', 'fixtures/logs/coupon-errors.log.json', '--at', 'yesterday-ish'], /--at/],
    [['replay', 'fixtures/logs/coupon-errors.log.json', '--at', '99999999999999999999'], /--at: "99999999999999999999" is neither/],
    [['replay', 'fixtures/logs/coupon-errors.log.json', '--at', '2026-02-30T00:00:00Z'], /--at: "2026-02-30T00:00:00Z" is neither/],
    // a time without its offset names another moment on each machine
    [['replay', 'fixtures/logs/coupon-errors.log.json', '--at', '2026-11-23 12:00'], /--at: "2026-11-23 12:00" is neither an ISO date-time with its offset/],
    [['replay', 'fixtures/logs/coupon-errors.log.json', '--view', 'cart,wallet'], /unknown view wallet/],
    [['verify', 'no-such-dir'], /not a readable folder/],
    [['replay'], /missing required argument/],
    [['frobnicate'], /unknown command/],
  ])('bad input %j: one clear line and exit 2, never a stack trace', async (args, message) => {
    const result = await inProcess(...args)
    expect(result.code).toBe(2)
    expect(result.err).toMatch(message)
    expect(result.err).not.toMatch(/\n\s+at /)
  })

  it('the real binary: not JSON gets a one-line error and exit 2', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'comanda-bad-'))
    writeFileSync(join(dir, 'bad.json'), '{"format": "comanda-event-log", "events": [')
    const result = await comanda('replay', join(dir, 'bad.json'))
    expect(result.code).toBe(2)
    expect(result.stderr.trim().split('\n')).toHaveLength(1)
    expect(result.stderr).toMatch(/not JSON/)
  })

  it('the real binary: --help for every verb', async () => {
    for (const verb of ['replay', 'verify']) {
      const result = await comanda(verb, '--help')
      expect(result.code).toBe(0)
      expect(result.stdout).toContain(`Usage: comanda ${verb}`)
    }
  })
})

describe('comanda piped into a reader that stops early (helper review: `| head` printed a stack trace, exit 1)', () => {
  it('the rest of the output is dropped quietly and the exit code is the command\'s', async () => {
    const { spawn } = await import('node:child_process')
    // a log long enough that its steps are written in many chunks
    const log = JSON.parse(readFileSync('fixtures/logs/merge-on-edit.log.json', 'utf8')) as { events: { seq: number; id: string; at: number }[] }
    const added = log.events[1]!
    log.events = [log.events[0]!, ...Array.from({ length: 3000 }, (_, i) => ({ ...added, seq: i + 2, id: `piped-${i}`, at: added.at + i }))]
    const path = join(mkdtempSync(join(tmpdir(), 'comanda-piped-')), 'long.log.json')
    writeFileSync(path, JSON.stringify(log))
    const child = spawn('node', ['cli/comanda.js', 'replay', path, '--steps'], { stdio: ['ignore', 'pipe', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    // `head -c 1`: read the first bytes, then close the pipe
    child.stdout.once('data', () => child.stdout.destroy())
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve))
    expect(stderr).not.toMatch(/EPIPE|Unhandled/)
    expect(code).toBe(0)
  })
})

describe('small CLI edges (helper review)', () => {
  it('--version prints the version an exported log names as "app", which is package.json\'s', async () => {
    const result = await inProcess('--version')
    expect(result.code).toBe(0)
    expect(result.out.trim()).toBe((JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version)
  })

  it('--view "" is refused with the views to choose from, not taken as every view', async () => {
    const result = await inProcess('replay', 'fixtures/logs/merge-on-edit.log.json', '--view', '')
    expect(result.code).toBe(2)
    expect(result.err).toMatch(/--view: name at least one view \(views: venue, cart, .*tab\)/)
  })
})
