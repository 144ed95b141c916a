import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { addressesOf } from './addresses'
import type { CustomerRow } from './customerStore'
import { customerToWire } from './customerView'
import type { CustomerOptions } from './options'
import { issueToken } from './tokens'

/** Issues an access token and answers what the app stores as its login record (api/client.ts `login`). */
export async function startSession(db: Kysely<Database>, customer: CustomerRow, options: CustomerOptions, now: number) {
  const { token, expiresAt } = await issueToken(db, { customerId: customer.id, venueHash: customer.venue_hash, kind: 'access', ttlMs: options.accessTokenTtlMs, now })
  const addresses = await addressesOf(db, customer.id)
  return { ...customerToWire(customer, addresses), access_token: token, token_expires_at: expiresAt }
}
