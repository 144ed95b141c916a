import * as t from 'io-ts'
import { CustomerProfileC, SavedAddressC } from './codecs/customer'
import { EpochMsC } from './codecs/primitives'
import { classified } from './codecs/privacy'
import { FIRST, type Versions } from './versions'

/** The signed-in customer's account as far as ordering needs it (SPEC §3 Customer, §6). Tokens never come here (DESIGN §3). */
export const customerEvents = {
  CustomerProfileLoaded: classified(t.type({ profile: CustomerProfileC, addresses: t.array(SavedAddressC) }), { profile: 'nested', addresses: 'nested' }),
  /** The saved addresses after an add, edit, delete or a new default. */
  SavedAddressesChanged: classified(t.type({ addresses: t.array(SavedAddressC) }), { addresses: 'nested' }),
  /** SPEC §3, §5: the registration-done marker, valid until `expiresAt`. */
  RegistrationFormSent: classified(t.type({ expiresAt: EpochMsC }), { expiresAt: 'public' }),
}

/** The version each event of customer writes today, and the older ones it still reads. */
export const customerEventVersions = {
  CustomerProfileLoaded: FIRST,
  SavedAddressesChanged: FIRST,
  RegistrationFormSent: FIRST,
} satisfies Record<keyof typeof customerEvents, Versions>
