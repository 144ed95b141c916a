// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import EditProfile from '../../../src/screens/EditProfile'
import Profile from '../../../src/screens/Profile'
import { renderScreen } from '../../support/venueContext'
import { accountVenue, loggedIn } from './support'

afterEach(cleanup)

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`))
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } })

describe('profile and edit profile (SPEC §2 profile, edit-profile; §7 getCustomerInfo, updateCustomer, verify-password)', () => {
  it('shows the profile as the server has it, and whether the e-mail is confirmed', async () => {
    const venue = await accountVenue()
    venue.customers.add('giulia@example.com', 'password-1', { name: 'Giulia', phone: '+39 333 1234567', birthday: '1990-02-28', email_verified: false })
    await loggedIn(venue)
    await renderScreen(venue.value, 'profile', [{ path: 'profile', element: <Profile /> }])
    const card = await screen.findByTestId('profile', {}, { timeout: 5000 })
    expect(card.textContent).toContain('Giulia')
    expect(card.textContent).toContain('+39 333 1234567')
    expect(card.textContent).toContain('E-mail da confermare')
    // the birthday the guest's language's way, not "1990-02-28" (guest helper)
    expect(card.textContent).toContain('28 feb 1990')
  })

  it('saves name, phone, birthday and the newsletter preference, with the form messages first', async () => {
    const venue = await loggedIn(await accountVenue())
    await renderScreen(venue.value, 'edit-profile', [{ path: 'edit-profile', element: <EditProfile /> }])
    await waitFor(() => expect((field('Nome') as HTMLInputElement).value).toBe('Giulia'))
    type('Telefono', 'x1')
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }))
    expect(await screen.findByText('Il campo Telefono non contiene un valore valido.')).toBeTruthy()
    type('Telefono', '+39 333 7654321')
    type('Data di nascita', '1990-02-28')
    fireEvent.click(screen.getByLabelText('Voglio ricevere offerte e novità via e-mail'))
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }))
    expect(await screen.findByTestId('profile-saved')).toBeTruthy()
    expect(venue.customers.accounts.get('giulia@example.com')!.profile).toMatchObject({ phone: '+39 333 7654321', birthday: '1990-02-28', preferences: { newsletter: true } })
    expect(venue.views().customer.profile).toMatchObject({ phone: '+39 333 7654321' })
  })

  it('checks the current password (verify-password) before changing the e-mail', async () => {
    const venue = await loggedIn(await accountVenue())
    await renderScreen(venue.value, 'edit-profile', [{ path: 'edit-profile', element: <EditProfile /> }])
    await screen.findByLabelText(/^Nuova e-mail/)
    type('Nuova e-mail', 'giulia.nuova@example.com')
    fireEvent.click(screen.getByRole('button', { name: 'Conferma le modifiche' }))
    expect(await screen.findByText('Campo Password attuale richiesto.')).toBeTruthy()

    type('Password attuale', 'wrong')
    fireEvent.click(screen.getByRole('button', { name: 'Conferma le modifiche' }))
    expect(await screen.findByText('La password attuale non è corretta.')).toBeTruthy()
    expect(venue.customers.calls.filter((name) => name === 'updateCustomer')).toEqual([])

    type('Password attuale', 'password-1')
    fireEvent.click(screen.getByRole('button', { name: 'Conferma le modifiche' }))
    expect(await screen.findByTestId('sensitive-saved')).toBeTruthy()
    expect(venue.customers.calls.slice(-2)).toEqual(['verifyPassword', 'updateCustomer'])
    expect(venue.views().customer.customer?.email).toBe('giulia.nuova@example.com')
    expect(JSON.parse(venue.storage.getItem('comanda:demo-online:login')!).customer.email).toBe('giulia.nuova@example.com')
  })
})
