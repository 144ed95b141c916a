import type { Envelope } from '../events/envelope'

/** SPEC §3 Cart state uniqueTable, Table session; §4 Table QR. */
export type TableView = {
  uniqueTable: { qr: string; table: { id: number; name: string } | null } | null
  session: { table_id: number; covers: number; cover_cost: number; covered_total_paid: number } | null
  verifiedTableId: number | null
}

export const initial: TableView = { uniqueTable: null, session: null, verifiedTableId: null }

export function evolve(state: TableView, event: Envelope): TableView {
  switch (event.type) {
    case 'UniqueTableSet':
      return { uniqueTable: { qr: event.data.qr, table: event.data.table }, session: null, verifiedTableId: null }
    case 'UniqueTableCleared':
      return initial
    case 'TableSessionVerified':
      return {
        ...state,
        verifiedTableId: event.data.table_id,
        session: event.data.session ? { table_id: event.data.table_id, ...event.data.session } : null,
      }
    default:
      return state
  }
}
