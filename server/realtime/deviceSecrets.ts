import { createHash } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { sameText } from './channelSignature'

/**
 * Trust on first use: the first secret a device presents is remembered (as a hash) and every
 * later call must present it again. Device secrets are long random strings the device makes, so
 * one SHA-256 is enough; a slow password hash would only slow every reconnect.
 */
export async function deviceSecretMatches(db: Kysely<Database>, deviceId: string, secret: string, now: number): Promise<boolean> {
  const secretHash = hashOf(secret)
  await db
    .insertInto('devices')
    .values({ device_id: deviceId, secret_hash: secretHash, created_at: now })
    .onConflict((oc) => oc.column('device_id').doNothing())
    .execute()
  const row = await db.selectFrom('devices').select('secret_hash').where('device_id', '=', deviceId).executeTakeFirst()
  return row !== undefined && sameText(row.secret_hash, secretHash)
}

function hashOf(secret: string): string {
  return `sha256:${createHash('sha256').update(secret, 'utf8').digest('hex')}`
}
