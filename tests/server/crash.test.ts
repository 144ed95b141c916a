import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { demoOrderBody } from '../support/demoOnline'

const PORT = 18_700 + (process.pid % 200)

function serve(dataDir: string): ChildProcess {
  return spawn(process.execPath, ['cli/comanda.js', 'serve', '--port', String(PORT), '--data-dir', dataDir], { env: { ...process.env, REALTIME_PORT: '0', DATABASE_URL: '' }, stdio: 'ignore' })
}

async function healthy() {
  for (let i = 0; i < 150; i++) {
    if (await fetch(`http://127.0.0.1:${PORT}/api/health`).then((r) => r.ok, () => false)) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('the server did not start')
}

// each order in the next of demo-online's take-away slots: a slot takes only a few orders
let placed = 0
const body = (device: string) => JSON.stringify(demoOrderBody(device, placed++))

describe('DESIGN §7 a process killed mid-write loses no accepted order (SQLite WAL, transactions)', () => {
  it('every order answered 201 before a SIGKILL is there after the restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'comanda-crash-'))
    let server = serve(dataDir)
    await healthy()
    const accepted: { id: number; device: string; secret: string }[] = []
    let stop = false
    const workers = Array.from({ length: 8 }, async (_, w) => {
      for (let n = 0; !stop; n++) {
        const device = `crash-${w}-${n}`
        const response = await fetch(`http://127.0.0.1:${PORT}/api/v4/restaurants/demo-online/order`, { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': `${device}-key` }, body: body(device) }).catch(() => null)
        if (!response) return
        if (response.status === 201) {
          const answer = await response.json()
          accepted.push({ id: answer.order.id, device, secret: answer.device_secret })
        }
      }
    })
    await new Promise((resolve) => setTimeout(resolve, 1500))
    const exited = new Promise((resolve) => server.once('exit', resolve))
    server.kill('SIGKILL')
    stop = true
    await Promise.all(workers)
    await exited
    expect(accepted.length).toBeGreaterThan(10)

    server = serve(dataDir)
    try {
      await healthy()
      // Each device's secret, issued with its order, survived the kill too.
      for (const { id, device, secret } of accepted) {
        const listed = await fetch(`http://127.0.0.1:${PORT}/api/v3/restaurants/demo-online/orders/${device}`, { headers: { 'x-device-id': device, 'x-device-secret': secret } }).then((r) => r.json())
        expect(listed.orders.map((o: { id: number }) => o.id)).toEqual([id])
      }
    } finally {
      server.kill('SIGTERM')
    }
  })
})
