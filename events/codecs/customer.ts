import * as t from 'io-ts'
import { IntC, NullableStringC } from './primitives'

/** SPEC §3 Customer: a saved address as the log keeps it. */
export const SavedAddressC = t.type({
  id: IntC,
  address: t.string,
  city: NullableStringC,
  zip: NullableStringC,
  province: NullableStringC,
  notes: NullableStringC,
  address_default: t.boolean,
})

/** The customer's own data shown on the profile (no password, no token, no preferences). */
export const CustomerProfileC = t.type({
  customer_id: IntC,
  email: t.string,
  name: NullableStringC,
  phone: NullableStringC,
  birthday: NullableStringC,
  email_verified: t.boolean,
})
