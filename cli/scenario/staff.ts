import { setOrderStatus, setTableSession } from '../../api/staffContracts'
import type { OrderStatus } from '../../domain/orderStatus'
import { callStaff, type StaffAnswer } from '../staffApi'

type StaffOutcome = { ok: true } | { ok: false; message: string }

const outcomeOf = (answer: StaffAnswer<unknown>): StaffOutcome => (answer.ok ? { ok: true } : { ok: false, message: `the staff endpoint answered ${answer.status} ${answer.message}` })

/** Moves an order as the venue's staff would (the staff status endpoint, DESIGN §7), which broadcasts OrderStateChange. */
export async function moveOrder(input: { apiUrl: string; venue: string; orderId: number; status: OrderStatus; token: string }): Promise<StaffOutcome> {
  return outcomeOf(await callStaff(input.apiUrl, setOrderStatus, { params: { hash: input.venue, id: input.orderId }, body: { status: input.status } }, input.token))
}

/** Opens a table session as the venue's staff would (the staff table endpoint, DESIGN §7). */
export async function openTable(input: { apiUrl: string; venue: string; tableId: number; token: string }): Promise<StaffOutcome> {
  return outcomeOf(await callStaff(input.apiUrl, setTableSession, { params: { hash: input.venue, table_id: input.tableId }, body: { open: true } }, input.token))
}
