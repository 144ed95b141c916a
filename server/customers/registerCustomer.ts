import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { HttpProblem } from '../http'
import type { Registration } from '../../api/customerCodecs'
import { customerByEmail, EMAIL_TAKEN, insertCustomer, type CustomerRow } from './customerStore'
import { hashPassword } from './passwords'

/** A new customer of the venue, e-mail not yet verified; an e-mail already registered is a 409. */
export async function registerCustomer(db: Kysely<Database>, venueHash: string, registration: Registration, bcryptCost: number, now: number): Promise<CustomerRow> {
  const { customer, preferences } = registration
  if (await customerByEmail(db, venueHash, customer.email)) throw new HttpProblem(409, EMAIL_TAKEN)
  return insertCustomer(db, {
    venue_hash: venueHash,
    email: customer.email,
    password_hash: await hashPassword(customer.password, bcryptCost),
    name: customer.name ?? null,
    phone: customer.phone ?? null,
    birthday: customer.birthday ?? null,
    preferences: JSON.stringify(preferences ?? {}),
    email_verified: 0,
    social_provider: null,
    social_subject: null,
    created_at: now,
    updated_at: now,
  })
}
