import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { customerByEmail, type CustomerRow } from './customerStore'
import { passwordMatches } from './passwords'

/** The venue's customer with this e-mail and password, or null (same answer, same time, whichever was wrong). */
export async function customerWithPassword(db: Kysely<Database>, venueHash: string, email: string, password: string, bcryptCost: number): Promise<CustomerRow | null> {
  const customer = await customerByEmail(db, venueHash, email)
  const matches = await passwordMatches(password, customer?.password_hash ?? null, bcryptCost)
  return matches && customer ? customer : null
}
