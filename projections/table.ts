import type { Envelope } from '../events/envelope'

/** SPEC §3 Cart state uniqueTable, Table session; §4 Table QR. */
export type TableView = {
  uniqueTable: { qr: string; table: { id: number; name: string } | null } | null
  session: { table_id: number; covers: number; cover_cost: number; covered_total_paid: number } | null
  verifiedTableId: number | null
  /** The covers the order in flight charges at its table: once accepted, the session has charged them (SPEC §3 Table session). */
  coversInFlight: { table_id: number; amount: number } | null
}

export const initial: TableView = { uniqueTable: null, session: null, verifiedTableId: null, coversInFlight: null }

export function evolve(state: TableView, event: Envelope): TableView {
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
      }
    case 'OrderSubmitted': {
      const { table_id, cover_cost } = event.data.request.order
      return { ...state, coversInFlight: table_id !== null && cover_cost > 0 ? { table_id, amount: cover_cost } : null }
    }
    case 'OrderAccepted': {
      const charged = state.coversInFlight
      if (charged === null) return state
      const session = state.session !== null && state.session.table_id === charged.table_id ? { ...state.session, cover_cost: state.session.cover_cost + charged.amount } : state.session
      return { ...state, session, coversInFlight: null }
    }
    case 'OrderSubmissionFailed':
      return event.data.definitive && state.coversInFlight !== null ? { ...state, coversInFlight: null } : state
    default:
      return state
  }
}
