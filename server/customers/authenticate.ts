import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { HttpProblem } from '../http'
import { customerById, type CustomerRow } from './customerStore'
import { findLiveToken } from './tokens'

const LOGIN_REQUIRED = 'Accesso richiesto: effettua il login.'

/** The token of an `Authorization: Bearer <token>` header, or null (the app sends an empty header when logged out). */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')
  return match ? match[1]! : null
}

/**
 * The customer whose live access token the request carries (401 otherwise). With a venue hash,
 * the token must belong to that venue: customers are per venue.
 */
export async function authenticate(db: Kysely<Database>, header: string | undefined, now: number, venueHash: string | null): Promise<{ customer: CustomerRow; token: string }> {
  const token = bearerToken(header)
  if (token === null) throw new HttpProblem(401, LOGIN_REQUIRED)
  const row = await findLiveToken(db, token, 'access', now)
  if (!row || (venueHash !== null && row.venue_hash !== venueHash)) throw new HttpProblem(401, 'Sessione scaduta o non valida: effettua di nuovo il login.')
  const customer = await customerById(db, row.customer_id)
  if (!customer) throw new HttpProblem(401, LOGIN_REQUIRED)
  return { customer, token }
}
