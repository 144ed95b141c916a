import type { Kysely } from 'kysely'
import { isValidEmail } from '../../domain/contacts'
import type { Database } from '../db/schema'
import { customerByEmail } from './customerStore'
import { normalizeEmail } from '../../domain/contacts'
import { hashPassword } from './passwords'

export type SeedCustomer = { email: string; password: string; name: string | null; phone: string | null }

/**
 * Adds the venue's demo customers (e-mail verified) that are not there yet; an existing customer
 * keeps their password. Answers how many were added.
 */
export async function seedCustomers(db: Kysely<Database>, venueHash: string, customers: readonly SeedCustomer[], options: { bcryptCost?: number; now?: number } = {}): Promise<number> {
  const now = options.now ?? Date.now()
  let added = 0
  for (const seed of customers) {
    if (!isValidEmail(seed.email)) throw new Error(`seedCustomers: ${seed.email} is not an e-mail address`)
    const email = normalizeEmail(seed.email)
    if (await customerByEmail(db, venueHash, email)) continue
    await db
      .insertInto('customers')
      .values({
        venue_hash: venueHash,
        email,
        password_hash: await hashPassword(seed.password, options.bcryptCost ?? 10),
        name: seed.name,
        phone: seed.phone,
        birthday: null,
        preferences: '{}',
        email_verified: 1,
        social_provider: null,
        social_subject: null,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.columns(['venue_hash', 'email']).doNothing())
      .execute()
    added += 1
  }
  return added
}
