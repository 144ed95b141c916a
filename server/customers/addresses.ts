import type { Kysely, Updateable } from 'kysely'
import type { Database } from '../db/schema'
import { HttpProblem } from '../http'
import type { AddressInput } from '../../api/customerCodecs'
import type { AddressRow } from './customerView'

export function addressesOf(db: Kysely<Database>, customerId: number): Promise<AddressRow[]> {
  return db.selectFrom('customer_addresses').selectAll().where('customer_id', '=', customerId).orderBy('id').execute()
}

const NOT_FOUND = 'Indirizzo non trovato'

/** The customer's own address; someone else's is answered exactly like a missing one (404). */
async function ownAddress(db: Kysely<Database>, customerId: number, id: number): Promise<AddressRow> {
  const row = await db.selectFrom('customer_addresses').selectAll().where('id', '=', id).where('customer_id', '=', customerId).executeTakeFirst()
  if (!row) throw new HttpProblem(404, NOT_FOUND)
  return row
}

const isDefault = (flag: boolean | 0 | 1 | null | undefined) => flag === true || flag === 1

async function clearOtherDefaults(db: Kysely<Database>, customerId: number, keepId: number) {
  await db.updateTable('customer_addresses').set({ address_default: 0 }).where('customer_id', '=', customerId).where('id', '!=', keepId).execute()
}

/** Saves a new address; the first one, or one marked default, becomes the only default. */
export async function addAddress(db: Kysely<Database>, customerId: number, input: AddressInput, now: number): Promise<AddressRow> {
  return db.transaction().execute(async (trx) => {
    const first = (await trx.selectFrom('customer_addresses').select('id').where('customer_id', '=', customerId).limit(1).executeTakeFirst()) === undefined
    const makeDefault = first || isDefault(input.address_default)
    const { id } = await trx
      .insertInto('customer_addresses')
      .values({
        customer_id: customerId,
        address: input.address,
        city: input.city ?? null,
        zip: input.zip ?? null,
        province: input.province ?? null,
        notes: input.notes ?? null,
        lat: input.lat ?? null,
        lng: input.lng ?? null,
        address_default: makeDefault ? 1 : 0,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    if (makeDefault) await clearOtherDefaults(trx, customerId, id)
    return ownAddress(trx, customerId, id)
  })
}

/** Changes the given fields of the customer's own address. */
export async function updateAddress(db: Kysely<Database>, customerId: number, id: number, input: Partial<AddressInput>, now: number): Promise<AddressRow> {
  return db.transaction().execute(async (trx) => {
    const current = await ownAddress(trx, customerId, id)
    const makeDefault = input.address_default === undefined ? current.address_default === 1 : isDefault(input.address_default)
    const changes: Updateable<Database['customer_addresses']> = { address_default: makeDefault ? 1 : 0, updated_at: now }
    if (input.address !== undefined) changes.address = input.address
    for (const key of ['city', 'zip', 'province', 'notes'] as const) if (input[key] !== undefined) changes[key] = input[key]
    for (const key of ['lat', 'lng'] as const) if (input[key] !== undefined) changes[key] = input[key]
    await trx
      .updateTable('customer_addresses')
      .set(changes)
      .where('id', '=', id)
      .where('customer_id', '=', customerId)
      .execute()
    if (makeDefault) await clearOtherDefaults(trx, customerId, id)
    return ownAddress(trx, customerId, id)
  })
}

export async function deleteAddress(db: Kysely<Database>, customerId: number, id: number): Promise<void> {
  await ownAddress(db, customerId, id)
  await db.deleteFrom('customer_addresses').where('id', '=', id).where('customer_id', '=', customerId).execute()
}
