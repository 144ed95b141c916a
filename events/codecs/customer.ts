import * as t from 'io-ts'
import { IntC, NullableStringC } from './primitives'
import { classified } from './privacy'

/** SPEC §3 Customer: a saved address as the log keeps it. */
export const SavedAddressC = classified(
  t.type({
    id: IntC,
    address: t.string,
    city: NullableStringC,
    zip: NullableStringC,
    province: NullableStringC,
    notes: NullableStringC,
    address_default: t.boolean,
  }),
  { id: 'key', address: 'address', city: 'address', zip: 'address', province: 'address', notes: 'guest-text', address_default: 'public' },
)

/** The customer's own data shown on the profile (no password, no token, no preferences). */
export const CustomerProfileC = classified(
  t.type({ customer_id: IntC, email: t.string, name: NullableStringC, phone: NullableStringC, birthday: NullableStringC, email_verified: t.boolean }),
  { customer_id: 'key', email: 'email', name: 'name', phone: 'phone', birthday: 'birthday', email_verified: 'public' },
)
