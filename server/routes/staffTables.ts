import type { FastifyInstance } from 'fastify'
import { setTableSession } from '../../api/staffContracts'
import type { ServerDeps } from '../deps'
import { HttpProblem } from '../http'
import { staffOnly } from '../caller'
import { route } from '../contractRoute'
import { activeVenue } from './activeVenue'

/**
 * The staff side of table sessions (DESIGN §7; the guest API only verifies them, SPEC §7): the
 * venue opens a table (with its covers) or closes it. Opening an open table keeps its session.
 */
export function registerStaffTableRoutes(app: FastifyInstance, deps: ServerDeps) {
  route(app, setTableSession, async ({ params, body: change }) => {
    const venue = await activeVenue(deps, params.hash)
    const tableId = params.table_id
    if (!venue.tables.some((table) => table.id === tableId)) throw new HttpProblem(404, 'Table not found')
    const covers = change.covers ?? 0
    if (!Number.isInteger(covers) || covers < 0 || covers > 999) throw new HttpProblem(422, 'covers must be a whole number from 0 to 999')

    const current = await deps.db.selectFrom('table_sessions').selectAll().where('venue_hash', '=', venue.hash).where('table_id', '=', tableId).executeTakeFirst()
    if (change.open && current?.open !== 1) {
      const opened = { covers, cover_cost: 0, covered_total_paid: 0, open: 1, opened_at: deps.clock() }
      await deps.db
        .insertInto('table_sessions')
        .values({ venue_hash: venue.hash, table_id: tableId, ...opened })
        .onConflict((oc) => oc.columns(['venue_hash', 'table_id']).doUpdateSet(opened))
        .execute()
    } else if (!change.open && current?.open === 1) {
      await deps.db.updateTable('table_sessions').set({ open: 0 }).where('venue_hash', '=', venue.hash).where('table_id', '=', tableId).execute()
    }
    const session = await deps.db.selectFrom('table_sessions').selectAll().where('venue_hash', '=', venue.hash).where('table_id', '=', tableId).executeTakeFirst()
    return { session: { table_id: tableId, open: session?.open === 1, covers: session?.covers ?? 0 } }
  }, { what: 'table session', guard: staffOnly(deps) })
}
