import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { HttpProblem } from '../http'
import { customerByEmail, customerById, type CustomerRow } from './customerStore'
import { appLink, sendMail } from './mailOutbox'
import { hashPassword } from './passwords'
import { findLiveToken, issueToken, revokeCustomerTokens, revokeToken } from './tokens'

/**
 * Mails a reset link when the e-mail belongs to a customer of the venue; otherwise does nothing.
 * The caller answers the same either way, so the call never tells whether the e-mail exists.
 */
export async function requestPasswordReset(db: Kysely<Database>, venueHash: string, email: string, ttlMs: number, now: number, publicUrl: string): Promise<void> {
  const customer = await customerByEmail(db, venueHash, email)
  if (!customer) return
  await revokeCustomerTokens(db, customer.id, 'reset', now)
  const { token } = await issueToken(db, { customerId: customer.id, venueHash, kind: 'reset', ttlMs, now })
  // SPEC §2: /restaurants/{hash}/reset-password/{token}/{mailTo}
  const link = appLink(publicUrl, `/restaurants/${encodeURIComponent(venueHash)}/reset-password/${token}/${encodeURIComponent(customer.email)}`)
  await sendMail(db, { venueHash, to: customer.email, kind: 'reset_password', subject: 'Reimposta la tua password', body: `Per scegliere una nuova password apri questo link (vale un'ora):\n${link}\n`, link }, now)
}

/** The customer a live reset token was issued to, when that is the one with this e-mail. */
async function resetTokenOwner(db: Kysely<Database>, email: string, token: string, now: number): Promise<CustomerRow | undefined> {
  const row = await findLiveToken(db, token, 'reset', now)
  const customer = row && (await customerById(db, row.customer_id))
  return customer && customer.email === email ? customer : undefined
}

export async function isResetTokenValid(db: Kysely<Database>, email: string, token: string, now: number): Promise<boolean> {
  return (await resetTokenOwner(db, email, token, now)) !== undefined
}

const INVALID_LINK = 'Link di recupero password non valido o scaduto.'

/**
 * Sets the new password with a reset token, used once. Every session of the customer ends, and
 * the e-mail counts as verified (the link reached the mailbox).
 */
export async function resetPassword(db: Kysely<Database>, email: string, token: string, password: string, bcryptCost: number, now: number): Promise<void> {
  const customer = await resetTokenOwner(db, email, token, now)
  if (!customer) throw new HttpProblem(422, INVALID_LINK)
  const passwordHash = await hashPassword(password, bcryptCost)
  await db.transaction().execute(async (trx) => {
    if (!(await revokeToken(trx, token, now))) throw new HttpProblem(422, INVALID_LINK)
    await trx.updateTable('customers').set({ password_hash: passwordHash, email_verified: 1, updated_at: now }).where('id', '=', customer.id).execute()
    await revokeCustomerTokens(trx, customer.id, 'access', now)
  })
}
