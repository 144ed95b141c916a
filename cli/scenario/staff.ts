import type { OrderStatus } from '../../domain/orderStatus'
import { postStaff } from '../staffApi'

type StaffOutcome = { ok: true } | { ok: false; message: string }

async function staffPost(apiUrl: string, path: string, body: unknown, token: string): Promise<StaffOutcome> {
  const answer = await postStaff(apiUrl, path, body, token)
  return answer.ok ? { ok: true } : { ok: false, message: `the staff endpoint answered ${answer.status} ${answer.message}` }
}

/** Moves an order as the venue's staff would (the staff status endpoint, DESIGN §7), which broadcasts OrderStateChange. */
export function moveOrder(input: { apiUrl: string; venue: string; orderId: number; status: OrderStatus; token: string }): Promise<StaffOutcome> {
  return staffPost(input.apiUrl, `${encodeURIComponent(input.venue)}/orders/${input.orderId}/status`, { status: input.status }, input.token)
}

/** Opens a table session as the venue's staff would (the staff table endpoint, DESIGN §7). */
export function openTable(input: { apiUrl: string; venue: string; tableId: number; token: string }): Promise<StaffOutcome> {
  return staffPost(input.apiUrl, `${encodeURIComponent(input.venue)}/tables/${input.tableId}/session`, { open: true }, input.token)
}
