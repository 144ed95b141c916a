// `npm run bench:tab` (issue #18): the table's shared tab under load. 200 tables × 4 phones on loopback,
// the phones of each table spread over 2 `comanda serve` processes on one PostgreSQL database (their
// realtime shared by LISTEN/NOTIFY). Every phone appends lines at the expected head (a 409 pulls and
// pushes again, as the app does), follows the tab's presence channel and pulls on each TabAppended.
// Prints the time from one phone's append to every other phone's view (p50, p95; target p95 ≤ 150 ms),
// the appends per second held, and the events lost or duplicated (target 0), beside their targets.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus, tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { memoryDeviceSecret } from '../api/httpCall'
import { HttpTabApi } from '../api/tabClient'
import { subscribeTabChannel } from '../api/tabChannel'
import type { TabMember } from '../api/tabPort'
import { loadVenueLight, type Realtime } from '../api/venueCalls'
import type { CartLine } from '../domain/cartLine'
import { reportFigure } from './results'

const TABLES = Number(process.env.BENCH_TAB_TABLES ?? 200)
const PHONES = 4
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20)
/** Each phone appends one line every this many ms (with jitter): 200 tables × 4 phones at 4 s is 200 appends/s. */
const EVERY_MS = Number(process.env.BENCH_TAB_EVERY_MS ?? 4000)
const PORTS = [18_990, 18_991]
const VENUE = 'bench-table'

const nodeFetch = (input: string, init?: RequestInit) => fetch(input, init)
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}

// PostgreSQL: the project's own (scripts/postgres.sh), a fresh database for this run.
const adminUrl = execFileSync('bash', ['scripts/postgres.sh'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim().split('\n').at(-1)!
const dbName = `comanda_bench_tab_${process.pid}`
const admin = new pg.Client({ connectionString: adminUrl })
await admin.connect()
await admin.query(`CREATE DATABASE ${dbName}`)
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString()

// demo-table with TABLES tables, open all day
const dataDir = mkdtempSync(join(tmpdir(), 'comanda-bench-tab-'))
const venue = JSON.parse(readFileSync('fixtures/venues/demo-table.json', 'utf8'))
venue.hash = VENUE
venue.full.tables = Array.from({ length: TABLES }, (_, i) => ({ id: i + 1, name: `Tavolo ${i + 1}` }))
Object.assign(venue.full.offline_options, { manual_opening_table: false, pause_orders_enabled: false })
writeFileSync(join(dataDir, `${VENUE}.json`), JSON.stringify(venue))
execFileSync(process.execPath, ['cli/comanda.js', 'venue', 'import', join(dataDir, `${VENUE}.json`), '--database-url', databaseUrl], { stdio: 'inherit' })

const servers: ChildProcess[] = []
async function serve(port: number): Promise<string> {
  if (await fetch(`http://127.0.0.1:${port}/api/health`).then(() => true, () => false)) throw new Error(`port ${port} is taken (a server left from another run?)`)
  const child = spawn(process.execPath, ['cli/comanda.js', 'serve', '--port', String(port), '--database-url', databaseUrl, '--data-dir', dataDir], {
    // the phones come from one machine here: as behind a proxy, each phone has its own address (rate limits are per address)
    env: { ...process.env, REALTIME_PORT: String(port + 100), TRUST_PROXY: '127.0.0.1' },
    stdio: process.env.BENCH_SERVER_LOG ? 'inherit' : 'ignore',
  })
  servers.push(child)
  const url = `http://127.0.0.1:${port}`
  for (let i = 0; ; i++) {
    if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) return url
    if (i > 150) throw new Error(`the server on ${port} did not start`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}
const urls = [await serve(PORTS[0]!), await serve(PORTS[1]!)]
const realtimeOf = new Map<string, Realtime>()
for (const url of urls) {
  const light = await loadVenueLight(nodeFetch, url, VENUE, 'it', true)
  if (light.kind !== 'ok' || !light.value.realtime) throw new Error(`no realtime endpoint at ${url}`)
  realtimeOf.set(url, light.value.realtime)
}

const line = (n: number): CartLine => ({ item: { id: 203, name: 'Crescentine fritte', name_orig: 'Crescentine fritte', unitPrice: 500, price_mode: 'single', is_drink: false }, menuentryvariants: [], notes: '', key: '203', quantity: 1 + (n % 3) })

/** When each event was appended (the successful push was sent), and when each phone saw it. */
const appendedAt = new Map<string, number>()
const latencies: number[] = []
let appends = 0
let conflicts = 0
let failures = 0

type Phone = { member: TabMember; api: HttpTabApi; seen: Map<string, number>; head: number; pulling: Promise<void> | null; again: boolean; stop?: () => void }

async function pull(phone: Phone): Promise<void> {
  if (phone.pulling) {
    phone.again = true
    return phone.pulling
  }
  phone.pulling = (async () => {
    do {
      phone.again = false
      const answer = await phone.api.pull(phone.member, phone.head)
      if (!answer.ok) continue
      const now = performance.now()
      for (const event of answer.value.events) {
        if (event.seq !== phone.head + 1) break
        phone.head = event.seq
        phone.seen.set(event.id, (phone.seen.get(event.id) ?? 0) + 1)
        const at = appendedAt.get(event.id)
        if (at !== undefined && event.guestId !== phone.member.guestId) latencies.push(now - at)
      }
    } while (phone.again)
  })().finally(() => (phone.pulling = null))
  return phone.pulling
}

async function append(phone: Phone, n: number): Promise<void> {
  const id = `${phone.member.guestId}-${n}`
  for (let attempt = 0; attempt < 8; attempt++) {
    const sentAt = performance.now()
    const answer = await phone.api.push(phone.member, phone.head, [{ type: 'TabLineAdded', id, lineId: id, guestId: phone.member.guestId, line: line(n) }])
    if (answer.ok) {
      appendedAt.set(id, sentAt)
      appends++
      await pull(phone)
      return
    }
    if (answer.status !== 409) break
    conflicts++
    await pull(phone)
  }
  failures++
}

// Seat the tables: phone k of a table on process k % 2, each following the tab's channel on its own process.
console.log(`seating ${TABLES} tables × ${PHONES} phones over 2 processes…`)
const tables: Phone[][] = []
for (let table = 1; table <= TABLES; table++) {
  const phones: Phone[] = []
  let tabId = ''
  for (let k = 0; k < PHONES; k++) {
    const url = urls[k % 2]!
    const address = `10.${k}.${table >> 8}.${table & 255}`
    const phoneFetch = (input: string, init?: RequestInit) => fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string> | undefined), 'x-forwarded-for': address } })
    const api = new HttpTabApi({ baseUrl: url, venue: VENUE, fetch: phoneFetch, isOnline: () => true, token: () => null, deviceId: `bench-${table}-${k}`, deviceSecret: memoryDeviceSecret() })
    const join = { guestId: `guest-${table}-${k}-bench`, secret: `secret-of-${table}-${k}-0123456789`, name: `G${k}` }
    const answer = await api.openTableTab(table, join)
    if (!answer.ok) throw new Error(`table ${table}: ${answer.message}`)
    tabId = answer.value.tabId
    const phone: Phone = { member: { tabId, guestId: join.guestId, secret: join.secret }, api, seen: new Map(), head: 0, pulling: null, again: false }
    const channel = await subscribeTabChannel({ realtime: realtimeOf.get(url)!, baseUrl: url, fetch: phoneFetch, member: phone.member, onAppended: (seq) => seq > phone.head && void pull(phone), onSubscribed: () => void pull(phone), onPresence: () => {}, waitMs: 15_000 })
    phone.stop = channel.stop
    phones.push(phone)
  }
  await Promise.all(phones.map((phone) => pull(phone)))
  tables.push(phones)
}
latencies.length = 0

console.log(`appending for ${SECONDS} s: each phone one line every ~${EVERY_MS} ms…`)
const started = performance.now()
const running: Promise<void>[] = []
for (const phone of tables.flat()) {
  running.push(
    (async () => {
      let n = 0
      await new Promise((resolve) => setTimeout(resolve, Math.random() * EVERY_MS))
      while (performance.now() - started < SECONDS * 1000) {
        await append(phone, ++n)
        await new Promise((resolve) => setTimeout(resolve, EVERY_MS * (0.5 + Math.random())))
      }
    })(),
  )
}
await Promise.all(running)
const elapsed = (performance.now() - started) / 1000
// settle: every phone pulls what it may still miss, then the streams are compared
await new Promise((resolve) => setTimeout(resolve, 1000))
for (const phone of tables.flat()) await pull(phone)

let lost = 0
let duplicated = 0
const db = new pg.Client({ connectionString: databaseUrl })
await db.connect()
for (const phones of tables) {
  const stored = await db.query<{ event_id: string }>('select event_id from tab_events where tab_id = $1 order by seq', [phones[0]!.member.tabId])
  const ids = stored.rows.map((row) => row.event_id)
  duplicated += ids.length - new Set(ids).size
  for (const phone of phones) {
    for (const id of ids) if (!phone.seen.has(id)) lost++
    for (const count of phone.seen.values()) if (count > 1) duplicated += count - 1
  }
  // every push that succeeded is in the stream exactly once
  for (const phone of phones) for (const id of appendedAt.keys()) if (id.startsWith(phone.member.guestId) && !ids.includes(id)) lost++
}
await db.end()

for (const phone of tables.flat()) phone.stop?.()
for (const child of servers) child.kill('SIGTERM')
await new Promise((resolve) => setTimeout(resolve, 1000))
await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`)
await admin.end()

console.log(`machine: ${cpus().length} cores, Node ${process.version}; ${TABLES} tables × ${PHONES} phones, 2 server processes on PostgreSQL, ${SECONDS} s; ${conflicts} pushes met someone else first and were pushed again; ${failures} appends given up`)
const p50 = percentile(latencies, 50)
const p95 = percentile(latencies, 95)
reportFigure({ bench: 'tab', name: 'tab append → every other phone\'s view, p50', value: p50, unit: 'ms', target: null, met: null })
reportFigure({ bench: 'tab', name: 'tab append → every other phone\'s view, p95', value: p95, unit: 'ms', target: '≤ 150 ms', met: p95 <= 150 })
reportFigure({ bench: 'tab', name: 'tab appends held (2 processes)', value: appends / elapsed, unit: '/s', target: null, met: null })
reportFigure({ bench: 'tab', name: 'tab events lost or duplicated', value: lost + duplicated + failures, unit: '', target: '0', met: lost + duplicated + failures === 0 })
process.exit(0)
