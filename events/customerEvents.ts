import * as t from 'io-ts'
import { CustomerProfileC, SavedAddressC } from './codecs/customer'
import { EpochMsC } from './codecs/primitives'

/** The signed-in customer's account as far as ordering needs it (SPEC §3 Customer, §6). Tokens never come here (DESIGN §3). */
export const customerEvents = {
  CustomerProfileLoaded: t.type({ profile: CustomerProfileC, addresses: t.array(SavedAddressC) }),
  /** The saved addresses after an add, edit, delete or a new default. */
  SavedAddressesChanged: t.type({ addresses: t.array(SavedAddressC) }),
  /** SPEC §3, §5: the registration-done marker, valid until `expiresAt`. */
  RegistrationFormSent: t.type({ expiresAt: EpochMsC }),
}
