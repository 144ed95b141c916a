import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Pusher channel authorisation: `{key}:{HMAC-SHA256(secret, "{socket_id}:{channel}")}`, what the
 * auth route hands a device and what the websocket endpoint checks on `pusher:subscribe`.
 */
export function channelAuth(key: string, secret: string, socketId: string, channel: string): string {
  return `${key}:${hmacHex(secret, `${socketId}:${channel}`)}`
}

export function isValidChannelAuth(key: string, secret: string, socketId: string, channel: string, auth: unknown): boolean {
  return typeof auth === 'string' && sameText(auth, channelAuth(key, secret, socketId, channel))
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
