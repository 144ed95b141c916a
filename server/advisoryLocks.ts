import { PostgresAdapter, sql, type Transaction } from 'kysely'
import type { Database } from './db/schema'

/**
 * Orders for the same generated slot (venue, time slot, date) take their places one at a time.
 * PostgreSQL at READ COMMITTED would let two transactions count the same last free place: they
 * first take a transaction-scoped advisory lock on the slot, released at commit or rollback.
 * SQLite needs nothing: its writing transactions are serialised already.
 */
export async function lockSlot(trx: Transaction<Database>, venue: string, timeslotID: number, orderDate: string | null): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return
  const slotKey = `${venue}|${timeslotID}|${orderDate ?? ''}`
  await sql`select pg_advisory_xact_lock(hashtext(${slotKey}))`.execute(trx)
}

/**
 * Orders at the same table take its session's covers one at a time (SPEC §3 Table session: covers
 * once per session): on PostgreSQL two orders would otherwise both read "no covers charged yet".
 * Several tables are locked in one order, so two updates never wait for each other.
 */
export async function lockTables(trx: Transaction<Database>, venue: string, tableIds: readonly (number | null)[]): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return
  const ids = [...new Set(tableIds.filter((id): id is number => id !== null))].sort((a, b) => a - b)
  for (const id of ids) await sql`select pg_advisory_xact_lock(hashtext(${`${venue}|table|${id}`}))`.execute(trx)
}
