import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { main } from '../../cli/main'
import { configFromEnv } from '../../server/config'
import { openDatabase } from '../../server/db/connect'
import { startServer } from '../../server/main'

async function comanda(...args: string[]) {
  const out: string[] = []
  const err: string[] = []
  const code = await main(['node', 'comanda', ...args], { out: (t) => out.push(t), err: (t) => err.push(t) })
  return { code, out: out.join('\n'), err: err.join('\n') }
}

describe('DESIGN §8 comanda venue import and staff', () => {
  it('venue import stores a venue file with its coupons and customers', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'comanda-import-'))
    const result = await comanda('venue', 'import', 'fixtures/venues/demo-table.json', '--data-dir', dataDir)
    expect(result).toMatchObject({ code: 0, out: 'imported venue demo-table' })
    const { db, close } = await openDatabase({ databaseUrl: null, dataDir })
    const coupons = await db.selectFrom('coupons').select('code').where('venue_hash', '=', 'demo-table').execute()
    expect(coupons.map((c) => c.code).sort()).toEqual(['BENVENUTO10', 'ESAURITO', 'MENO5', 'SCADUTO'])
    const customers = await db.selectFrom('customers').select(['email', 'password_hash']).where('venue_hash', '=', 'demo-table').execute()
    expect(customers.length).toBeGreaterThanOrEqual(2)
    for (const customer of customers) expect(customer.password_hash).toMatch(/^\$2[aby]\$/)
    await close()
  })

  it.each([
    [['venue', 'import', 'no-such-venue.json'], /no such file/],
    [['venue', 'import', 'package.json'], /venue file/],
    [['staff', 'demo-online', '12', 'eaten'], /not one of accept, prepare, .* \(or a status: pending, accepted/],
    [['staff', 'demo-online', 'twelve', 'accepted'], /"twelve" is not an order's number \(as its guest sees it, "12" or "#12"\)/],
    [['staff', 'demo-online', '12', 'accepted', '--api', 'http://127.0.0.1:9', '--token', 'a-staff-token'], /cannot reach the venue API/],
    [['staff', 'demo-online', '12', 'accepted', '--data-dir', '/nonexistent-comanda-data'], /no staff token: pass --token, set STAFF_TOKEN/],
    [['table', 'demo-table', 'three', 'open'], /not a table id/],
    [['table', 'demo-table', '3', 'ajar'], /not open or close/],
    [['table', 'demo-table', '3', 'open', '--covers', 'many'], /not a number of covers/],
    [['table', 'demo-table', '3', 'open', '--api', 'http://127.0.0.1:9', '--token', 'a-staff-token'], /cannot reach the venue API/],
    [['serve', '--port', 'eighty'], /not a port number/],
    [['serve', '--port', '99999'], /"99999" is not a port number \(0 to 65535\)/],
    [['staff', 'demo-table', '12'], /give <venue> <order> <status>, or tab <venue>/],
    [['staff', 'tab', 'demo-table', 'frob', '--token', 'a-staff-token'], /"frob" is not list, show or close/],
    [['staff', 'tab', 'demo-table', 'close', '--token', 'a-staff-token'], /give the tab id/],
    [['staff', 'tab', 'demo-table', 'list', '--api', 'http://127.0.0.1:9', '--token', 'a-staff-token'], /cannot reach the venue API/],
    // helper review: each of these was taken, or answered in the server's words
    [['staff', 'tab', 'demo-table', 'show', '999', '--token', 'a-staff-token'], /"999" is not a tab id \(see `comanda staff tab demo-table list`\)/],
    [['table', 'demo-table', '3', 'close', '--covers', '2', '--token', 'a-staff-token'], /--covers: only opening a table takes covers/],
    [['serve', '--database-url', 'mysql://x/y'], /must be a postgres:\/\/ URL/],
    [['venue', 'import', 'fixtures'], /fixtures: is a folder, not a venue file/],
  ])('bad input %j: one clear line and exit 2', async (args, message) => {
    const result = await comanda(...args)
    expect(result.code).toBe(2)
    expect(result.err).toMatch(message)
  })

  it('a file that is JSON but not a venue names its first problem', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'comanda-venue-')), 'bad.json')
    writeFileSync(path, JSON.stringify({ hash: 'x' }))
    const result = await comanda('venue', 'import', path)
    expect(result.code).toBe(2)
    expect(result.err.split('\n')).toHaveLength(1)
  })
})

describe('comanda serve where it cannot listen', () => {
  /** `comanda serve` with `args` and `env` beside a port taken by another process: its exit code and what it printed on stderr. */
  async function serveBesideTaken(args: (port: number) => string[], env: (port: number) => Record<string, string>): Promise<{ code: number | null; err: string; port: number }> {
    const taken = createServer()
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve))
    const port = (taken.address() as AddressInfo).port
    try {
      const child = spawn(process.execPath, ['cli/comanda.js', 'serve', ...args(port), '--data-dir', mkdtempSync(join(tmpdir(), 'comanda-taken-'))], { env: { ...process.env, ...env(port) }, stdio: ['ignore', 'pipe', 'pipe'] })
      let err = ''
      child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()))
      const code = await new Promise<number | null>((resolve) => {
        const timer = setTimeout(() => {
          child.kill('SIGKILL')
          resolve(null)
        }, 40_000)
        child.once('exit', (exitCode) => {
          clearTimeout(timer)
          resolve(exitCode)
        })
      })
      return { code, err: err.trim(), port }
    } finally {
      taken.close()
    }
  }

  it('a port in use: one clear line and exit 2, and the process ends (it kept the realtime socket and threads open)', async () => {
    const { code, err, port } = await serveBesideTaken((taken) => ['--port', String(taken)], () => ({ REALTIME_PORT: '0' }))
    expect(code).toBe(2)
    expect(err).toBe(`comanda: port ${port} is already in use (another server?): stop it, or choose another port with --port`)
  }, 60_000)

  it('a data folder that is a file, or a database that cannot be reached: one line naming the flag, exit 2, not an "unexpected failure"', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'comanda-not-a-dir-')), 'data')
    writeFileSync(file, '')
    for (const args of [['serve', '--port', '0', '--data-dir', file], ['venue', 'import', 'fixtures/venues/demo-online.json', '--data-dir', file]]) {
      expect(await comanda(...args)).toMatchObject({ code: 2, err: `comanda: --data-dir: ${file} is a file, or lies under one, not a folder: name a folder (it is made if missing)` })
    }
    // a folder under a file: the line names the folder given, not one the server tried to make inside it
    expect(await comanda('serve', '--port', '0', '--data-dir', join(file, 'inside'))).toMatchObject({ code: 2, err: `comanda: --data-dir: ${join(file, 'inside')} is a file, or lies under one, not a folder: name a folder (it is made if missing)` })
    const notUrl = await comanda('venue', 'import', 'fixtures/venues/demo-online.json', '--database-url', 'staff:s3cret@nowhere')
    expect(notUrl.err).not.toContain('s3cret')
    const unreachable = await comanda('venue', 'import', 'fixtures/venues/demo-online.json', '--database-url', 'postgres://staff:s3cret@127.0.0.1:1/comanda')
    expect(unreachable.code).toBe(2)
    expect(unreachable.err).toMatch(/^comanda: cannot use the database at postgres:\/\/staff:\*\*\*@127\.0\.0\.1:1\/comanda \(--database-url\): .*ECONNREFUSED/)
    expect(unreachable.err).not.toContain('s3cret')
  }, 60_000)

  it('the realtime port in use: the line names that port and REALTIME_PORT, not --port', async () => {
    const { code, err, port } = await serveBesideTaken(() => ['--port', '0'], (taken) => ({ REALTIME_PORT: String(taken) }))
    expect(code).toBe(2)
    expect(err).toBe(`comanda: the realtime port ${port} is already in use (another server?): stop it, or choose another one with REALTIME_PORT`)
  }, 60_000)
})

describe('DESIGN §8 comanda table: the staff open and close a table session', () => {
  it('opens a table with its covers (the guest verification sees it), then closes it; a table the venue lacks is refused', async () => {
    // The server keeps the staff token it generated in its data directory; `comanda table --data-dir` reads it there.
    const dataDir = mkdtempSync(join(tmpdir(), 'comanda-table-'))
    const server = await startServer(configFromEnv({ PORT: '0', REALTIME_PORT: '0', DATA_DIR: dataDir }, { keepSecrets: true }), { startRealtime: false })
    const verification = async () => ((await (await fetch(`${server.url}/api/v3/restaurants/demo-table/table-session/3/verification`)).json()) as { data: unknown }).data
    try {
      expect(await verification()).toBeNull()
      expect(await comanda('table', 'demo-table', '3', 'open', '--covers', '4', '--api', server.url, '--data-dir', dataDir)).toMatchObject({ code: 0, out: '✓ table 3 of demo-table is open (4 covers)' })
      expect(await verification()).toEqual({ covers: 4, cover_cost: 0, covered_total_paid: 0 })
      // an open table keeps its session, covers and all: the line says the other count changed nothing
      expect(await comanda('table', 'demo-table', '3', 'open', '--covers', '6', '--api', server.url, '--data-dir', dataDir)).toMatchObject({ code: 0, out: '✓ table 3 of demo-table is open (4 covers; it was open already, so --covers 6 changed nothing)' })
      // the API's address as `serve` prints it (…/api) is taken as well as the server's
      expect(await comanda('table', 'demo-table', '3', 'close', '--api', `${server.url}/api/`, '--data-dir', dataDir)).toMatchObject({ code: 0, out: '✓ table 3 of demo-table is closed' })
      expect(await verification()).toBeNull()
      expect(await comanda('table', 'demo-table', '999', 'open', '--api', server.url, '--data-dir', dataDir)).toMatchObject({ code: 1, out: '✗ 404: Table not found' })
    } finally {
      await server.close()
    }
  })
})

describe('issue #18 comanda staff tab: the venue sees the tables\' tabs and closes one', () => {
  it('lists the open tabs with who is at them and what is left unpaid, in the venue\'s currency, shows one, and closes it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'comanda-tab-'))
    // A venue in Swiss francs (SPEC §3 Venue currency): the amounts are printed with its symbol, not €.
    const venue = JSON.parse(readFileSync('fixtures/venues/demo-table.json', 'utf8')) as { light: { currency: { symbol: string } } }
    venue.light.currency.symbol = 'CHF'
    const venueFile = join(dataDir, 'demo-table-chf.json')
    writeFileSync(venueFile, JSON.stringify(venue))
    expect(await comanda('venue', 'import', venueFile, '--data-dir', dataDir)).toMatchObject({ code: 0 })
    const server = await startServer(configFromEnv({ PORT: '0', REALTIME_PORT: '0', DATA_DIR: dataDir }, { keepSecrets: true }), { startRealtime: false })
    const at = (args: string[]) => comanda('staff', 'tab', 'demo-table', ...args, '--api', server.url, '--data-dir', dataDir)
    try {
      expect(await at(['list'])).toMatchObject({ code: 0, out: 'no open tabs at demo-table' })
      // demo-table's staff open a table before its guests order (SPEC §3 manual_opening_table)
      expect(await comanda('table', 'demo-table', '2', 'open', '--api', server.url, '--data-dir', dataDir)).toMatchObject({ code: 0 })
      const opened = await fetch(`${server.url}/api/v4/restaurants/demo-table/tables/2/tab`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ guest_id: 'guest-anna-cli', secret: 'secret-of-anna-0123456789', name: 'Anna' }) })
      const tabId = ((await opened.json()) as { tab_id: string }).tab_id
      const listed = await at(['list'])
      expect(listed.code).toBe(0)
      expect(listed.out).toMatch(new RegExp(`^${tabId}  table 2  open  Anna  rounds 0  total CHF 0  paid CHF 0  left CHF 0$`))
      expect((await at(['show', tabId])).out).toMatch(/1 events, 0 payments/)
      expect(await at(['close', tabId])).toMatchObject({ code: 0, out: `✓ tab ${tabId} of demo-table is closed` })
      expect(await at(['list'])).toMatchObject({ code: 0, out: 'no open tabs at demo-table' })
      expect((await at(['list', '--all'])).out).toMatch(new RegExp(`^${tabId}  table 2  closed`))
      expect(await at(['show', 'no-such-tab-id'])).toMatchObject({ code: 1, out: '✗ 404: No such tab' })
    } finally {
      await server.close()
    }
  })
})
