import { execFileSync } from 'node:child_process'
import { createHmac } from 'node:crypto'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { configFromEnv } from '../../server/config'
import { Agent } from 'node:https'
import { startServer } from '../../server/main'
import { PusherOrderEvents } from '../../server/realtime/pusherPublisher'

function nextMessage(socket: WebSocket): Promise<{ event: string; data?: string; channel?: string }> {
  return new Promise((resolve, reject) => {
    socket.once('message', (data) => resolve(JSON.parse(String(data))))
    socket.once('error', reject)
  })
}

describe('SPEC §7 Realtime: a secure websocket when a certificate is configured', () => {
  it('with TLS_CERT_FILE and TLS_KEY_FILE the embedded endpoint speaks wss (plain ws is refused) and order changes are published to it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'comanda-tls-'))
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=comanda.example', '-days', '1', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')], { stdio: 'ignore' })
    const config = configFromEnv({ PORT: '0', REALTIME_PORT: '0', DATA_DIR: dir, TLS_CERT_FILE: join(dir, 'cert.pem'), TLS_KEY_FILE: join(dir, 'key.pem') })
    const server = await startServer(config)
    try {
      const port = server.realtimePort!
      const socket = new WebSocket(`wss://127.0.0.1:${port}/app/${config.realtime.key}?protocol=7`, { rejectUnauthorized: false })
      const established = await nextMessage(socket)
      expect(established.event).toBe('pusher:connection_established')
      const socketId = (JSON.parse(established.data!) as { socket_id: string }).socket_id
      const channel = 'private-restaurant.5.tls-device'
      const auth = `${config.realtime.key}:${createHmac('sha256', config.realtime.secret).update(`${socketId}:${channel}`).digest('hex')}`
      socket.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth } }))
      expect((await nextMessage(socket)).event).toBe('pusher_internal:subscription_succeeded')

      const failures: string[] = []
      // an outside publisher (the official pusher library) over TLS: its agent trusts exactly the endpoint's certificate
      const agent = new Agent({ ca: readFileSync(join(dir, 'cert.pem'), 'utf8'), checkServerIdentity: () => undefined })
      const publisher = new PusherOrderEvents({ ...config.realtime, port, useTls: true }, (message) => failures.push(message), agent)
      const delivered = nextMessage(socket)
      await publisher.orderStateChanged({ rid: 5, deviceId: 'tls-device', orderid: 1, restaurantorderid: 1, status: 'ready' })
      expect(failures).toEqual([])
      expect(await delivered).toMatchObject({ event: 'OrderStateChange', channel })
      socket.close()

      const plain = new WebSocket(`ws://127.0.0.1:${port}/app/${config.realtime.key}?protocol=7`)
      await expect(new Promise((resolve, reject) => (plain.once('open', resolve), plain.once('error', reject), plain.once('close', reject)))).rejects.toBeDefined()
    } finally {
      await server.close()
    }
  })
})
