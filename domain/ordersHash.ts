import type { ServerOrder } from './order'

/**
 * SPEC §4 Order submit: "a changed list hash triggers a notification". The hash covers what a
 * guest would notice (which orders, their status and payment), as FNV-1a 32-bit in hex.
 */
export function ordersHash(orders: readonly ServerOrder[]): string {
  let hash = 0x811c9dc5
  const text = orders
    .map((order) => `${order.id}:${order.status}:${order.payment_result ?? '-'}:${order.payment_method ?? '-'}:${order.total_cost}`)
    .sort()
    .join('|')
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(16).padStart(8, '0')
}
