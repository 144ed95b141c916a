import { createHash } from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import type { Database } from './db/schema'
import { sameText } from './realtime/channelSignature'
import { newSecret } from './secrets'
import type { Caller } from './caller'
import { HttpProblem } from './http'

/**
 * A device proves itself with the secret the server gave it at its first order (DESIGN §7
 * trust): the server makes it, answers it once, and keeps only its hash. A secret the client
 * makes up is never accepted. Secrets are 32 random bytes, so one SHA-256 is enough.
 */
type Db = Kysely<Database> | Transaction<Database>

function hashOfSecret(secret: string): string {
  return `sha256:${createHash('sha256').update(secret, 'utf8').digest('hex')}`
}

/**
 * True when the device is registered and the secret is the one the server gave it. The first
 * time, the device is marked proven: its first answer evidently arrived, so that order's key can no
 * longer be used to have the secret issued again.
 */
export async function deviceSecretMatches(db: Db, deviceId: string, secret: string, now: number): Promise<boolean> {
  const row = await db.selectFrom('devices').select(['secret_hash', 'proven_at']).where('device_id', '=', deviceId).executeTakeFirst()
  if (row === undefined || !sameText(row.secret_hash, hashOfSecret(secret))) return false
  if (row.proven_at === null) await db.updateTable('devices').set({ proven_at: now }).where('device_id', '=', deviceId).execute()
  return true
}

/** The device's registration, or undefined before its first order. */
function registeredDevice(db: Db, deviceId: string) {
  return db.selectFrom('devices').selectAll().where('device_id', '=', deviceId).executeTakeFirst()
}

function newDeviceSecret(): { secret: string; secretHash: string } {
  const secret = newSecret()
  return { secret, secretHash: hashOfSecret(secret) }
}

/**
 * Registers a device that has never ordered and answers its secret (the only time it leaves the
 * server); null when another request registered it first. `orderKey` is the Idempotency-Key of the
 * order that registered it: a repeat of that very order may be given a fresh secret.
 */
export async function issueDeviceSecret(db: Db, deviceId: string, orderKey: string | null, now: number): Promise<string | null> {
  const { secret, secretHash } = newDeviceSecret()
  const inserted = await db
    .insertInto('devices')
    .values({ device_id: deviceId, secret_hash: secretHash, created_at: now, issued_for_key: orderKey, proven_at: null })
    .onConflict((oc) => oc.column('device_id').doNothing())
    .executeTakeFirst()
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1 ? secret : null
}

/** A fresh secret for the device registered by the order `orderKey` (its first answer was lost); the lost one stops working. */
async function reissueDeviceSecret(db: Db, deviceId: string, orderKey: string): Promise<string> {
  const { secret, secretHash } = newDeviceSecret()
  await db.updateTable('devices').set({ secret_hash: secretHash }).where('device_id', '=', deviceId).where('issued_for_key', '=', orderKey).where('proven_at', 'is', null).execute()
  return secret
}

const DEVICE_TAKEN = "This device id belongs to another device: send the X-Device-Secret the server gave it at its first order"

/** A device id the order channel can be named after (server/realtime/orderChannel.ts). */
const DEVICE_ID = /^[A-Za-z0-9_-]{1,64}$/

/**
 * The device a table tab's rounds are placed as: the tab itself, so no guest's phone owns the
 * venue's order. The names are the server's: no guest's device may take one (it would own every
 * round of that tab), nor an order's Idempotency-Key begin so (the rounds' keys are
 * `tab-<tab id>-round-<n>`: taken first, a round could never be placed).
 */
export const TAB_DEVICE = 'tab-'
export const tabDevice = (tabId: string) => `${TAB_DEVICE}${tabId}`
/** The tab an order's device is, for a round's order; null for a guest's own order. */
export const tabOfDevice = (deviceId: string): string | null => (deviceId.startsWith(TAB_DEVICE) ? deviceId.slice(TAB_DEVICE.length) : null)

/**
 * A new order's device must be the caller's (DESIGN §7 trust). A device that has never ordered is
 * registered and given a secret, answered once; a registered one must prove itself.
 */
export async function deviceSecretForNewOrder(trx: Db, deviceId: string, caller: Caller, key: string | null, now: number): Promise<string | null> {
  if (caller.deviceId === deviceId) return null
  if (!DEVICE_ID.test(deviceId)) throw new HttpProblem(422, 'order: user.deviceID must be 1 to 64 letters, digits, - or _')
  if (tabOfDevice(deviceId) !== null) throw new HttpProblem(422, `order: user.deviceID may not begin with "${TAB_DEVICE}": those devices are the tables' tabs`)
  if ((await registeredDevice(trx, deviceId)) !== undefined) throw new HttpProblem(403, DEVICE_TAKEN)
  const secret = await issueDeviceSecret(trx, deviceId, key, now)
  if (secret === null) throw new HttpProblem(403, DEVICE_TAKEN) // another request registered it first
  return secret
}

/**
 * The repeat of an order (same venue, same key, same body): when it is the very order that
 * registered the device and the device has never used its secret (the first answer was lost), the
 * device is given a fresh one; otherwise the caller must be the device.
 */
export async function deviceSecretForRepeat(trx: Db, deviceId: string, caller: Caller, key: string): Promise<string | null> {
  if (caller.deviceId === deviceId) return null
  const device = await registeredDevice(trx, deviceId)
  if (device !== undefined && device.issued_for_key === key && device.proven_at === null) return reissueDeviceSecret(trx, deviceId, key)
  throw new HttpProblem(403, DEVICE_TAKEN)
}
