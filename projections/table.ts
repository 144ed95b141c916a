import type { Envelope } from '../events/envelope'
import { handling } from './handling'

/** SPEC §3 Cart state uniqueTable, Table session; §4 Table QR. */
export type TableView = {
  uniqueTable: { qr: string; table: { id: number; name: string } | null } | null
  session: { table_id: number; covers: number; cover_cost: number; covered_total_paid: number } | null
  verifiedTableId: number | null
  /** The covers the order in flight charges at its table: once accepted, the session has charged them (SPEC §3 Table session). */
  coversInFlight: { table_id: number; amount: number } | null
  /** The covers this device's last accepted order charged in the session: updating that order (PUT) recharges them in its place. */
  coversCharged: { orderId: number; amount: number } | null
}

export const initial: TableView = { uniqueTable: null, session: null, verifiedTableId: null, coversInFlight: null, coversCharged: null }

export const handled = handling('UniqueTableSet', 'UniqueTableCleared', 'TableSessionVerified', 'OrderSubmitted', 'OrderAccepted', 'OrderSubmissionFailed')

export function evolve(state: TableView, event: Envelope): TableView {
  if (!handled.has(event)) return state
  switch (event.type) {
    case 'UniqueTableSet':
      return { ...initial, uniqueTable: { qr: event.data.qr, table: event.data.table } }
    case 'UniqueTableCleared':
      return initial
    case 'TableSessionVerified':
      return {
        ...state,
        verifiedTableId: event.data.table_id,
        session: event.data.session ? { table_id: event.data.table_id, ...event.data.session } : null,
        // what this device's order charged stays counted while its table's session is open
        coversCharged: event.data.session && state.session?.table_id === event.data.table_id ? state.coversCharged : null,
      }
    case 'OrderSubmitted': {
      const { table_id, cover_cost } = event.data.request.order
      return { ...state, coversInFlight: table_id !== null ? { table_id, amount: cover_cost } : null }
    }
    case 'OrderAccepted': {
      const session = state.session
      const orderId = event.data.order.id
      // an update (PUT) charges the order's covers in place of what it charged before
      const before = state.coversCharged?.orderId === orderId ? state.coversCharged.amount : 0
      const charged = state.coversInFlight !== null && session !== null && state.coversInFlight.table_id === session.table_id ? state.coversInFlight.amount : 0
      if (session === null || (before === 0 && charged === 0)) return state.coversInFlight === null ? state : { ...state, coversInFlight: null }
      return {
        ...state,
        session: { ...session, cover_cost: session.cover_cost - before + charged },
        coversInFlight: null,
        coversCharged: charged > 0 ? { orderId, amount: charged } : null,
      }
    }
    case 'OrderSubmissionFailed':
      return event.data.definitive && state.coversInFlight !== null ? { ...state, coversInFlight: null } : state
  }
}
