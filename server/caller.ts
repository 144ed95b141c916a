import type { FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import { bearerToken } from './customers/authenticate'
import { findLiveToken } from './customers/tokens'
import type { Database } from './db/schema'
import { deviceSecretMatches } from './devices'
import { sameText } from './realtime/channelSignature'
import type { ServerDeps } from './deps'
import { HttpProblem } from './http'

/**
 * Who is calling (DESIGN §7 trust): a device only with the secret the server gave it
 * (`X-Device-Id` + `X-Device-Secret`), a customer only with a live access token of this venue.
 * Neither is ever taken from the body or the query.
 */
export type Caller = { deviceId: string | null; customerId: number | null }

const header = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : null)

export async function callerOf(db: Kysely<Database>, req: Pick<FastifyRequest, 'headers'>, venueHash: string, now: number): Promise<Caller> {
  const deviceId = header(req.headers['x-device-id'])
  const secret = header(req.headers['x-device-secret'])
  const token = bearerToken(typeof req.headers.authorization === 'string' ? req.headers.authorization : undefined)
  const [deviceOk, tokenRow] = await Promise.all([
    deviceId !== null && secret !== null ? deviceSecretMatches(db, deviceId, secret, now) : false,
    token === null ? undefined : findLiveToken(db, token, 'access', now),
  ])
  return {
    deviceId: deviceOk ? deviceId : null,
    customerId: tokenRow !== undefined && tokenRow.venue_hash === venueHash ? tokenRow.customer_id : null,
  }
}

/** An order is the caller's when it was made by the caller's device or for the caller's customer account. */
export function ownsOrder(caller: Caller, order: { device_id: string; customer_id: number | null }): boolean {
  return (caller.deviceId !== null && order.device_id === caller.deviceId) || (caller.customerId !== null && order.customer_id === caller.customerId)
}

/**
 * The customer_id a caller names, when its access token proves it (SPEC §7 customer orders);
 * otherwise null: a customer_id alone is ignored, so a guest whose login expired keeps ordering
 * and seeing the device's own orders.
 */
export function provenCustomer(caller: Caller, customerId: number | null): number | null {
  return customerId !== null && caller.customerId === customerId ? customerId : null
}

/** The staff endpoints' bearer token, compared in constant time. */
export function isStaff(req: Pick<FastifyRequest, 'headers'>, staffToken: string): boolean {
  const token = bearerToken(typeof req.headers.authorization === 'string' ? req.headers.authorization : undefined)
  return token !== null && sameText(token, staffToken)
}

/** The staff side's guard (DESIGN §7): 401 without the staff token, before anything of the request is read. */
export function staffOnly(deps: Pick<ServerDeps, 'config'>): (req: Pick<FastifyRequest, 'headers'>) => void {
  return (req) => {
    if (!isStaff(req, deps.config.staffToken)) throw new HttpProblem(401, 'Staff token missing or not this server\'s')
  }
}
