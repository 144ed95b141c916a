import type { Selectable } from 'kysely'
import { PreferencesC, type Preferences } from '../../api/customerCodecs'
import type { Database } from '../db/schema'
import type { CustomerRow } from './customerStore'

export type AddressRow = Selectable<Database['customer_addresses']>

/** A saved address as answered (SPEC §3 Customer: customer_address list with id, address_default). */
export function addressToWire(row: AddressRow) {
  return {
    id: row.id,
    customer_id: row.customer_id,
    address: row.address,
    city: row.city,
    zip: row.zip,
    province: row.province,
    notes: row.notes,
    lat: row.lat,
    lng: row.lng,
    address_default: row.address_default === 1 ? 1 : 0,
  }
}

/** The stored preferences; what no longer fits their codec (an older row) reads as none. */
export function preferencesOf(row: CustomerRow): Preferences {
  try {
    const parsed: unknown = JSON.parse(row.preferences)
    return PreferencesC.is(parsed) ? parsed : {}
  } catch {
    return {}
  }
}

/** The customer as answered: never the password hash, never a token hash. */
export function customerToWire(row: CustomerRow, addresses: readonly AddressRow[]) {
  return {
    customer_id: row.id,
    email: row.email,
    name: row.name,
    phone: row.phone,
    birthday: row.birthday,
    is_registered: true,
    email_verified: row.email_verified === 1,
    has_password: row.password_hash !== null,
    preferences: preferencesOf(row),
    customer_address: addresses.map(addressToWire),
  }
}
