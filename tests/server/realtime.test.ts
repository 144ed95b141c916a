import type { FastifyInstance } from 'fastify'
import Echo from 'laravel-echo'
import Pusher from 'pusher'
import PusherJs, { type Channel } from 'pusher-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { buildApp } from '../../server/app'
import { configFromEnv, type ServerConfig } from '../../server/config'
import type { Db } from '../../server/db/connect'
import { openTestDatabase } from '../support/database'
import { issueDeviceSecret } from '../../server/devices'
import type { ServerDeps } from '../../server/deps'
import { PusherOrderEvents } from '../../server/realtime/pusherPublisher'
import { startPusherServer, type PusherServer } from '../../server/realtime/pusherServer'

const APP_ORIGIN = 'http://localhost:5173'
/** The secrets the server issued to the two test devices at their first order (DESIGN §7 trust). */
const SECRETS = { 'dev-a': '', 'dev-b': '' }

let realtimeServer: PusherServer
let db: Db
let app: FastifyInstance
let realtime: ServerConfig['realtime']
const publishFailures: string[] = []
let publisher: PusherOrderEvents
const openClients: { disconnect(): void }[] = []
const openSockets: WebSocket[] = []

beforeAll(async () => {
  const base = configFromEnv({ PUBLIC_URL: APP_ORIGIN })
  realtimeServer = await startPusherServer({ ...base.realtime, port: 0 }, base.allowedOrigins)
  realtime = { ...base.realtime, port: realtimeServer.port }
  db = await openTestDatabase()
  for (const device of ['dev-a', 'dev-b'] as const) SECRETS[device] = (await issueDeviceSecret(db.db, device, null, Date.now()))!
  publisher = new PusherOrderEvents(realtime, (message) => publishFailures.push(message))
  const deps: ServerDeps = { db: db.db, venues: { get: async () => null }, events: publisher, clock: () => Date.now(), config: { ...base, realtime } }
  app = await buildApp(deps)
  await app.ready()
})

afterAll(async () => {
  for (const client of openClients) client.disconnect()
  for (const socket of openSockets) socket.terminate()
  await app?.close()
  await db?.close()
  await realtimeServer?.close()
})

function authorise(body: Record<string, string>, form = false) {
  return app.inject({
    method: 'POST',
    url: '/api/broadcasting/auth',
    ...(form
      ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(body).toString() }
      : { payload: body }),
  })
}

/** A pusher-js client (Node build) that authorises private channels through the auth route. */
function pusherClient(deviceId: string, deviceSecret: string): PusherJs {
  const client = new PusherJs(realtime.key, {
    cluster: 'mt1',
    wsHost: '127.0.0.1',
    wsPort: realtimeServer.port,
    forceTLS: false,
    enabledTransports: ['ws'],
    channelAuthorization: {
      customHandler: ({ socketId, channelName }, callback) => {
        authorise({ socket_id: socketId, channel_name: channelName, device_id: deviceId, device_secret: deviceSecret }, true).then(
          (response) => (response.statusCode === 200 ? callback(null, response.json()) : callback(new Error(`${response.statusCode} ${response.json().message}`), null)),
          (error: Error) => callback(error, null),
        )
      },
    },
  })
  openClients.push(client)
  return client
}

function subscribed(channel: Channel): Promise<void> {
  return new Promise((resolve, reject) => {
    channel.bind('pusher:subscription_succeeded', () => resolve())
    channel.bind('pusher:subscription_error', (error: unknown) => reject(new Error(`subscription failed: ${JSON.stringify(error)}`)))
  })
}

/** A raw websocket reading the server's frames in order. */
async function rawSocket(options: { origin?: string; path?: string } = {}) {
  const socket = new WebSocket(`ws://127.0.0.1:${realtimeServer.port}${options.path ?? `/app/${realtime.key}?protocol=7&client=js&version=8.6.0`}`, options.origin ? { origin: options.origin } : {})
  openSockets.push(socket)
  const received: Record<string, unknown>[] = []
  const waiting: ((message: Record<string, unknown>) => void)[] = []
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as Record<string, unknown>
    const waiter = waiting.shift()
    if (waiter) waiter(message)
    else received.push(message)
  })
  const next = () => new Promise<Record<string, unknown>>((resolve) => (received.length > 0 ? resolve(received.shift()!) : waiting.push(resolve)))
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)))
  return { socket, next, closed }
}

describe('realtime: the embedded Pusher endpoint, the publisher and channel authorisation (DESIGN §7)', () => {
  it('pusher-js on a device receives OrderStateChange published through the official pusher library', async () => {
    const client = pusherClient('dev-a', SECRETS['dev-a'])
    const channel = client.subscribe('private-restaurant.1.dev-a')
    await subscribed(channel)
    const received = new Promise((resolve) => channel.bind('OrderStateChange', resolve))

    await publisher.orderStateChanged({ rid: 1, deviceId: 'dev-a', orderid: 7, restaurantorderid: 42, status: 'accepted' })

    expect(await received).toEqual({ orderid: 7, restaurantorderid: 42 })
    client.disconnect()
  })

  it('Laravel Echo listening on .OrderStateChange of its private order channel receives it too', async () => {
    const client = pusherClient('dev-b', SECRETS['dev-b'])
    const echo = new Echo({ broadcaster: 'pusher', client, key: realtime.key })
    const received = new Promise((resolve) => {
      const channel = echo.private('restaurant.1.dev-b')
      channel.subscribed(() => void publisher.orderStateChanged({ rid: 1, deviceId: 'dev-b', orderid: 8, restaurantorderid: 43, status: 'ready' }))
      channel.listen('.OrderStateChange', resolve)
    })

    expect(await received).toEqual({ orderid: 8, restaurantorderid: 43 })
    echo.disconnect()
  })

  it("signs only the device's own order channel: another device's channel is 403", async () => {
    const mine = await authorise({ socket_id: '123.456', channel_name: 'private-restaurant.1.dev-a', device_id: 'dev-a', device_secret: SECRETS['dev-a'] })
    expect(mine.statusCode).toBe(200)
    expect(mine.json().auth).toMatch(new RegExp(`^${realtime.key}:[0-9a-f]{64}$`))

    const theirs = await authorise({ socket_id: '123.456', channel_name: 'private-restaurant.1.dev-b', device_id: 'dev-a', device_secret: SECRETS['dev-a'] })
    expect(theirs.statusCode).toBe(403)
    expect(theirs.json().message).toMatch(/its own order channel/)

    const other = await authorise({ socket_id: '123.456', channel_name: 'private-staff', device_id: 'dev-a', device_secret: SECRETS['dev-a'] })
    expect(other.statusCode).toBe(403)
  })

  it('a wrong secret for a known device is 403; a secret equal to the device id is refused', async () => {
    const again = await authorise({ socket_id: '1.3', channel_name: 'private-restaurant.1.dev-a', device_id: 'dev-a', device_secret: SECRETS['dev-a'] })
    expect(again.statusCode).toBe(200)

    const impostor = await authorise({ socket_id: '1.2', channel_name: 'private-restaurant.1.dev-a', device_id: 'dev-a', device_secret: 'guessed-secret-of-dev-a-00' })
    expect(impostor.statusCode).toBe(403)
    expect(impostor.json().message).toMatch(/not the one the server gave/)

    const lazy = await authorise({ socket_id: '1.2', channel_name: 'private-restaurant.3.device-id-as-secret', device_id: 'device-id-as-secret', device_secret: 'device-id-as-secret' })
    expect(lazy.statusCode).toBe(422)
    const missing = await authorise({ socket_id: '1.2', channel_name: 'private-restaurant.3.dev-d' })
    expect(missing.statusCode).toBe(422)
  })

  it('pusher-js cannot subscribe to a channel it was refused, and a forged auth is refused by the endpoint', async () => {
    const client = pusherClient('dev-a', SECRETS['dev-a'])
    await expect(subscribed(client.subscribe('private-restaurant.1.dev-b'))).rejects.toThrow(/subscription failed/)
    client.disconnect()

    const { socket, next } = await rawSocket()
    const established = await next()
    const { socket_id } = JSON.parse(established.data as string) as { socket_id: string }
    socket.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'private-restaurant.1.dev-b', auth: `${realtime.key}:${'0'.repeat(64)}` } }))
    expect(await next()).toMatchObject({ event: 'pusher:subscription_error', channel: 'private-restaurant.1.dev-b', data: { status: 401 } })
    const signed = await authorise({ socket_id, channel_name: 'private-restaurant.1.dev-a', device_id: 'dev-a', device_secret: SECRETS['dev-a'] })
    socket.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'private-restaurant.1.dev-a', auth: signed.json().auth } }))
    expect(await next()).toMatchObject({ event: 'pusher_internal:subscription_succeeded', channel: 'private-restaurant.1.dev-a' })
    socket.terminate()
  })

  it('refuses HTTP API calls with a bad signature (401), and the publisher logs instead of throwing', async () => {
    const forger = new Pusher({ appId: realtime.appId, key: realtime.key, secret: 'not-the-secret', host: '127.0.0.1', port: String(realtimeServer.port), useTLS: false })
    await expect(forger.trigger('private-restaurant.1.dev-a', 'OrderStateChange', { orderid: 1 })).rejects.toMatchObject({ status: 401 })

    const query = `auth_key=${realtime.key}&auth_timestamp=${Math.floor(Date.now() / 1000)}&auth_version=1.0&auth_signature=${'f'.repeat(64)}`
    const unsigned = await fetch(`http://127.0.0.1:${realtimeServer.port}/apps/${realtime.appId}/events?${query}`, { method: 'POST', body: '{"name":"x","data":"{}","channels":["a"]}' })
    expect(unsigned.status).toBe(401)

    const failures = publishFailures.length
    const misconfigured = new PusherOrderEvents({ ...realtime, secret: 'wrong' }, (message) => publishFailures.push(message))
    await expect(misconfigured.orderStateChanged({ rid: 1, deviceId: 'dev-a', orderid: 1, restaurantorderid: 1, status: 'accepted' })).resolves.toBeUndefined()
    expect(publishFailures.length).toBe(failures + 1)
  })

  it('refuses a websocket from a foreign Origin and accepts the app origin', async () => {
    const foreign = await rawSocket({ origin: 'https://evil.example' })
    const status = await new Promise<number>((resolve) => {
      foreign.socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0))
      foreign.socket.on('error', () => resolve(-1))
    })
    expect(status).toBe(403)

    const own = await rawSocket({ origin: APP_ORIGIN })
    expect(await own.next()).toMatchObject({ event: 'pusher:connection_established' })
    own.socket.terminate()
  })

  it('without PUBLIC_URL, the app opened at the address `comanda serve` prints (127.0.0.1) or at localhost follows its orders; another port does not', async () => {
    const served = configFromEnv({ PORT: '8291' })
    const local = await startPusherServer({ ...served.realtime, port: 0 }, served.allowedOrigins)
    const handshake = (origin: string) =>
      new Promise<number>((resolve) => {
        const socket = new WebSocket(`ws://127.0.0.1:${local.port}/app/${served.realtime.key}?protocol=7&client=js&version=8.6.0`, { origin })
        socket.on('upgrade', () => {
          socket.terminate()
          resolve(101)
        })
        socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0))
        socket.on('error', () => resolve(-1))
      })
    try {
      expect(await handshake('http://127.0.0.1:8291')).toBe(101)
      expect(await handshake('http://localhost:8291')).toBe(101)
      expect(await handshake('http://127.0.0.1:9999')).toBe(403)
    } finally {
      await local.close()
    }
  })

  it('one address holds at most its share of websockets, another address still connects, and a socket that listens to nothing is closed (security helper: 10,000 sockets from one client, the app\'s own got 503)', async () => {
    const served = configFromEnv({ PUBLIC_URL: APP_ORIGIN })
    const local = await startPusherServer({ ...served.realtime, port: 0 }, served.allowedOrigins, { maxConnectionsPerAddress: 3, subscribeWithinSeconds: 1 })
    const sockets: WebSocket[] = []
    const open = (from: string) =>
      new Promise<number>((resolve) => {
        const socket = new WebSocket(`ws://127.0.0.1:${local.port}/app/${served.realtime.key}?protocol=7&client=js&version=8.6.0`, { localAddress: from })
        sockets.push(socket)
        socket.on('upgrade', () => resolve(101))
        socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0))
        socket.on('error', () => resolve(-1))
      })
    try {
      const statuses = []
      for (let i = 0; i < 4; i++) statuses.push(await open('127.0.0.1'))
      expect(statuses).toEqual([101, 101, 101, 429])
      expect(await open('127.0.0.2')).toBe(101)
      // the first listens to a channel; the others never subscribe and are closed after a second
      const listening = sockets[0]!
      listening.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'public-news' } }))
      const closedAt = (socket: WebSocket) => new Promise<number>((resolve) => (socket.readyState === WebSocket.CLOSED ? resolve(0) : socket.on('close', () => resolve(Date.now()))))
      await Promise.all([closedAt(sockets[1]!), closedAt(sockets[2]!), closedAt(sockets[4]!)])
      expect(listening.readyState).toBe(WebSocket.OPEN)
      // the places they held are free again
      expect(await open('127.0.0.1')).toBe(101)
    } finally {
      for (const socket of sockets) socket.terminate()
      await local.close()
    }
  })

  it('answers garbage frames with pusher:error and keeps the socket working', async () => {
    const { socket, next } = await rawSocket()
    expect(await next()).toMatchObject({ event: 'pusher:connection_established' })
    for (const garbage of ['not json', '[]', 'null', '{"event":42}', '{"event":"pusher:subscribe","data":{"channel":"no spaces allowed"}}', '{"event":"whatever"}']) {
      socket.send(garbage)
      expect(await next()).toMatchObject({ event: 'pusher:error' })
    }
    socket.send(Buffer.from([0, 159, 146, 150]), { binary: true })
    expect(await next()).toMatchObject({ event: 'pusher:error' })

    socket.send(JSON.stringify({ event: 'pusher:ping', data: {} }))
    expect(await next()).toMatchObject({ event: 'pusher:pong' })
    socket.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'public-news' } }))
    expect(await next()).toMatchObject({ event: 'pusher_internal:subscription_succeeded', channel: 'public-news' })
    const signed = new Pusher({ appId: realtime.appId, key: realtime.key, secret: realtime.secret, host: '127.0.0.1', port: String(realtimeServer.port), useTLS: false })
    await signed.trigger('public-news', 'Hello', { n: 1 })
    expect(await next()).toEqual({ event: 'Hello', channel: 'public-news', data: '{"n":1}' })
    socket.send(JSON.stringify({ event: 'pusher:unsubscribe', data: { channel: 'public-news' } }))
    socket.send(JSON.stringify({ event: 'pusher:ping', data: {} }))
    expect(await next()).toMatchObject({ event: 'pusher:pong' })
    await signed.trigger('public-news', 'Hello', { n: 2 })
    socket.send(JSON.stringify({ event: 'pusher:ping', data: {} }))
    expect(await next()).toMatchObject({ event: 'pusher:pong' }) // not the Hello it no longer listens to
    socket.terminate()
  })

  it('closes sockets that send oversized messages, and refuses an unknown app key', async () => {
    const big = await rawSocket()
    await big.next()
    big.socket.send('x'.repeat(64 * 1024))
    expect(await big.closed).toBe(1009)

    const stranger = await rawSocket({ path: '/app/someone-else?protocol=7' })
    expect(await stranger.next()).toMatchObject({ event: 'pusher:error', data: { code: 4001 } })
    expect(await stranger.closed).toBe(4001)
  })
})
