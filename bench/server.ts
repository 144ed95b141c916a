// `npm run bench:server`: order creation and menu reads against the SQLite default, with
// autocannon on loopback (issue targets printed beside each figure).
import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus, tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { demoOrderBody } from '../tests/support/demoOnline'
import { reportFigure } from './results'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const PORT = Number(process.env.BENCH_PORT ?? 18_980)

// The server runs in its own process, as `npm start` runs it; autocannon loads it from this one.
// demo-online's menu and rules without its time slots (each takes 6 orders, SPEC §3
// orders_manageable) or minimum: the bench measures taking orders, not refusing a full slot.
// (Importing it first leaves the demo venues unseeded: both runs use it.)
const dataDir = mkdtempSync(join(tmpdir(), 'comanda-bench-'))
const venue = JSON.parse(readFileSync('fixtures/venues/demo-online.json', 'utf8'))
venue.hash = 'bench-online'
Object.assign(venue.full.online_options, { time_slots_enabled: false, minimum_order_enabled: false })
writeFileSync(join(dataDir, 'bench-online.json'), JSON.stringify(venue))
execFileSync(process.execPath, ['cli/comanda.js', 'venue', 'import', join(dataDir, 'bench-online.json'), '--data-dir', dataDir])
const child = spawn(process.execPath, ['cli/comanda.js', 'serve', '--port', String(PORT), '--data-dir', dataDir], {
  env: { ...process.env, REALTIME_PORT: '0' },
  stdio: process.env.BENCH_SERVER_LOG ? 'inherit' : 'ignore',
})
const server = { url: `http://127.0.0.1:${PORT}`, close: async () => void child.kill('SIGTERM') }
for (let i = 0; ; i++) {
  const up = await fetch(`${server.url}/api/health`).then((r) => r.ok, () => false)
  if (up) break
  if (i > 100) throw new Error('the server did not start')
  await new Promise((resolve) => setTimeout(resolve, 200))
}

const demo = demoOrderBody('bench-device')
const body = JSON.stringify({ ...demo, order: { ...demo.order, time_slot_requested_id: null, time_slot_requested: null, order_date: null } })
// The device's first order registers it; the rest prove it with the secret that answer carried (DESIGN §7 trust).
const first = (await (await fetch(`${server.url}/api/v4/restaurants/bench-online/order`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })).json()) as { device_secret: string }
const device = { 'x-device-id': 'bench-device', 'x-device-secret': first.device_secret }

async function run(title: string, options: autocannon.Options) {
  await autocannon({ connections: 16, duration: 2, ...options }) // warm-up: JIT and caches
  const result = await autocannon({ connections: 16, duration: SECONDS, ...options })
  const errors = result.non2xx + result.errors + result.timeouts
  if (errors > 0) console.error(title, result.statusCodeStats, result.errors, result.timeouts)
  return { title, rate: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors }
}

const orders = await run('order creation (POST v4 order)', {
  url: `${server.url}/api/v4/restaurants/bench-online/order`,
  method: 'POST',
  headers: { 'content-type': 'application/json', ...device },
  body,
})
const menu = await run('menu read (GET full venue info)', { url: `${server.url}/api/v3/restaurants/bench-online/full?lang=it` })
await server.close()

console.log(`machine: ${cpus().length} cores (${cpus()[0]?.model ?? 'cpu'}), Node ${process.version}; ${SECONDS} s per run, 16 connections, SQLite, server in its own process, 2 s warm-up`)
const ORDERS = 'order creation (SQLite, 16 connections)'
const MENU = 'menu read (full venue info)'
const line = (run: typeof orders, target: string) =>
  `${run.title.padEnd(36)} ${Math.round(run.rate).toLocaleString('en').padStart(7)} req/s  p50 ${run.p50} ms  p99 ${run.p99} ms  errors ${run.errors}   target ${target}`
reportFigure({ bench: 'server', name: `${ORDERS}, rate`, value: orders.rate, unit: 'req/s', target: '≥ 1,000 req/s', met: orders.rate >= 1000 }, line(orders, '>= 1,000 req/s, p99 <= 50 ms'))
reportFigure({ bench: 'server', name: `${ORDERS}, p50`, value: orders.p50, unit: 'ms', target: null, met: null }, null)
reportFigure({ bench: 'server', name: `${ORDERS}, p99`, value: orders.p99, unit: 'ms', target: '≤ 50 ms', met: orders.p99 <= 50 }, null)
reportFigure({ bench: 'server', name: `${MENU}, rate`, value: menu.rate, unit: 'req/s', target: '≥ 5,000 req/s', met: menu.rate >= 5000 }, line(menu, '>= 5,000 req/s'))
reportFigure({ bench: 'server', name: `${MENU}, p99`, value: menu.p99, unit: 'ms', target: null, met: null }, null)
const errors = orders.errors + menu.errors
reportFigure({ bench: 'server', name: 'requests answered with an error (both runs)', value: errors, unit: '', target: '0', met: errors === 0 }, errors === 0 ? null : `errors: ${errors} requests failed`)
