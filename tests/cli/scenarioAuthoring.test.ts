// Writing scenarios without reading the source (issue #17.8, #17.9): the guest's fields at
// checkout, every problem of a step at once, a starter scenario per venue and mode, and a guest's
// log turned into a scenario. The README's tutorial is run exactly as it is written.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { load as loadYaml } from 'js-yaml'
import { recordedScenario } from '../../cli/scenario/recording'
import { parseStep } from '../../cli/scenario/steps'
import { buildExport, parseExport } from '../../events/exportFormat'
import { T0, e, envelopes, margherita } from '../support/builders'
import { comanda } from './runComanda'

const dir = mkdtempSync(join(tmpdir(), 'comanda-authoring-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function write(name: string, text: string): string {
  writeFileSync(join(dir, name), text)
  return join(dir, name)
}

/** Runs scenario files with --serve; the summary line and the failed steps. */
async function runScenario(...files: string[]) {
  const result = await comanda('scenario', ...files, '--serve')
  return { ...result, failures: result.out.split('\n').filter((line) => line.includes('✗')), summary: result.out.split('\n').at(-1) ?? '' }
}

describe('EnterCheckoutDetails takes what the guest types; the venue\'s rules fill the rest (issue #17.8)', () => {
  it('a delivery with an address: the order type, the earliest slot and the shipping cost come from the venue, as the app works them out', async () => {
    const file = write(
      'delivery.yaml',
      [
        'venue: demo-online',
        'at: 2026-11-23T20:00:00+01:00',
        'steps:',
        '  - AddLine: { item: 109, options: { 1001: [5001] }, quantity: 2 }',
        '  - AddLine: { item: 124 }',
        '  - EnterCheckoutDetails: { mode: delivery, name: Giulia, email: giulia@example.com, address: "Corso Buenos Aires 33, Milano", privacy: true }',
        // Corso Buenos Aires 33 is 2.78 km away: the 2-4 km band costs 3.50 (fixtures/venues/README.md)
        '  - expect: { totals.delivery: 350, totals.total: 2250, checkout.details.order_type: deliver, checkout.details.time_slot_requested: "20:45 - 21:00", checkout.details.payment: later }',
        '  - SubmitOrder: {}',
        '  - expect: { myOrders.orders.0.shipping_cost: 350, myOrders.orders.0.total_cost: 2250 }',
      ].join('\n'),
    )
    const { failures, summary } = await runScenario(file)
    expect(failures).toEqual([])
    expect(summary).toBe('1 scenario: 1 passed, 0 failed · 6 steps: 6 passed, 0 failed')
  }, 60_000)

  it('every problem of the step at once, in words, naming what the venue requires', async () => {
    const file = write(
      'problems.yaml',
      [
        'venue: demo-online',
        'at: 2026-11-23T20:00:00+01:00',
        'steps:',
        '  - AddLine: { item: 118, quantity: 2 }',
        '  - EnterCheckoutDetails: { mode: delivery, email: "giulia@", slot: "23:45 - 24:00" }',
      ].join('\n'),
    )
    const { failures, code } = await runScenario(file)
    expect(code).toBe(1)
    expect(failures).toHaveLength(1)
    const message = failures[0]!.split(' — ')[1]!
    expect(message.split('; ')).toEqual([
      'slot "23:45 - 24:00" is not open for delivery at the scenario\'s time (open: "20:45 - 21:00", "21:00 - 21:15", "21:15 - 21:30", "21:30 - 21:45"…)',
      'email is not valid',
      'privacy not accepted (demo-online requires it: privacy: true)',
      'missing address (required by demo-online for delivery)',
    ])
  }, 60_000)

  it("an option or a group the dish does not have fails its step, named, where the menu's rules would silently leave it out", async () => {
    const scenario = (name: string, step: string) => write(name, ['venue: demo-online', 'at: 2026-11-23T20:00:00+01:00', 'steps:', `  - AddLine: ${step}`].join('\n'))
    const { failures, code } = await runScenario(
      scenario('typo-option.yaml', '{ item: 107, options: { 1001: [5001, 9999] } }'),
      scenario('typo-group.yaml', '{ item: 107, options: { 1001: [5001], 4444: [1] } }'),
      scenario('typo-item.yaml', '{ item: 118, options: { 1001: [5001] } }'),
    )
    expect(code).toBe(1)
    expect(failures.map((line) => line.split(' — ')[1])).toEqual([
      expect.stringMatching(/^item 107 \(Margherita\): group 1001 has no option 9999/),
      expect.stringMatching(/^item 107 \(Margherita\) has no option group 4444 to answer/),
      expect.stringMatching(/^item 118 \(.+\) has no option group 1001 to answer/),
    ])
  }, 60_000)

  it('a required group left unanswered names the group, what it takes and the options it offers (helper review: "not a choice its groups accept")', async () => {
    const { failures } = await runScenario(write('unanswered.yaml', ['venue: demo-online', 'at: 2026-11-23T20:00:00+01:00', 'steps:', '  - AddLine: { item: 109 }'].join('\n')))
    expect(failures.map((line) => line.split(' — ')[1])).toEqual(['item 109 (Diavola): group 1001 "Impasto" takes 1 (5001 Classico, 5002 Integrale, 5003 Kamut, 5004 Senza glutine), none given'])
  }, 60_000)

  it('a scenario\'s "at" names one moment on every machine: no offset, a day the calendar lacks or free text is refused (helper review)', async () => {
    const scenario = (name: string, at: string) => write(name, ['venue: demo-online', `at: ${at}`, 'steps:', '  - AddLine: { item: 118 }'].join('\n'))
    const refused = ['2026-11-26T19:30:00', '"2026-02-30T19:30:00+01:00"', '"Thu Nov 26 2026 19:30"'].map((at, i) => scenario(`at-${i}.yaml`, at))
    const result = await comanda('scenario', ...refused, '--serve')
    expect(result.code).toBe(2)
    expect(result.err.split('\n').filter((line) => line.includes('"at" must be an ISO date-time with its offset'))).toHaveLength(3)
  }, 60_000)

  it("an advance step says the time on the venue's clock, where the scenario's at is written (helper review: UTC only, it looked as if the clock had not moved)", async () => {
    const result = await comanda('scenario', write('advance.yaml', ['venue: demo-online', 'at: 2026-11-23T18:10:00+01:00', 'steps:', '  - AddLine: { item: 118 }', '  - advance: 1h'].join('\n')), '--serve')
    expect(result.out).toContain('✓ 2. advance 1h — now 2026-11-23 19:10:00 +01:00 Europe/Rome')
  }, 60_000)

  it('after the last event, replay --steps says the moment its views are worked out for (helper review)', async () => {
    const result = await comanda('replay', 'fixtures/logs/session-expired-after-2h.log.json', '--steps')
    expect(result.out).toMatch(/^After the last event, at 2026-11-20 13:31:40 UTC:$/m)
  })

  it('the whole details object, when written by hand, says every missing field at once and how to write less', () => {
    const step = parseStep({ EnterCheckoutDetails: { details: { order_type: 'take-away', contacts: { name: 'Giulia' } } } })
    expect('error' in step && step.error).toBe(
      'EnterCheckoutDetails: missing details.delivery_choice; missing details.table_id; missing details.time_slot_requested_id; ' +
        'missing details.time_slot_requested; missing details.order_date; missing details.note; missing details.covers_number; ' +
        'missing details.contacts.email; missing details.contacts.phone; missing details.contacts.address; missing details.contacts.id_cliente; ' +
        'missing details.contacts.optional_field; missing details.payment; missing details.privacy_accepted; missing details.shipping_cost ' +
        '(or write what the guest types instead of details: mode, name, email, phone, address, id_cliente, optional_field, note, covers, slot, table, payment, privacy)',
    )
    expect(parseStep({ EnterCheckoutDetails: { details: { order_type: 'take-out' } } })).toMatchObject({ error: expect.stringContaining('details.order_type: expected restaurant, live, deliver or take-away, got "take-out"') })
    expect(parseStep({ EnterCheckoutDetails: { mode: 'drive-through', nmae: 'Giulia' } })).toEqual({
      error:
        'EnterCheckoutDetails: mode must be one of take-away, delivery, pickup, table, got "drive-through"; ' +
        'unknown field "nmae" (fields: mode, name, email, phone, address, id_cliente, optional_field, note, covers, slot, table, payment, privacy; or give the whole "details")',
    })
  })
})

describe('comanda scenario --init <venue> <mode>: a starter that passes as written (issue #17.9)', () => {
  it.each([
    ['demo-online', 'take-away'],
    ['demo-online', 'delivery'],
    ['demo-table', 'delivery'],
    ['demo-table', 'pickup'],
    ['demo-live', 'delivery'],
    ['demo-live', 'pickup'],
  ])('%s %s', async (venue, mode) => {
    const file = join(dir, `${venue}-${mode}.yaml`)
    const init = await comanda('scenario', '--init', venue, mode, '-o', file)
    expect(init.code, init.err).toBe(0)
    const text = readFileSync(file, 'utf8')
    expect(text).toMatch(/^# A starter scenario/)
    expect(text).toContain(`EnterCheckoutDetails: { mode: ${mode},`)
    const { failures, summary } = await runScenario(file)
    expect(failures).toEqual([])
    expect(summary).toMatch(/^1 scenario: 1 passed, 0 failed · \d+ steps: \d+ passed, 0 failed$/)
  }, 60_000)

  it('a mode the venue does not take, or a missing argument: one line, exit 2', async () => {
    const wrong = await comanda('scenario', '--init', 'demo-table', 'table')
    expect(wrong).toMatchObject({ code: 2, err: 'comanda: --init: demo-table takes delivery ("Servito al tavolo"), pickup ("Ritiro al banco") orders, not "table"' })
    const missing = await comanda('scenario', '--init', 'demo-online')
    expect(missing).toMatchObject({ code: 2, err: 'comanda: --init takes a venue and a mode: comanda scenario --init demo-online take-away' })
    // a moved venue says where it went (it said 'Errore server')
    expect(await comanda('scenario', '--init', 'demo-moved', 'take-away')).toMatchObject({ code: 2, err: 'comanda: --init: cannot load venue demo-moved: it moved to demo-table' })
  }, 60_000)
})

describe('comanda scenario --record <log>: a guest\'s log becomes a regression scenario (issue #17.9)', () => {
  it('orders placed before the log began are named, on standard error and at the scenario\'s head (helper review: the recording failed at once, silently)', async () => {
    const result = await comanda('scenario', '--record', 'fixtures/logs/unpaid-orders-then-pay-all.log.json')
    expect(result.err).toContain('order 601, 602, 603, 604 were placed before the log began')
    expect(result.out).toMatch(/^# placed before the log began, .*: order 601, 602, 603, 604$/m)
  })

  it("a delivery recorded goes to one of the venue's addresses at about the guest's distance, so it costs what the guest's did (helper review: every recorded delivery outside the sample's band failed)", async () => {
    const near = write('near-delivery.yaml', [
      'venue: demo-online',
      'at: 2026-11-23T20:00:00+01:00',
      'steps:',
      '  - AddLine: { item: 109, options: { 1001: [5001] }, quantity: 2 }',
      '  - EnterCheckoutDetails: { mode: delivery, name: Giulia, email: giulia@example.com, address: "Via Paolo Sarpi 10, Milano", slot: earliest, payment: later, privacy: true }',
      '  - SubmitOrder: {}',
      '  - expect: { session.orderSent: true }',
    ].join('\n'))
    const log = join(dir, 'near-delivery.log.json')
    expect((await runScenario(near, '--log', log)).failures).toEqual([])
    const recorded = join(dir, 'near-delivery.recorded.yaml')
    expect((await comanda('scenario', '--record', log, '-o', recorded)).code).toBe(0)
    expect(readFileSync(recorded, 'utf8')).not.toContain('Corso Buenos Aires')
    const { failures } = await runScenario(recorded)
    expect(failures).toEqual([])
  }, 60_000)

  it.each(['takeaway', 'pay-later-then-pay-all', 'table-covers-waiter', 'card-payment-declined'])(
    'the log of %s, recorded, replays its steps and ends on the views the guest saw',
    async (name) => {
      const log = join(dir, `${name}.log.json`)
      const first = await runScenario(join('fixtures/scenarios', `${name}.yaml`), '--log', log)
      expect(first.failures).toEqual([])
      const recorded = join(dir, `${name}.recorded.yaml`)
      expect((await comanda('scenario', '--record', log, '-o', recorded)).code).toBe(0)
      const text = readFileSync(recorded, 'utf8')
      // the guest's own contacts stay out of the file
      expect(text).not.toMatch(/giulia@example\.com|sara@example\.com|\+39 333 1234567/)
      expect(text).toMatch(/ - expect: \{.*"myOrders\.orders\.0\.status"/)
      const { failures, summary } = await runScenario(recorded)
      expect(failures).toEqual([])
      expect(summary).toMatch(/^1 scenario: 1 passed, 0 failed · \d+ steps: \d+ passed, 0 failed$/)
    },
    120_000,
  )

  it.each(['Anna', 'Bruno'])("a table's tab seen from %s's phone: every guest's part of it is played again from the tab's stream, and it ends on the tab that phone showed (a tab's steps were not recorded)", async (guest) => {
    const logs = join(dir, 'tab-logs')
    const first = await runScenario('fixtures/scenarios/table-tab-four-guests.yaml', '--log', `${logs}/`)
    expect(first.failures).toEqual([])
    const recorded = join(dir, `tab.${guest}.recorded.yaml`)
    expect((await comanda('scenario', '--record', join(logs, `table-tab-four-guests.${guest}.log.json`), '-o', recorded)).code).toBe(0)
    const text = readFileSync(recorded, 'utf8')
    expect(text).toContain('guests: ["Guest","Guest 2","Guest 3","Guest 4"]')
    // the guests' names stay out of its steps (the log's file name heads it)
    expect(text.slice(text.indexOf('steps:'))).not.toMatch(/Anna|Bruno|Carla|Dario/)
    expect(text).toMatch(/ - JoinTab: \{"table_id":4,"name":"Guest"\}\n/)
    expect(text).toContain('  - SendTabRound: {}')
    expect(text).toMatch(/ - PayTabShare: \{"mode":"mine","amount":1250,.*\n {2}- pay: approve/)
    expect(text).toMatch(/ - expect: \{.*"tab\.guests\.length":4,.*"tab\.paid":\d+/)
    const { failures, summary } = await runScenario(recorded)
    expect(failures).toEqual([])
    expect(summary).toMatch(/^1 scenario: 1 passed, 0 failed/)
  }, 120_000)

  it('the staff\'s moves and the payer\'s answer are steps of the recording', async () => {
    const log = join(dir, 'declined.log.json')
    await runScenario('fixtures/scenarios/card-payment-declined.yaml', '--log', log)
    const text = (await comanda('scenario', '--record', log)).out
    expect(text).toContain('  - pay: decline')
    const accepted = join(dir, 'accepted.log.json')
    await runScenario('fixtures/scenarios/takeaway.yaml', '--log', accepted)
    expect((await comanda('scenario', '--record', accepted)).out).toContain('  - staff: accepted\n  - await: OrderStateChanged')
  }, 120_000)
})

describe('comanda scenario never writes over the file it reads', () => {
  it('--record of a log with unreadable entries says so on stderr and in the scenario, entry by entry, rather than leaving them out silently', async () => {
    const result = await comanda('scenario', '--record', 'fixtures/logs/quarantined-bad-events.log.json')
    expect(result.code).toBe(0)
    expect(result.err).toContain('4 unreadable entries left out of the steps (seq 3, 4, 5, ?; see comanda log check)')
    expect(result.out).toContain('# left out, unreadable: seq 4: LineAdded v7 is newer than this app knows (v2)')
  })

  it('--record with -o naming the log, and --log naming the scenario: one line, exit 2, both files as they were', async () => {
    const log = join(dir, 'kept.log.json')
    await runScenario('fixtures/scenarios/takeaway.yaml', '--log', log)
    const logText = readFileSync(log, 'utf8')
    expect(await comanda('scenario', '--record', log, '-o', log)).toMatchObject({ code: 2, err: `comanda: -o ${log}: that is the log itself; write the scenario to another file` })
    expect(readFileSync(log, 'utf8')).toBe(logText)

    const scenario = write('kept.yaml', readFileSync('fixtures/scenarios/takeaway.yaml', 'utf8'))
    expect(await comanda('scenario', scenario, '--serve', '--log', scenario)).toMatchObject({ code: 2, err: `comanda: --log ${scenario}: that is a scenario being run; write the guest's log to another file` })
    expect(readFileSync(scenario, 'utf8')).toBe(readFileSync('fixtures/scenarios/takeaway.yaml', 'utf8'))
  }, 60_000)

  it('--log naming a folder with one scenario: the log goes into it, named after the scenario (it failed with EISDIR)', async () => {
    const folder = mkdtempSync(join(dir, 'logs-'))
    const { failures } = await runScenario('fixtures/scenarios/takeaway.yaml', '--log', folder)
    expect(failures).toEqual([])
    expect(JSON.parse(readFileSync(join(folder, 'takeaway.log.json'), 'utf8')).format).toBe('comanda-event-log')
  }, 60_000)
})

describe('scenario --record writes only steps the runner knows (issue #15.3: the table is part of opening the venue)', () => {
  it('a table cleared by a link without a valid table code becomes a comment, not a command that no longer exists', () => {
    const entries = envelopes([
      e('VenueOpened', { restaurant_type: 2, rid: 2, name: 'Demo Table', currency: '€' }),
      e('UniqueTableSet', { qr: '4', table: { id: 4, name: 'Tavolo 4' } }),
      e('UniqueTableCleared', {}),
      e('LineAdded', { line: margherita(), quantity: 1 }),
    ])
    const log = parseExport(JSON.stringify(buildExport({ venue: 'demo-table', deviceId: 'device-1', exportedAt: T0 + 60_000, app: 'test', entries })))
    const scenario = loadYaml(recordedScenario(log, 'table.log.json')) as { steps: unknown[] }
    expect(scenario.steps.map((step) => parseStep(step)).filter((parsed) => 'error' in parsed)).toEqual([])
    expect(recordedScenario(log, 'table.log.json')).toContain('# the table was cleared here')
  })
})

describe('the README\'s scenario tutorial, exactly as written (issue #17 done-when)', () => {
  const readme = readFileSync('README.md', 'utf8')
  const tutorial = readme.slice(readme.indexOf('#### Your first scenario'))

  it('its --init commands write a scenario that passes', async () => {
    const commands = /```sh\n([\s\S]*?)```/.exec(tutorial)![1]!.trim().split('\n')
    expect(commands).toEqual(['node cli/comanda.js scenario --init demo-online take-away -o my-first.yaml', 'node cli/comanda.js scenario my-first.yaml --serve'])
    const file = join(dir, 'my-first.yaml')
    expect((await comanda('scenario', '--init', 'demo-online', 'take-away', '-o', file)).code).toBe(0)
    expect((await runScenario(file)).failures).toEqual([])
  }, 60_000)

  it('its take-away with a coupon passes in one try', async () => {
    const yaml = /```yaml\n([\s\S]*?)```/.exec(tutorial)![1]!
    expect(yaml).toContain('ApplyCoupon')
    const { failures, summary } = await runScenario(write('readme.yaml', yaml))
    expect(failures).toEqual([])
    expect(summary).toBe('1 scenario: 1 passed, 0 failed · 6 steps: 6 passed, 0 failed')
  }, 60_000)

  it('its example of a refused checkout is what the runner prints', async () => {
    const file = write('readme-refused.yaml', 'venue: demo-online\nat: 2026-11-25T19:45:00+01:00\nsteps:\n  - AddLine: { item: 118, quantity: 2 }\n  - EnterCheckoutDetails: { mode: delivery, name: Anna, address: "Corso Buenos Aires 33, Milano" }\n')
    const { failures } = await runScenario(file)
    const said = /— (missing email[^`]*?)\)`/.exec(tutorial.replace(/\n/g, ' '))![1]! + ')'
    expect(failures[0]).toContain(said)
  }, 60_000)
})

describe('a YAML mistake is named at its line (issue #17.8)', () => {
  it('an unclosed brace is named where it opens, not where the parser noticed; other mistakes at their line and column', async () => {
    const brace = write('brace.yaml', 'venue: demo-online\nat: 2026-11-23T12:30:00+01:00\nsteps:\n  - AddLine: { item: 107, quantity: 1 }\n  - expect: { cart.count: 1\n  - SubmitOrder: {}\n')
    const quoted = write('quoted.yaml', 'venue: demo-online\nat: 2026-11-23T12:30:00+01:00\nsteps:\n  - AddLine: { item: 107, notes: "{ not a brace" }\n  -- x\n')
    const result = await comanda('scenario', brace, quoted, '--serve')
    expect(result.code).toBe(2)
    expect(result.err.split('\n')).toEqual([
      `comanda: ${brace}: not YAML: line 5: this "{" is never closed: - expect: { cart.count: 1`,
      `comanda: ${quoted}: not YAML: line 5, column 3: bad indentation of a mapping entry: -- x`,
    ])
  })
})
