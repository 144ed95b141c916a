import { execFile } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { load, YAML11_SCHEMA } from 'js-yaml'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { main } from '../../cli/main'
import { valueAt } from '../../cli/scenario/viewPaths'
import { configFromEnv } from '../../server/config'
import { startServer } from '../../server/main'

const run = promisify(execFile)
const SCENARIOS = 'fixtures/scenarios'
const files = readdirSync(SCENARIOS)
  .filter((name) => /\.(ya?ml|json)$/.test(name))
  .sort()
  .map((name) => join(SCENARIOS, name))

function comanda(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return comandaWith({}, ...args)
}

async function comandaWith(env: NodeJS.ProcessEnv, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run('node', ['cli/comanda.js', ...args], { maxBuffer: 32 * 1024 * 1024, env: { ...process.env, ...env } })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}

async function replayInProcess(path: string): Promise<{ code: number; json: { views: unknown } }> {
  const out: string[] = []
  const code = await main(['node', 'comanda', 'replay', path, '--json'], { out: (text) => out.push(text), err: () => {} })
  return { code, json: JSON.parse(out.join('\n')) as { views: unknown } }
}

type Report = { scenarios: { file: string; ok: boolean; error?: string; steps: { step: string; status: string; message?: string }[] }[]; passed: number; failed: number; skipped: number }

/** The checks of a scenario's last step when it is an `expect`: what the scenario asserted at its end. */
function finalExpectations(file: string): [string, unknown][] | null {
  const scenario = load(readFileSync(file, 'utf8'), { schema: YAML11_SCHEMA }) as { steps: Record<string, unknown>[] }
  const last = scenario.steps.at(-1)!
  return 'expect' in last ? Object.entries(last.expect as Record<string, unknown>) : null
}

/** The guest whose phone made the last checks, in a scenario of several guests (issue #18): their log is `<name>.<guest>.log.json`. */
function lastGuest(file: string): string | null {
  const scenario = load(readFileSync(file, 'utf8'), { schema: YAML11_SCHEMA }) as { steps: Record<string, unknown>[] }
  const switched = scenario.steps.filter((step) => typeof step.guest === 'string').at(-1)
  return switched ? (switched.guest as string) : null
}

describe('comanda scenario (DESIGN §8): every fixture scenario against a fresh server', () => {
  const logs = mkdtempSync(join(tmpdir(), 'comanda-scenario-logs-'))
  let result: { code: number; stdout: string; stderr: string }
  let report: Report

  beforeAll(async () => {
    result = await comanda('scenario', ...files, '--serve', '--json', '--log', logs)
    report = JSON.parse(result.stdout) as Report
  }, 600_000)

  afterAll(() => rmSync(logs, { recursive: true, force: true }))

  it('runs at least 15 scenarios, and all of them pass', () => {
    expect(files.length).toBeGreaterThanOrEqual(15)
    const failures = report.scenarios.filter((scenario) => !scenario.ok).map((scenario) => ({ file: scenario.file, error: scenario.error, failed: scenario.steps.filter((step) => step.status !== 'passed') }))
    expect(failures).toEqual([])
    expect(report.scenarios.map((scenario) => scenario.file)).toEqual(files)
    expect(report.failed).toBe(0)
    expect(report.skipped).toBe(0)
    expect(report.passed).toBe(report.scenarios.reduce((sum, scenario) => sum + scenario.steps.length, 0))
    expect(result.code).toBe(0)
  })

  it('--log writes each guest log in the export format, which replays to the views the scenario asserted last', async () => {
    let compared = 0
    for (const file of files) {
      const checks = finalExpectations(file)
      if (checks === null) continue
      const guest = lastGuest(file)
      const name = `${file.split('/').at(-1)!.replace(/\.(ya?ml|json)$/, '')}${guest === null ? '' : `.${guest}`}`
      const log = JSON.parse(readFileSync(join(logs, `${name}.log.json`), 'utf8')) as { format: string; version: number; venue: string }
      expect(log).toMatchObject({ format: 'comanda-event-log', version: 1 })
      const replayed = await replayInProcess(join(logs, `${name}.log.json`))
      expect(replayed.code).toBe(0)
      for (const [path, value] of checks) {
        const wanted = typeof value === 'string' && value.startsWith('$') ? valueAt(replayed.json.views, value.slice(1)) : { found: true, value }
        expect({ file, path, value: valueAt(replayed.json.views, path) }).toEqual({ file, path, value: wanted })
      }
      compared++
    }
    expect(compared).toBeGreaterThanOrEqual(15)
  })

  it('node cli/comanda.js replay <log> --json gives the same views as in process', async () => {
    const path = join(logs, 'takeaway.log.json')
    const cli = await comanda('replay', path, '--json')
    expect(cli.code).toBe(0)
    const views = (JSON.parse(cli.stdout) as { views: unknown }).views
    expect(views).toEqual((await replayInProcess(path)).json.views)
    expect(valueAt(views, 'myOrders.orders.0.status')).toEqual({ found: true, value: 'accepted' })
  })
})

describe('comanda scenario: output and bad input', () => {
  const dir = mkdtempSync(join(tmpdir(), 'comanda-scenario-bad-'))
  const write = (name: string, text: string) => {
    writeFileSync(join(dir, name), text)
    return join(dir, name)
  }
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const good = write('good.yaml', 'venue: demo-online\nat: 2026-11-23T12:30:00+01:00\nsteps:\n  - AddLine: { item: 118, quantity: 2 }\n  - expect: { cart.count: 2, totals.total: 1100 }\n')

  it('a failing expectation is a ✗ line with what differs, the summary counts it, exit 1', async () => {
    const failing = write('failing.yaml', 'venue: demo-online\nat: 2026-11-23T12:30:00+01:00\nsteps:\n  - AddLine: { item: 118 }\n  - expect: { totals.total: 999 }\n  - AddLine: { item: 118 }\n')
    const result = await comanda('scenario', failing, '--serve')
    expect(result.code).toBe(1)
    expect(result.stdout).toMatch(/^ {2}✓ 1\. AddLine/m)
    expect(result.stdout).toMatch(/^ {2}✗ 2\. expect totals\.total = 999 — totals\.total: expected 999, got 550$/m)
    expect(result.stdout).toMatch(/^1 scenario: 0 passed, 1 failed · 3 steps: 1 passed, 1 failed, 1 skipped$/m)
  }, 120_000)

  it('bad files are one line each naming the file and the step, with no stack trace; the other files still run', async () => {
    const bad = {
      missing: join(dir, 'missing.yaml'),
      yaml: write('bad-yaml.yaml', 'venue: demo-online\nsteps: [\n  - {\n'),
      kind: write('unknown-kind.yaml', 'venue: demo-online\nat: 2026-11-23T12:30:00+01:00\nsteps:\n  - AddLine: { item: 118 }\n  - frobnicate: 3\n'),
      command: write('unknown-command.json', JSON.stringify({ venue: 'demo-online', at: '2026-11-23T12:30:00+01:00', steps: [{ OrderPizza: {} }] })),
      payload: write('bad-payload.yaml', 'venue: demo-online\nat: 2026-11-23T12:30:00+01:00\nsteps:\n  - AddLine: { item: 118 }\n  - AddLine: { item: 118 }\n  - ApplyCoupon: { code: 10 }\n'),
    }
    const result = await comanda('scenario', bad.missing, bad.yaml, good, bad.kind, bad.command, bad.payload, '--serve')
    expect(result.code).toBe(2)
    const lines = result.stderr.trim().split('\n')
    expect(lines).toEqual([
      `comanda: ${bad.missing}: no such file`,
      `comanda: ${bad.yaml}: not YAML: line 2: this "[" is never closed: steps: [`,
      `comanda: ${bad.kind}: step 2: unknown step kind "frobnicate" (steps: a command, expect, expectError, pay, staff, await, advance, dropNextResponse, guest)`,
      `comanda: ${bad.command}: step 1: unknown command "OrderPizza"`,
      `comanda: ${bad.payload}: step 3: ApplyCoupon: code: expected string, got 10`,
    ])
    expect(result.stderr).not.toMatch(/\n\s+at /)
    expect(result.stdout).toContain(`${good}: ${good}\n  ✓ 1. AddLine {"item":118,"quantity":2}\n  ✓ 2. expect cart.count = 2, totals.total = 1100`)
    // the scenarios apart from their steps: CI counts the files that failed (helper review: it read '2 passed, 5 failed')
    expect(result.stdout).toMatch(/^6 scenarios: 1 passed, 0 failed, 5 not run · 2 steps: 2 passed, 0 failed$/m)
    // each problem is printed once: the report names the file, standard error says what is wrong
    expect(result.stdout).toContain(`✗ ${bad.yaml}: not run (its problem is on standard error)`)
    expect(result.stdout).not.toContain('never closed')
  }, 120_000)

  it('--api runs against a server that is already running (its own clock), realtime included', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'comanda-scenario-api-'))
    // The server keeps its generated staff token in its data directory, where the CLI finds it (DESIGN §7 trust).
    // The server keeps its own clock, ticking from the morning of the scenarios' day: their time
    // slots are open then, as they would be for a guest ordering that day.
    const started = Date.now()
    const clock = () => Date.parse('2026-11-23T12:30:00+01:00') + (Date.now() - started)
    const server = await startServer(configFromEnv({ PORT: '0', HOST: '127.0.0.1', REALTIME_PORT: '0', DATA_DIR: dataDir }, { keepSecrets: true }), { clock })
    try {
      const result = await comandaWith({ DATA_DIR: dataDir }, 'scenario', join(SCENARIOS, 'takeaway.yaml'), join(SCENARIOS, 'table-covers-waiter.yaml'), join(SCENARIOS, 'ordering-paused.yaml'), '--api', server.url)
      expect(result.stdout).toMatch(/^ {2}✓ \d+\. await OrderStateChanged$/m)
      // The table scenario's tables are opened through the staff endpoint, so it runs with --api too;
      // patching a venue prepares a fresh database: only --serve does that.
      expect(result.stdout).toContain('"venues" prepares a fresh database: run it with --serve')
      expect(result.stdout).toMatch(/^3 scenarios: 2 passed, 1 failed · 20 steps: 19 passed, 1 failed$/m)
      expect(result.code).toBe(1)
      // another server's token: the step says where the token is looked for
      const stranger = await comandaWith({ STAFF_TOKEN: 'not-this-servers-token' }, 'scenario', join(SCENARIOS, 'takeaway.yaml'), '--api', server.url)
      expect(stranger.stdout).toMatch(/✗ \d+\. staff accepted — the staff endpoint answered 401 .*: set STAFF_TOKEN to the token `comanda serve` printed, or DATA_DIR to its --data-dir$/m)
    } finally {
      await server.close()
      rmSync(dataDir, { recursive: true, force: true })
    }
  }, 120_000)

  it('needs --api or --serve, and says so in one line', async () => {
    const result = await comanda('scenario', good)
    expect(result.code).toBe(2)
    expect(result.stderr.trim()).toBe('comanda: give --api <url> (a running venue API) or --serve (start one with a fresh database)')
  }, 60_000)
})

describe('Ctrl-C during comanda scenario --serve (helper review: nothing printed, the temporary database left behind)', () => {
  it('the scenarios that ran are printed, the temporary database is removed, exit 130', async () => {
    const { spawn } = await import('node:child_process')
    const dir = mkdtempSync(join(tmpdir(), 'comanda-interrupt-'))
    const tmp = mkdtempSync(join(tmpdir(), 'comanda-interrupt-tmp-'))
    const quick = join(dir, 'quick.yaml')
    const slow = join(dir, 'slow.yaml')
    writeFileSync(quick, 'venue: demo-online\nat: 2026-11-23T12:30:00+01:00\nsteps:\n  - AddLine: { item: 118 }\n')
    writeFileSync(slow, 'venue: demo-online\nat: 2026-11-23T12:30:00+01:00\nsteps:\n  - AddLine: { item: 118 }\n  - await: { event: OrderStateChanged, timeout: 60s }\n')
    const child = spawn('node', ['cli/comanda.js', 'scenario', quick, slow, '--serve'], { env: { ...process.env, TMPDIR: tmp }, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    const closed = new Promise<number | null>((resolve) => child.on('close', resolve))
    await new Promise<void>((resolve) => {
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString()
        if (stdout.includes('✓ 1. AddLine')) resolve()
      })
    })
    // the slow scenario's server is up with its database once its first step could run: give it a moment
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(readdirSync(tmp).filter((name) => name.startsWith('comanda-scenario-'))).toHaveLength(1)
    child.kill('SIGINT')
    expect(await closed).toBe(130)
    expect(stdout).toContain(`${quick}: ${quick}`)
    expect(stderr).toContain('comanda: interrupted')
    expect(readdirSync(tmp).filter((name) => name.startsWith('comanda-scenario-'))).toEqual([])
    rmSync(dir, { recursive: true, force: true })
    rmSync(tmp, { recursive: true, force: true })
  }, 60_000)
})
