import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { RuleRefusal } from '../http'
import { allowAttempt } from '../rateLimit'

/** 429 as soon as any of the buckets is over `limit` attempts in the window (guessing passwords, probing e-mails). */
export async function limitAttempts(db: Kysely<Database>, buckets: readonly string[], limit: number, windowMs: number, now: number): Promise<void> {
  for (const bucket of buckets) {
    if (!(await allowAttempt(db, bucket, limit, windowMs, now))) throw RuleRefusal.of('customer.tooManyAttempts', 429)
  }
}
