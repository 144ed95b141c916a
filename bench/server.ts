// `npm run bench:server`: order creation and menu reads against the SQLite default, with
// autocannon on loopback (issue targets printed beside each figure).
import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { cpus, tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { demoOrderBody } from '../tests/support/demoOnline'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const PORT = Number(process.env.BENCH_PORT ?? 18_980)

// The server runs in its own process, as `npm start` runs it; autocannon loads it from this one.
const child = spawn(process.execPath, ['cli/comanda.js', 'serve', '--port', String(PORT), '--data-dir', mkdtempSync(join(tmpdir(), 'comanda-bench-'))], {
  env: { ...process.env, REALTIME_PORT: '0' },
  stdio: 'ignore',
})
const server = { url: `http://127.0.0.1:${PORT}`, close: async () => void child.kill('SIGTERM') }
for (let i = 0; ; i++) {
  const up = await fetch(`${server.url}/api/health`).then((r) => r.ok, () => false)
  if (up) break
  if (i > 100) throw new Error('the server did not start')
  await new Promise((resolve) => setTimeout(resolve, 200))
}

const body = JSON.stringify(demoOrderBody('bench-device'))

async function run(title: string, options: autocannon.Options) {
  await autocannon({ connections: 16, duration: 2, ...options }) // warm-up: JIT and caches
  const result = await autocannon({ connections: 16, duration: SECONDS, ...options })
  const errors = result.non2xx + result.errors + result.timeouts
  return { title, rate: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors }
}

const orders = await run('order creation (POST v4 order)', {
  url: `${server.url}/api/v4/restaurants/demo-online/order`,
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body,
})
const menu = await run('menu read (GET full venue info)', { url: `${server.url}/api/v3/restaurants/demo-online/full?lang=it` })
await server.close()

console.log(`machine: ${cpus().length} cores (${cpus()[0]?.model ?? 'cpu'}), Node ${process.version}; ${SECONDS} s per run, 16 connections, SQLite, server in its own process, 2 s warm-up`)
console.log(`${orders.title.padEnd(36)} ${Math.round(orders.rate).toLocaleString('en').padStart(7)} req/s  p50 ${orders.p50} ms  p99 ${orders.p99} ms  errors ${orders.errors}   target >= 1,000 req/s, p99 <= 50 ms`)
console.log(`${menu.title.padEnd(36)} ${Math.round(menu.rate).toLocaleString('en').padStart(7)} req/s  p50 ${menu.p50} ms  p99 ${menu.p99} ms  errors ${menu.errors}   target >= 5,000 req/s`)
