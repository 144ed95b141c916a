import type { Kysely, Updateable } from 'kysely'
import type { Database } from '../db/schema'
import { HttpProblem } from '../http'
import type { CustomerChanges, Preferences } from '../../api/customerCodecs'
import { customerByEmail, customerById, EMAIL_TAKEN, isUniqueViolation, type CustomerRow } from './customerStore'
import { hashPassword, passwordMatches } from './passwords'

export type ProfileUpdate = { customer: CustomerRow; emailChanged: boolean; passwordChanged: boolean }

/**
 * Changes the customer's own profile and preferences. Changing the e-mail or the password asks
 * for the current password (when the account has one): a borrowed session cannot take the
 * account over. A new e-mail is unverified again.
 */
export async function updateProfile(db: Kysely<Database>, customer: CustomerRow, changes: CustomerChanges, preferences: Preferences | undefined, bcryptCost: number, now: number): Promise<ProfileUpdate> {
  const emailChanged = changes.email !== undefined && changes.email !== customer.email
  const passwordChanged = changes.password !== undefined
  if ((emailChanged || passwordChanged) && customer.password_hash !== null) {
    if (changes.current_password === undefined) throw new HttpProblem(422, 'updateCustomer: customer.current_password is required to change the e-mail or the password')
    if (!(await passwordMatches(changes.current_password, customer.password_hash, bcryptCost))) throw new HttpProblem(403, 'La password attuale non è corretta.')
  }
  const update: Updateable<Database['customers']> = { updated_at: now }
  for (const key of ['name', 'phone', 'birthday'] as const) if (changes[key] !== undefined) update[key] = changes[key]
  if (preferences !== undefined) update.preferences = JSON.stringify(preferences)
  if (emailChanged && changes.email !== undefined) {
    if (await customerByEmail(db, customer.venue_hash, changes.email)) throw new HttpProblem(409, EMAIL_TAKEN)
    update.email = changes.email
    update.email_verified = 0
  }
  if (changes.password !== undefined) update.password_hash = await hashPassword(changes.password, bcryptCost)
  try {
    await db.updateTable('customers').set(update).where('id', '=', customer.id).execute()
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpProblem(409, EMAIL_TAKEN)
    throw error
  }
  return { customer: (await customerById(db, customer.id))!, emailChanged, passwordChanged }
}
