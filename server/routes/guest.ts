import type { FastifyInstance } from 'fastify'
import * as t from 'io-ts'
import { toDecimal } from '../../api/money'
import { decodeOrThrow, fail, HttpProblem, ok } from '../http'
import type { ServerDeps } from '../deps'
import { CouponRefused, guardedCouponLookup } from '../couponGuesses'
import { findCoupon } from '../orders'
import { activeVenue } from './activeVenue'

/** Coupons, the waiter, table sessions (SPEC §7). */
export function registerGuestRoutes(app: FastifyInstance, deps: ServerDeps) {
  const venueFor = (hash: string) => activeVenue(deps, hash)

  // Unknown codes count toward the guess limit (server/couponGuesses.ts); the outcomes keep the
  // spec's distinct messages (the app maps unknown / expired / used up itself, SPEC §5).
  app.post<{ Params: { hash: string } }>('/api/v4/restaurants/:hash/coupon/verify', async (req, reply) => {
    const venue = await venueFor(req.params.hash)
    const { code } = decodeOrThrow(t.type({ code: t.string }), req.body, 'coupon')
    if (code.length > 100) throw new HttpProblem(422, 'coupon: code must be at most 100 characters')
    let row
    try {
      row = await guardedCouponLookup(deps.db, { address: req.ip, venue: venue.hash, now: deps.clock() }, async () => {
        const found = await findCoupon(deps.db, venue.hash, code)
        if (!found) throw new CouponRefused(200, 'Coupon not found!')
        return found
      })
    } catch (error) {
      if (error instanceof CouponRefused) return ok(reply, { item: null, message: error.message })
      throw error
    }
    return ok(reply, {
      item: {
        code: row.code,
        type: row.type,
        value: row.type === 'total' ? toDecimal(row.value) : row.value / 100, // a percentage stays a percentage
        minimum_order: row.minimum_order === null ? null : toDecimal(row.minimum_order),
        expires: row.expires,
        availability: row.availability,
        used_count: row.used_count,
      },
    })
  })

  app.get<{ Params: { hash: string } }>('/api/v4/restaurants/:hash/coupon/exists', async (req, reply) => {
    const venue = await venueFor(req.params.hash)
    const any = await deps.db.selectFrom('coupons').select('code').where('venue_hash', '=', venue.hash).limit(1).executeTakeFirst()
    return ok(reply, { data: venue.couponsEnabled && any !== undefined })
  })

  app.post<{ Params: { hash: string } }>('/api/v3/restaurants/:hash/call-waiter', async (req, reply) => {
    const venue = await venueFor(req.params.hash)
    const { client_id } = decodeOrThrow(t.type({ client_id: t.string }), req.body, 'call-waiter')
    if (client_id.length === 0 || client_id.length > 100) throw new HttpProblem(422, 'call-waiter: client_id must be 1 to 100 characters')
    await deps.db.insertInto('waiter_calls').values({ venue_hash: venue.hash, client_id, at: deps.clock() }).execute()
    return ok(reply)
  })

  app.get<{ Params: { hash: string; table_id: string } }>('/api/v3/restaurants/:hash/table-session/:table_id/verification', async (req, reply) => {
    const venue = await venueFor(req.params.hash)
    if (!/^\d{1,9}$/.test(req.params.table_id)) throw new HttpProblem(422, 'table_id must be a whole number')
    const tableId = Number(req.params.table_id)
    if (!venue.tables.some((table) => table.id === tableId)) return fail(reply, 404, 'Table not found')
    const session = await deps.db.selectFrom('table_sessions').selectAll().where('venue_hash', '=', venue.hash).where('table_id', '=', tableId).where('open', '=', 1).executeTakeFirst()
    // SPEC §7: data is the session or empty.
    return ok(reply, { data: session ? { covers: session.covers, cover_cost: toDecimal(session.cover_cost), covered_total_paid: toDecimal(session.covered_total_paid) } : null })
  })
}
