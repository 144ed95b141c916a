import type { FullVenueInfo } from '../../../api/venueInfo'
import { testVenue } from '../../support/venueContext'
import { FakeCustomerApi } from './fakeCustomerApi'

export { renderAt } from '../../support/venueContext'

/**
 * A venue context as the app wires it (src/venue/venueSession.ts) with the customer port: the
 * real command bus over a memory log, the fake venue and customer APIs, and the real login
 * record in a fake localStorage (BrowserRecords.credentials), for the account screens.
 */
export async function accountVenue(options: { tweak?: (info: FullVenueInfo) => FullVenueInfo } = {}) {
  const customers = new FakeCustomerApi()
  const venue = await testVenue({ tweak: options.tweak, customers })
  customers.presented = venue.credentials.token
  return { ...venue, customers }
}

/** Logs `email` in through the bus, as the login screen does. */
export async function loggedIn(venue: Awaited<ReturnType<typeof accountVenue>>, email = 'giulia@example.com', password = 'password-1') {
  if (!venue.customers.accounts.has(email)) venue.customers.add(email, password, { name: 'Giulia' })
  const result = await venue.dispatch({ type: 'LogIn', email, password })
  if (!venue.views().customer.loggedIn) throw new Error(`login failed: ${JSON.stringify(result.output)}`)
  return venue
}
