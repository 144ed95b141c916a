import type { OrderStatus } from '../../domain/orderStatus'

/** The staff token scenarios use: STAFF_TOKEN, else the reference server's demo token. */
export function staffToken(): string {
  return process.env.STAFF_TOKEN ?? 'demo-staff-token'
}

/** Moves an order as the venue's staff would (the staff status endpoint, DESIGN §7), which broadcasts OrderStateChange. */
export async function moveOrder(input: { apiUrl: string; venue: string; orderId: number; status: OrderStatus; token: string }): Promise<{ ok: true } | { ok: false; message: string }> {
  const response = await fetch(new URL(`/api/staff/restaurants/${encodeURIComponent(input.venue)}/orders/${input.orderId}/status`, input.apiUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${input.token}` },
    body: JSON.stringify({ status: input.status }),
  })
  if (response.ok) return { ok: true }
  const body = (await response.json().catch(() => ({}))) as { message?: string }
  return { ok: false, message: `the staff endpoint answered ${response.status} ${body.message ?? ''}`.trim() }
}
