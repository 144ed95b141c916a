import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { HttpProblem } from '../http'
import { customerById, type CustomerRow } from './customerStore'
import { appLink, sendMail } from './mailOutbox'
import { findLiveToken, issueToken, revokeCustomerTokens, revokeToken } from './tokens'

/** Mails a fresh verification link (earlier links stop working); nothing when already verified. */
export async function sendVerificationEmail(db: Kysely<Database>, customer: CustomerRow, ttlMs: number, now: number, publicUrl: string): Promise<void> {
  if (customer.email_verified === 1) return
  await revokeCustomerTokens(db, customer.id, 'verify_email', now)
  const { token } = await issueToken(db, { customerId: customer.id, venueHash: customer.venue_hash, kind: 'verify_email', ttlMs, now })
  const link = appLink(publicUrl, `/restaurants/${encodeURIComponent(customer.venue_hash)}/verify-email/${encodeURIComponent(customer.email)}?token=${token}`)
  await sendMail(db, { venueHash: customer.venue_hash, to: customer.email, kind: 'verify_email', subject: 'Conferma il tuo indirizzo e-mail', body: `Per confermare il tuo indirizzo e-mail apri questo link:\n${link}\n`, link }, now)
}

/**
 * Marks the e-mail verified. Only the token mailed to that address proves the mailbox is the
 * customer's, so a call without it (or with another address's token) is refused.
 */
export async function verifyEmail(db: Kysely<Database>, email: string, token: string | null | undefined, now: number): Promise<void> {
  if (!token) throw new HttpProblem(422, 'verify-email: token is required (it is in the link of the verification e-mail)')
  const row = await findLiveToken(db, token, 'verify_email', now)
  const customer = row && (await customerById(db, row.customer_id))
  if (!customer || customer.email !== email) throw new HttpProblem(422, 'Link di verifica non valido o scaduto.')
  await db.updateTable('customers').set({ email_verified: 1, updated_at: now }).where('id', '=', customer.id).execute()
  await revokeToken(db, token, now)
}
