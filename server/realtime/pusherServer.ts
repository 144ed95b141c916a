import { createServer, type IncomingMessage, type RequestListener } from 'node:http'
import { createServer as createTlsServer } from 'node:https'
import type { Duplex } from 'node:stream'
import { WebSocketServer, type WebSocket } from 'ws'
import type { ServerConfig } from '../config'
import { ChannelHub } from './channelHub'
import { clientAddresses, clientGroup, type ClientAddresses } from '../clientAddress'
import { capConnectionsPerAddress, OpenPerClient } from '../connectionCap'
import { PusherConnection } from './pusherConnection'
import { serveHttpApi } from './pusherHttpApi'
import { requestUrl } from './requestUrl'
import { CloseCode, SUPPORTED_PROTOCOLS, serverMessage } from './pusherProtocol'

export type RealtimeSettings = Pick<ServerConfig['realtime'], 'port' | 'appId' | 'key' | 'secret'>

export type PusherServerOptions = {
  /** Where to listen; 127.0.0.1 unless told otherwise, like the API itself. */
  listenHost?: string
  activityTimeoutSeconds?: number
  /** Larger websocket messages close the socket (1009): clients only send small control messages. */
  maxMessageBytes?: number
  maxConnections?: number
  /** One client's websockets (an IPv6 /64 counts as one): one client opening 10,000 took every place and the app's own got 503. A venue's Wi-Fi carries many phones, each with one or two. */
  maxConnectionsPerAddress?: number
  /** A websocket with no channel this long after it opened is closed: it holds a place and listens to nothing. */
  subscribeWithinSeconds?: number
  /** Who a connection comes from (X-Forwarded-For believed only from the proxies TRUST_PROXY names). */
  addresses?: ClientAddresses
  maxChannelsPerConnection?: number
  /** PEM certificate and key: the endpoint then speaks wss/https (SPEC §7 "secure websocket"). */
  tls?: { cert: string; key: string }
}

/** `publish` hands an event to this endpoint's subscribers in process, as the HTTP events API would. */
export type PusherServer = { port: number; publish(channel: string, event: string, data: unknown): void; close(): Promise<void> }

const APP_PATH = /^\/app\/([^/]+)$/

/**
 * The embedded Pusher-protocol endpoint of DESIGN §7 on one port: the websocket at `/app/{key}`
 * that pusher-js and Laravel Echo connect to, and the HTTP events API the official `pusher`
 * library publishes through. Port 0 picks any free port.
 */
export async function startPusherServer(config: RealtimeSettings, allowedOrigins: readonly string[], options: PusherServerOptions = {}): Promise<PusherServer> {
  const activityTimeoutSeconds = options.activityTimeoutSeconds ?? 120
  const maxConnections = options.maxConnections ?? 10_000
  const maxPerAddress = options.maxConnectionsPerAddress ?? 500
  const subscribeWithinMs = (options.subscribeWithinSeconds ?? 60) * 1000
  const addresses = options.addresses ?? clientAddresses([])
  const perAddress = new OpenPerClient()
  const limits = { activityTimeoutSeconds, maxChannelsPerConnection: options.maxChannelsPerConnection ?? 100, maxBufferedBytes: 1024 * 1024 }
  const hub = new ChannelHub()
  const connections = new Set<PusherConnection>()

  const handle: RequestListener = (request, response) => {
    serveHttpApi(request, response, hub, config).catch(() => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ error: 'Internal error' }))
    })
  }
  const server = options.tls ? createTlsServer({ cert: options.tls.cert, key: options.tls.key }, handle) : createServer(handle)
  server.on('clientError', (_error, socket) => socket.destroy())
  // connections that never upgrade hold a place as well; the websockets' own limit (a 429 the client
  // reads) comes first, this one bounds the rest
  capConnectionsPerAddress(server, 2 * maxPerAddress, addresses.isTrustedProxy)
  const wss = new WebSocketServer({ noServer: true, maxPayload: options.maxMessageBytes ?? 10 * 1024 })

  const accept = (socket: WebSocket, url: URL, key: string, address: string) => {
    const protocol = Number(url.searchParams.get('protocol'))
    if (key !== config.key) return refuseConnection(socket, 'App key does not exist', CloseCode.appDoesNotExist)
    if (!SUPPORTED_PROTOCOLS.includes(protocol)) return refuseConnection(socket, `Unsupported protocol version (use ${SUPPORTED_PROTOCOLS.join(', ')})`, CloseCode.unsupportedProtocol)
    const connection = new PusherConnection(socket, hub, config, limits)
    connections.add(connection)
    perAddress.opened(address)
    socket.on('close', () => {
      connections.delete(connection)
      perAddress.closed(address)
    })
  }

  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy())
    const url = requestUrl(request)
    const path = url && APP_PATH.exec(url.pathname)
    if (!url || !path) return refuseUpgrade(socket, 404, 'Not Found')
    const origin = request.headers.origin
    // Browsers always send Origin; a client without one is not a browser page and could claim any.
    if (origin !== undefined && !allowedOrigins.includes(origin)) return refuseUpgrade(socket, 403, 'Forbidden')
    if (connections.size >= maxConnections) return refuseUpgrade(socket, 503, 'Service Unavailable')
    const forwarded = addresses.of(request)
    const address = clientGroup(forwarded)
    // a proxy TRUST_PROXY names that forwards no address of its own carries many clients
    if (!addresses.isTrustedProxy(forwarded) && perAddress.count(address) >= maxPerAddress) return refuseUpgrade(socket, 429, 'Too Many Requests')
    wss.handleUpgrade(request, socket, head, (ws) => accept(ws, url, path[1]!, address))
  })

  // Pusher clients ping after a quiet activity timeout; browsers also answer websocket pings.
  const sweep = setInterval(() => {
    const now = Date.now()
    for (const connection of connections) {
      if (connection.idleFor(now) > (activityTimeoutSeconds + 30) * 1000 || connection.listensToNothingFor(now) > subscribeWithinMs) connection.terminate()
      else connection.ping()
    }
  }, Math.min(activityTimeoutSeconds * 1000, subscribeWithinMs) / 2)
  sweep.unref()

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(config.port, options.listenHost ?? '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  const address = server.address()
  const port = typeof address === 'object' && address !== null ? address.port : config.port

  return {
    port,
    publish(channel, event, data) {
      hub.publish(channel, serverMessage.event(channel, event, JSON.stringify(data)))
    },
    async close() {
      clearInterval(sweep)
      for (const connection of connections) connection.terminate()
      connections.clear()
      await new Promise<void>((resolve) => wss.close(() => resolve()))
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

function refuseConnection(socket: WebSocket, message: string, code: number) {
  socket.on('error', () => socket.terminate())
  socket.send(serverMessage.error(message, code))
  socket.close(code, message)
}

function refuseUpgrade(socket: Duplex, status: number, reason: string) {
  socket.once('finish', () => socket.destroy())
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`)
}
