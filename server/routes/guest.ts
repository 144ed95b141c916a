import type { FastifyInstance } from 'fastify'
import { toDecimal } from '../../api/money'
import * as contracts from '../../api/guestContracts'
import { Answered, route } from '../contractRoute'
import { HttpProblem } from '../http'
import type { ServerDeps } from '../deps'
import { CouponRefused, guardedCouponLookup } from '../couponGuesses'
import { findCoupon } from '../orderCoupons'
import { activeVenue } from './activeVenue'
import { allowAttempt } from '../rateLimit'
import { clientGroup } from '../clientAddress'

/**
 * A table calls the waiter a few times an evening: this bounds a script, not a guest. No limit per
 * venue: one client rotating addresses would use it up, and no table could call.
 */
export const WAITER_CALL_LIMITS = { perClientPerMinute: 10 } as const

/** Coupons, the waiter, table sessions (SPEC §7). */
export function registerGuestRoutes(app: FastifyInstance, deps: ServerDeps) {
  const venueFor = (hash: string) => activeVenue(deps, hash)

  // Unknown codes count toward the guess limit (server/couponGuesses.ts); the outcomes keep the
  // spec's distinct messages (the app maps unknown / expired / used up itself, SPEC §5).
  route(app, contracts.verifyCoupon, async ({ params, body: { code } }, request) => {
    const venue = await venueFor(params.hash)
    if (code.length > 100) throw new HttpProblem(422, 'coupon: code must be at most 100 characters')
    let row
    try {
      row = await guardedCouponLookup(deps.db, { address: request.ip, venue: venue.hash, now: deps.clock() }, async () => {
        const found = await findCoupon(deps.db, venue.hash, code)
        if (!found) throw new CouponRefused(200, 'Coupon not found!')
        return found
      })
    } catch (error) {
      if (error instanceof CouponRefused) return new Answered({ item: null }, { message: error.message })
      throw error
    }
    const item: contracts.CouponWire = {
      code: row.code,
      // the venue file's checks admit only these two (api/venueFileChecks.ts)
      type: row.type === 'total' ? 'total' : 'percentage',
      value: row.type === 'total' ? toDecimal(row.value) : row.value / 100, // a percentage stays a percentage
      minimum_order: row.minimum_order === null ? null : toDecimal(row.minimum_order),
      expires: row.expires,
      availability: row.availability,
      used_count: row.used_count,
    }
    return { item }
  }, { what: 'coupon' })

  route(app, contracts.couponExists, async ({ params }) => {
    const venue = await venueFor(params.hash)
    const any = await deps.db.selectFrom('coupons').select('code').where('venue_hash', '=', venue.hash).limit(1).executeTakeFirst()
    return { data: venue.couponsEnabled && any !== undefined }
  })

  route(app, contracts.callWaiter, async ({ params, body: { client_id } }, req) => {
    const venue = await venueFor(params.hash)
    if (client_id.length === 0 || client_id.length > 100) throw new HttpProblem(422, 'call-waiter: client_id must be 1 to 100 characters')
    // a table calls a few times an evening; a script calling 300 times a second stops here (security helper)
    const now = deps.clock()
    if (!(await allowAttempt(deps.db, `call-waiter:client:${clientGroup(req.ip)}`, WAITER_CALL_LIMITS.perClientPerMinute, 60_000, now))) throw new HttpProblem(429, 'Troppe chiamate al cameriere: riprova tra un minuto.')
    await deps.db.insertInto('waiter_calls').values({ venue_hash: venue.hash, client_id, at: now }).execute()
    return {}
  }, { what: 'call-waiter' })

  route(app, contracts.verifyTableSession, async ({ params }) => {
    const venue = await venueFor(params.hash)
    if (!venue.tables.some((table) => table.id === params.table_id)) throw new HttpProblem(404, 'Table not found')
    const session = await deps.db.selectFrom('table_sessions').selectAll().where('venue_hash', '=', venue.hash).where('table_id', '=', params.table_id).where('open', '=', 1).executeTakeFirst()
    // SPEC §7: data is the session or empty.
    return { data: session ? { covers: session.covers, cover_cost: toDecimal(session.cover_cost), covered_total_paid: toDecimal(session.covered_total_paid) } : null }
  }, { what: 'table-session' })
}
