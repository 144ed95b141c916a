import type { Envelope } from '../events/envelope'
import type { EventData } from '../events/catalogue'
import { handling } from './handling'

export type SavedAddressView = EventData<'SavedAddressesChanged'>['addresses'][number]
export type CustomerProfileView = EventData<'CustomerProfileLoaded'>['profile']

/**
 * SPEC §3 Customer (the access token is kept outside the log, DESIGN §3). The account's profile
 * and saved addresses, and the registration-done marker, appear only once something recorded
 * them, so logs from before they existed replay to the very same view.
 */
export type CustomerView = {
  loggedIn: boolean
  customer: { customer_id: number; email: string | null; is_registered: boolean } | null
  profile?: CustomerProfileView
  addresses?: SavedAddressView[]
  /** SPEC §3, §5 Registration marker: the registration form was sent; counts until this time. */
  registeredUntil?: number
}

export const initial: CustomerView = { loggedIn: false, customer: null }

const keepMarker = (state: CustomerView): CustomerView => (state.registeredUntil === undefined ? initial : { ...initial, registeredUntil: state.registeredUntil })

export const handled = handling('CustomerLoggedIn', 'CustomerLoggedOut', 'CustomerProfileLoaded', 'SavedAddressesChanged', 'RegistrationFormSent')

export function evolve(state: CustomerView, event: Envelope): CustomerView {
  if (!handled.has(event)) return state
  switch (event.type) {
    case 'CustomerLoggedIn': {
      const same = state.customer?.customer_id === event.data.customer.customer_id
      return same ? { ...state, loggedIn: true, customer: event.data.customer } : { ...keepMarker(state), loggedIn: true, customer: event.data.customer }
    }
    case 'CustomerLoggedOut':
      return keepMarker(state)
    case 'CustomerProfileLoaded':
      return state.loggedIn ? { ...state, profile: event.data.profile, addresses: event.data.addresses } : state
    case 'SavedAddressesChanged':
      return state.loggedIn ? { ...state, addresses: event.data.addresses } : state
    case 'RegistrationFormSent':
      return { ...state, registeredUntil: event.data.expiresAt }
  }
}

/** The saved addresses, the default one first (SPEC §3 Customer: address_default). */
export function savedAddressesOf(view: CustomerView): SavedAddressView[] {
  const addresses = view.addresses ?? []
  return [...addresses.filter((address) => address.address_default), ...addresses.filter((address) => !address.address_default)]
}

/** SPEC §5 Registration marker: the registration form counts as sent only until the marker expires. */
export function isRegisteredAt(view: CustomerView, now: number): boolean {
  return view.registeredUntil !== undefined && now < view.registeredUntil
}
