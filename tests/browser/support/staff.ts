// What the venue's staff do during the browser tests, through the reference server's staff
// endpoints (DESIGN §7) with the staff token the test servers are started with (new each run).
import { randomBytes } from 'node:crypto'
import { expect } from 'vitest'

export const STAFF_TOKEN = randomBytes(32).toString('base64url')

async function staffPost(origin: string, path: string, body: unknown): Promise<void> {
  const response = await fetch(`${origin}/api/staff/restaurants/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${STAFF_TOKEN}` },
    body: JSON.stringify(body),
  })
  expect(response.status).toBe(200)
}

/** Moves an order's status (broadcasts OrderStateChange). */
export function setOrderStatus(origin: string, hash: string, orderId: number, status: string): Promise<void> {
  return staffPost(origin, `${hash}/orders/${orderId}/status`, { status })
}

/** Opens a table's session (manual table opening). */
export function openTable(origin: string, hash: string, tableId: number): Promise<void> {
  return staffPost(origin, `${hash}/tables/${tableId}/session`, { open: true })
}
