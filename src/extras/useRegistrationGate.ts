import { isRegisteredAt } from '../../projections/customer'
import { useViews } from '../venue/hooks'
import { useVenue } from '../venue/venueContext'
import { registrationGate } from './registrationGate'

/** The registration route ordering must go through first (SPEC §6), or null. */
export function useRegistrationGate(): string | null {
  const { hash, info } = useVenue()
  const { customer } = useViews()
  return registrationGate({
    hash,
    fields: info.registrationfields,
    registeredCustomer: customer.loggedIn && customer.customer?.is_registered === true,
    formSent: isRegisteredAt(customer, Date.now()),
  })
}
