import { describe, expect, it } from 'vitest'
import { REFRESH_BEFORE_MS } from '../../../domain/customerSession'
import { accountVenue, loggedIn } from './support'

const DAY = 24 * 60 * 60 * 1000

describe('the login record and the access token (SPEC §3 Customer, §7 refresh; DESIGN §3)', () => {
  it('a token within a week of the expiry the server gave is refreshed before the profile loads', async () => {
    const venue = await loggedIn(await accountVenue())
    const before = venue.credentials.token()!
    venue.credentials.save(before, { customer_id: venue.views().customer.customer!.customer_id, email: 'giulia@example.com', expiresAt: venue.clock.now() + REFRESH_BEFORE_MS - DAY })
    const result = await venue.dispatch({ type: 'LoadCustomerProfile' })
    expect(result.output).toMatchObject({ ok: true })
    expect(venue.credentials.token()).not.toBe(before)
    expect(venue.views().customer.loggedIn).toBe(true)
  })

  it('a token far from its expiry is kept', async () => {
    const venue = await loggedIn(await accountVenue())
    const before = venue.credentials.token()!
    venue.credentials.save(before, { customer_id: 1, email: 'giulia@example.com', expiresAt: venue.clock.now() + 30 * DAY })
    await venue.dispatch({ type: 'LoadCustomerProfile' })
    expect(venue.credentials.token()).toBe(before)
  })

  it('the customer in the log carries no token; addresses and profile are recorded, then dropped at logout', async () => {
    const venue = await loggedIn(await accountVenue())
    await venue.dispatch({ type: 'AddAddress', address: { address: 'Via Roma 1' } })
    expect(venue.views().customer.addresses).toHaveLength(1)
    expect(venue.views().customer.profile?.email).toBe('giulia@example.com')
    expect(JSON.stringify(venue.store.entries())).not.toContain(venue.credentials.token()!)
    await venue.dispatch({ type: 'LogOut' })
    expect(venue.views().customer).toEqual({ loggedIn: false, customer: null })
  })

  it('the registration-done marker survives a logout', async () => {
    const venue = await loggedIn(await accountVenue())
    await venue.dispatch({ type: 'SendRegistrationForm', contact: { email: 'giulia@example.com' }, markerLifetimeMs: DAY })
    await venue.dispatch({ type: 'LogOut' })
    expect(venue.views().customer).toEqual({ loggedIn: false, customer: null, registeredUntil: venue.clock.now() + DAY })
  })
})
