import { sql, type Kysely, type Transaction } from 'kysely'
import { couponProblem, type Coupon } from '../domain/coupon'
import { MESSAGES } from '../domain/messages'
import { CouponRefused } from './couponGuesses'
import type { Database } from './db/schema'
import { HttpProblem } from './http'

/** A venue's coupons as an order meets them (SPEC §5 Coupon): found as typed, checked, and their use counted once. */

export function couponOf(row: Database['coupons']): Coupon {
  return {
    code: row.code,
    type: row.type === 'percentage' ? 'percentage' : 'total',
    // Stored as integers: cents for 'total', hundredths of a percent for 'percentage'.
    value: row.type === 'percentage' ? row.value / 100 : row.value,
    minimum_order: row.minimum_order,
    expires: row.expires,
    availability: row.availability,
    used_count: row.used_count,
  }
}

/** A venue's coupon by the code a guest typed: trimmed, in any case ("benvenuto10" is BENVENUTO10, issue #16.5). */
export function findCoupon(db: Kysely<Database> | Transaction<Database>, venue: string, typed: string) {
  return db.selectFrom('coupons').selectAll().where('venue_hash', '=', venue).where(sql<string>`lower(code)`, '=', typed.trim().toLowerCase()).executeTakeFirst()
}

/** The coupon the order asks for, checked as SPEC §5 says; its use is counted atomically. */
export async function redeemCoupon(trx: Transaction<Database>, venue: string, code: string | null, now: number): Promise<Coupon | null> {
  if (code === null || code.trim() === '') return null
  const row = await findCoupon(trx, venue, code)
  const coupon = row ? couponOf(row) : null
  const problem = couponProblem(coupon, now)
  // An unknown code is what a guesser sees most: it counts toward the guess limit (server/couponGuesses.ts).
  if (coupon === null) throw new CouponRefused(422, MESSAGES['coupon.invalid'])
  if (problem !== null) throw new HttpProblem(422, MESSAGES[problem])
  return coupon
}

export async function countCouponUse(trx: Transaction<Database>, venue: string, code: string) {
  const result = await trx
    .updateTable('coupons')
    .set((eb) => ({ used_count: eb('used_count', '+', 1) }))
    .where('venue_hash', '=', venue)
    .where('code', '=', code)
    .where((eb) => eb.or([eb('availability', 'is', null), eb('used_count', '<', eb.ref('availability'))]))
    .executeTakeFirst()
  if (Number(result.numUpdatedRows) !== 1) throw new HttpProblem(409, MESSAGES['coupon.unavailable'])
}
