import type { Kysely } from 'kysely'
import type { Database } from './db/schema'

/**
 * A fixed-window counter kept in the database, so every server process shares it (DESIGN §7:
 * no state only in one process's memory). True while the bucket is under its limit.
 */
export function allowAttempt(db: Kysely<Database>, bucket: string, limit: number, windowMs: number, now: number): Promise<boolean> {
  return takeAttempt(db, [{ bucket, limit }], windowMs, now)
}

/** Whether every bucket is under its limit, without counting this request (for limits that count failures only). */
export async function underLimits(db: Kysely<Database>, limits: readonly { bucket: string; limit: number }[], windowMs: number, now: number): Promise<boolean> {
  const rows = await db.selectFrom('rate_limits').selectAll().where('bucket', 'in', limits.map((l) => l.bucket)).execute()
  return limits.every(({ bucket, limit }) => {
    const row = rows.find((r) => r.bucket === bucket)
    return !row || now - row.window_start >= windowMs || row.count < limit
  })
}

/** Counts one event in each bucket (a failure, for limits that count failures only). */
export async function countIn(db: Kysely<Database>, buckets: readonly string[], windowMs: number, now: number): Promise<void> {
  // no limit but the count column's own (an integer: PostgreSQL refuses a larger bound in the comparison)
  for (const bucket of buckets) await allowAttempt(db, bucket, 2_147_483_647, windowMs, now)
}

/**
 * Takes one attempt from each bucket at once, before the attempt is made, so attempts sent together
 * cannot all pass a check made before any was counted (a read, then the work, then the count let 60
 * wrong passwords sent at once through a limit of 10). Each bucket's count goes up in one
 * statement, only while under its limit. True when every bucket had room; then the caller gives the
 * attempt back (`giveBack`) when it turns out not to count (a right password). False: nothing taken.
 */
export async function takeAttempt(db: Kysely<Database>, limits: readonly { bucket: string; limit: number }[], windowMs: number, now: number): Promise<boolean> {
  const taken: string[] = []
  for (const { bucket, limit } of limits) {
    // a bucket whose window has passed starts again; a new one starts empty
    await db.insertInto('rate_limits').values({ bucket, window_start: now, count: 0 }).onConflict((oc) => oc.column('bucket').doNothing()).execute()
    await db.updateTable('rate_limits').set({ window_start: now, count: 0 }).where('bucket', '=', bucket).where('window_start', '<=', now - windowMs).execute()
    const counted = await db.updateTable('rate_limits').set((eb) => ({ count: eb('count', '+', 1) })).where('bucket', '=', bucket).where('count', '<', limit).executeTakeFirst()
    if (Number(counted.numUpdatedRows) === 0) {
      await giveBack(db, taken)
      return false
    }
    taken.push(bucket)
  }
  return true
}

/** Gives back an attempt `takeAttempt` took from each bucket. */
export async function giveBack(db: Kysely<Database>, buckets: readonly string[]): Promise<void> {
  for (const bucket of buckets) await db.updateTable('rate_limits').set((eb) => ({ count: eb('count', '-', 1) })).where('bucket', '=', bucket).where('count', '>', 0).execute()
}
