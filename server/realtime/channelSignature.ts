import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Pusher channel authorisation: `{key}:{HMAC-SHA256(secret, "{socket_id}:{channel}")}`, what the
 * auth route hands a device and what the websocket endpoint checks on `pusher:subscribe`.
 */
export function channelAuth(key: string, secret: string, socketId: string, channel: string, channelData?: string): string {
  return `${key}:${hmacHex(secret, channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`)}`
}

/** A presence channel's signature also covers its `channel_data` (who the member is), so a client cannot claim another member's id. */
export function isValidChannelAuth(key: string, secret: string, socketId: string, channel: string, auth: unknown, channelData?: string): boolean {
  return typeof auth === 'string' && sameText(auth, channelAuth(key, secret, socketId, channel, channelData))
}

export function hmacHex(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text, 'utf8').digest('hex')
}

/** Constant-time comparison of two strings (false when the lengths differ). */
export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8')
  const right = Buffer.from(b, 'utf8')
  return left.length === right.length && timingSafeEqual(left, right)
}
