import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'

export type MailKind = 'reset_password' | 'verify_email' | 'tab_receipt'
export type Mail = { venueHash: string | null; to: string; kind: MailKind; subject: string; body: string; link: string | null }

/**
 * "Sends" a mail by writing it to the outbox table; nothing leaves the machine. The tests read
 * the link from it, and so does a person running the demo (README).
 */
export async function sendMail(db: Kysely<Database>, mail: Mail, now: number): Promise<void> {
  await db.insertInto('mail_outbox').values({ venue_hash: mail.venueHash, to_email: mail.to, kind: mail.kind, subject: mail.subject, body: mail.body, link: mail.link, created_at: now }).execute()
}

/** A link into the PWA (served under /app/, SPEC §2). */
export function appLink(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/$/, '')}/app${path}`
}
