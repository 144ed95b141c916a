import { randomInt } from 'node:crypto'
import WebSocket from 'ws'
import type { ChannelHub, Subscriber } from './channelHub'
import { isValidChannelAuth } from './channelSignature'
import { parseClientMessage, serverMessage } from './pusherProtocol'

export type ConnectionLimits = {
  activityTimeoutSeconds: number
  maxChannelsPerConnection: number
  /** A client that lets more than this pile up unread is cut off rather than buffered forever. */
  maxBufferedBytes: number
}

/** One websocket speaking the Pusher protocol: subscriptions, pings, and errors for anything else. */
export class PusherConnection implements Subscriber {
  readonly socketId = `${randomInt(1, 2 ** 40)}.${randomInt(1, 2 ** 40)}`
  private readonly channels = new Set<string>()
  private lastSeenAt = Date.now()
  /** Since when the connection has had no channel (its opening, or its last channel left); null while it has one. */
  private withoutChannelSince: number | null = Date.now()

  constructor(
    private readonly socket: WebSocket,
    private readonly hub: ChannelHub,
    private readonly app: { key: string; secret: string },
    private readonly limits: ConnectionLimits,
  ) {
    socket.on('message', (data, isBinary) => this.receive(data, isBinary))
    socket.on('pong', () => (this.lastSeenAt = Date.now()))
    socket.on('close', () => this.leaveAll())
    // Invalid frames and oversized messages: ws reports them here and closes the socket itself.
    socket.on('error', () => socket.terminate())
    this.send(serverMessage.connectionEstablished(this.socketId, limits.activityTimeoutSeconds))
  }

  send(text: string): void {
    if (this.socket.readyState !== WebSocket.OPEN) return
    if (this.socket.bufferedAmount > this.limits.maxBufferedBytes) return void this.socket.terminate()
    this.socket.send(text)
  }

  idleFor(now: number): number {
    return now - this.lastSeenAt
  }

  listensToNothingFor(now: number): number {
    return this.withoutChannelSince === null ? 0 : now - this.withoutChannelSince
  }

  /** A websocket-level ping: browsers answer it on their own, which counts as activity. */
  ping(): void {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.ping()
  }

  terminate(): void {
    this.socket.terminate()
  }

  private receive(data: WebSocket.RawData, isBinary: boolean): void {
    this.lastSeenAt = Date.now()
    if (isBinary) return this.send(serverMessage.error('Binary frames are not supported'))
    const message = parseClientMessage(rawText(data))
    if ('error' in message) return this.send(serverMessage.error(message.error))
    switch (message.event) {
      case 'pusher:ping':
        return this.send(serverMessage.pong())
      case 'pusher:pong':
        return
      case 'pusher:subscribe':
        return this.subscribe(message.channel, message.auth, message.channelData)
      case 'pusher:unsubscribe':
        return this.leave(message.channel)
      case 'client':
        return this.send(serverMessage.error(`Client events are not enabled (${message.name.slice(0, 64)})`))
    }
  }

  private subscribe(channel: string, auth: unknown, channelData: unknown): void {
    if (channel.startsWith('private-encrypted-')) {
      return this.send(serverMessage.subscriptionError(channel, 'Encrypted channels are not supported here', 400))
    }
    const presence = channel.startsWith('presence-')
    if (presence && typeof channelData !== 'string') return this.send(serverMessage.subscriptionError(channel, 'A presence channel needs the channel_data its authorisation signed', 401))
    const signed = presence ? (channelData as string) : undefined
    if ((presence || channel.startsWith('private-')) && !isValidChannelAuth(this.app.key, this.app.secret, this.socketId, channel, auth, signed)) {
      return this.send(serverMessage.subscriptionError(channel, 'Invalid signature: this connection is not authorised for the channel', 401))
    }
    if (!this.channels.has(channel) && this.channels.size >= this.limits.maxChannelsPerConnection) {
      return this.send(serverMessage.subscriptionError(channel, `At most ${this.limits.maxChannelsPerConnection} channels per connection`, 429))
    }
    if (!presence) {
      this.listensTo(channel)
      this.hub.subscribe(channel, this)
      return this.send(serverMessage.subscriptionSucceeded(channel))
    }
    const member = presenceMember(signed!)
    if (member === null) return this.send(serverMessage.subscriptionError(channel, 'channel_data must be JSON with a user_id', 400))
    this.listensTo(channel)
    const first = this.hub.joinPresence(channel, this, member.userId, member.info)
    this.send(serverMessage.presenceSucceeded(channel, this.hub.members(channel)))
    if (first) this.hub.publish(channel, serverMessage.memberAdded(channel, member.userId, member.info), this.socketId)
  }

  private listensTo(channel: string): void {
    this.channels.add(channel)
    this.withoutChannelSince = null
  }

  private leave(channel: string): void {
    if (!this.channels.delete(channel)) return
    if (this.channels.size === 0) this.withoutChannelSince = Date.now()
    if (!channel.startsWith('presence-')) return this.hub.unsubscribe(channel, this)
    const gone = this.hub.leavePresence(channel, this)
    if (gone !== null) this.hub.publish(channel, serverMessage.memberRemoved(channel, gone))
  }

  private leaveAll(): void {
    for (const channel of [...this.channels]) this.leave(channel)
  }
}

/** Who a presence subscriber is, from the channel_data its authorisation signed. */
function presenceMember(channelData: string): { userId: string; info: unknown } | null {
  try {
    const data = JSON.parse(channelData) as { user_id?: unknown; user_info?: unknown }
    if (typeof data.user_id !== 'string' && typeof data.user_id !== 'number') return null
    return { userId: String(data.user_id), info: data.user_info ?? null }
  } catch {
    return null
  }
}

function rawText(data: WebSocket.RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8')
  if (Buffer.isBuffer(data)) return data.toString('utf8')
  return Buffer.from(data).toString('utf8')
}
