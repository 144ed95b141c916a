import type { Insertable, Kysely, Selectable } from 'kysely'
import type { Database } from '../db/schema'
import { HttpProblem } from '../http'

export type CustomerRow = Selectable<Database['customers']>

/** A customer of the venue by e-mail (already normalized). */
export function customerByEmail(db: Kysely<Database>, venueHash: string, email: string): Promise<CustomerRow | undefined> {
  return db.selectFrom('customers').selectAll().where('venue_hash', '=', venueHash).where('email', '=', email).executeTakeFirst()
}

export function customerById(db: Kysely<Database>, id: number): Promise<CustomerRow | undefined> {
  return db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst()
}

export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505'
}

export const EMAIL_TAKEN = 'Questo indirizzo e-mail è già registrato: accedi o recupera la password.'

/** Inserts a customer; an e-mail already registered at the venue (even by a racing request) is a 409. */
export async function insertCustomer(db: Kysely<Database>, values: Insertable<Database['customers']>): Promise<CustomerRow> {
  try {
    const { id } = await db.insertInto('customers').values(values).returning('id').executeTakeFirstOrThrow()
    return (await customerById(db, id))!
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpProblem(409, EMAIL_TAKEN)
    throw error
  }
}
