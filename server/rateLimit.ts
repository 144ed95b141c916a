import type { Kysely } from 'kysely'
import type { Database } from './db/schema'

/**
 * A fixed-window counter kept in the database, so every server process shares it (DESIGN §7:
 * no state only in one process's memory). True while the bucket is under its limit.
 */
export async function allowAttempt(db: Kysely<Database>, bucket: string, limit: number, windowMs: number, now: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('rate_limits').selectAll().where('bucket', '=', bucket).executeTakeFirst()
    if (!row || now - row.window_start >= windowMs) {
      if (row) await trx.updateTable('rate_limits').set({ window_start: now, count: 1 }).where('bucket', '=', bucket).execute()
      else await trx.insertInto('rate_limits').values({ bucket, window_start: now, count: 1 }).onConflict((oc) => oc.column('bucket').doUpdateSet({ window_start: now, count: 1 })).execute()
      return true
    }
    if (row.count >= limit) return false
    await trx.updateTable('rate_limits').set({ count: row.count + 1 }).where('bucket', '=', bucket).execute()
    return true
  })
}
