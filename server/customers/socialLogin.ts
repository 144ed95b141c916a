import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { HttpProblem } from '../http'
import { customerByEmail, customerById, insertCustomer, type CustomerRow } from './customerStore'
import type { SocialIdentity } from './socialProviders'

/**
 * The venue's customer for a social identity: the one already linked to it; else the one with its
 * e-mail, linked only when the provider vouches for that e-mail; else a new customer (no password).
 */
export async function customerForIdentity(db: Kysely<Database>, venueHash: string, identity: SocialIdentity, now: number): Promise<CustomerRow> {
  const linked = await db
    .selectFrom('customers')
    .selectAll()
    .where('venue_hash', '=', venueHash)
    .where('social_provider', '=', identity.provider)
    .where('social_subject', '=', identity.subject)
    .executeTakeFirst()
  if (linked) return linked
  const sameEmail = await customerByEmail(db, venueHash, identity.email)
  if (sameEmail) {
    if (!identity.emailVerified || sameEmail.social_provider !== null) throw new HttpProblem(409, 'Esiste già un account con questa e-mail: accedi con e-mail e password.')
    await db
      .updateTable('customers')
      .set({ social_provider: identity.provider, social_subject: identity.subject, email_verified: 1, updated_at: now })
      .where('id', '=', sameEmail.id)
      .execute()
    return (await customerById(db, sameEmail.id))!
  }
  return insertCustomer(db, {
    venue_hash: venueHash,
    email: identity.email,
    password_hash: null,
    name: identity.name,
    phone: null,
    birthday: null,
    preferences: '{}',
    email_verified: identity.emailVerified ? 1 : 0,
    social_provider: identity.provider,
    social_subject: identity.subject,
    created_at: now,
    updated_at: now,
  })
}
