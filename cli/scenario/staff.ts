import { setOrderStatus, setTableSession } from '../../api/staffContracts'
import type { OrderStatus } from '../../domain/orderStatus'
import { callStaff, type StaffAnswer } from '../staffApi'

type StaffOutcome = { ok: true } | { ok: false; message: string }

// with --api the token is the running server's: say where the scenario looked for it
const TOKEN_HINT = ': set STAFF_TOKEN to the token `comanda serve` printed, or DATA_DIR to its --data-dir'
const outcomeOf = (answer: StaffAnswer<unknown>): StaffOutcome =>
  answer.ok ? { ok: true } : { ok: false, message: `the staff endpoint answered ${answer.status} ${answer.message}${answer.status === 401 ? TOKEN_HINT : ''}` }

/** Moves an order as the venue's staff would (the staff status endpoint, DESIGN §7), which broadcasts OrderStateChange. */
export async function moveOrder(input: { apiUrl: string; venue: string; orderId: number; status: OrderStatus; token: string }): Promise<StaffOutcome> {
  return outcomeOf(await callStaff(input.apiUrl, setOrderStatus, { params: { hash: input.venue, id: input.orderId }, body: { status: input.status } }, input.token))
}

/** Opens a table session as the venue's staff would (the staff table endpoint, DESIGN §7). */
export async function openTable(input: { apiUrl: string; venue: string; tableId: number; token: string }): Promise<StaffOutcome> {
  return outcomeOf(await callStaff(input.apiUrl, setTableSession, { params: { hash: input.venue, table_id: input.tableId }, body: { open: true } }, input.token))
}
