import type { Transaction } from 'kysely'
import type { Cents } from '../domain/money'
import { coversChargedBefore } from '../domain/quote'
import type { Database } from './db/schema'

/** SPEC §3 Table session: the covers charged once per open session of a table, as orders take and give them back. */

export type TableSession = { table_id: number; opened_at: number; cover_cost: number }

/** The open session of the table the order names (SPEC §3 Table session), if any. */
export async function openTableSession(trx: Transaction<Database>, venue: string, tableId: number | null): Promise<TableSession | null> {
  if (tableId === null) return null
  const row = await trx.selectFrom('table_sessions').select(['table_id', 'opened_at', 'cover_cost']).where('venue_hash', '=', venue).where('table_id', '=', tableId).where('open', '=', 1).executeTakeFirst()
  return row ?? null
}

/** SPEC §3 Table session `cover_cost`: the covers charged in this session, so that later orders of the table do not charge them again. */
export async function chargeCovers(trx: Transaction<Database>, venue: string, session: TableSession, amount: Cents): Promise<void> {
  await trx
    .updateTable('table_sessions')
    .set((eb) => ({ cover_cost: eb('cover_cost', '+', amount) }))
    .where('venue_hash', '=', venue)
    .where('table_id', '=', session.table_id)
    .where('opened_at', '=', session.opened_at)
    .where('open', '=', 1)
    .execute()
}

export type ChargedCover = { amount: Cents; table_id: number; opened_at: number }

/** The covers an order charged, with the session it charged them in (kept with its body), if any. */
export function chargedCoverOf(row: { body: string }): ChargedCover | null {
  const charged = (JSON.parse(row.body) as { charged_cover?: Partial<ChargedCover> }).charged_cover
  return typeof charged?.table_id === 'number' && typeof charged.opened_at === 'number' && typeof charged.amount === 'number' ? (charged as ChargedCover) : null
}

/** An updated order gives back the covers it charged: the session charges them again only if the update still does. */
export async function releaseCovers(trx: Transaction<Database>, venue: string, charged: ChargedCover): Promise<void> {
  await trx
    .updateTable('table_sessions')
    .set((eb) => ({ cover_cost: eb('cover_cost', '-', charged.amount) }))
    .where('venue_hash', '=', venue)
    .where('table_id', '=', charged.table_id)
    .where('opened_at', '=', charged.opened_at)
    .where('open', '=', 1)
    .where('cover_cost', '>=', charged.amount)
    .execute()
}

/** SPEC §3 Table session: covers are charged once per table session (issue #13.1); an update gave its own back first. */
export function coversChargedIn(session: TableSession | null): boolean {
  return session !== null && coversChargedBefore(session.cover_cost, 0)
}
