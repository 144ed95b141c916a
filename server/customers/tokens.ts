import { createHash, randomBytes } from 'node:crypto'
import type { Kysely, Selectable } from 'kysely'
import type { Database } from '../db/schema'

export type TokenKind = 'access' | 'reset' | 'verify_email'
export type TokenRow = Selectable<Database['customer_tokens']>

/** Only this digest is stored: a leaked table gives no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex')
}

/** A fresh random token (32 bytes, base64url), stored hashed with its kind and expiry. */
export async function issueToken(db: Kysely<Database>, input: { customerId: number; venueHash: string; kind: TokenKind; ttlMs: number; now: number }): Promise<{ token: string; expiresAt: number }> {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = input.now + input.ttlMs
  await db
    .insertInto('customer_tokens')
    .values({ token_hash: hashToken(token), customer_id: input.customerId, venue_hash: input.venueHash, kind: input.kind, expires_at: expiresAt, revoked_at: null, created_at: input.now })
    .execute()
  return { token, expiresAt }
}

const looksLikeToken = (token: string) => /^[A-Za-z0-9_-]{20,200}$/.test(token)

/** The token's row while it is neither revoked nor expired, else undefined. */
export async function findLiveToken(db: Kysely<Database>, token: string, kind: TokenKind, now: number): Promise<TokenRow | undefined> {
  if (!looksLikeToken(token)) return undefined
  return db.selectFrom('customer_tokens').selectAll().where('token_hash', '=', hashToken(token)).where('kind', '=', kind).where('revoked_at', 'is', null).where('expires_at', '>', now).executeTakeFirst()
}

/** Revokes a live token; true when this call revoked it (so two racing refreshes cannot both win). */
export async function revokeToken(db: Kysely<Database>, token: string, now: number): Promise<boolean> {
  if (!looksLikeToken(token)) return false
  const result = await db.updateTable('customer_tokens').set({ revoked_at: now }).where('token_hash', '=', hashToken(token)).where('revoked_at', 'is', null).executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/** Revokes every live token of one kind of a customer, but `keep` (a token to leave alive). */
export async function revokeCustomerTokens(db: Kysely<Database>, customerId: number, kind: TokenKind, now: number, keep: string | null = null): Promise<void> {
  let query = db.updateTable('customer_tokens').set({ revoked_at: now }).where('customer_id', '=', customerId).where('kind', '=', kind).where('revoked_at', 'is', null)
  if (keep !== null) query = query.where('token_hash', '!=', hashToken(keep))
  await query.execute()
}
