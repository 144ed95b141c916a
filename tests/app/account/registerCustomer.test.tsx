// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import LoginCustomer from '../../../src/screens/LoginCustomer'
import RegisterCustomer from '../../../src/screens/RegisterCustomer'
import ResetPassword from '../../../src/screens/ResetPassword'
import VerifyEmail from '../../../src/screens/VerifyEmail'
import { renderScreen } from '../../support/venueContext'
import { accountVenue } from './support'

afterEach(cleanup)

const routes = [
  { path: 'register-customer', element: <RegisterCustomer /> },
  { path: 'login-customer', element: <LoginCustomer /> },
]
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`))
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } })

describe('the multi-step customer registration (SPEC §2 register-customer, §7 isCustomerRegistered, register)', () => {
  it('e-mail → password → profile and preferences → signed in, with the verification e-mail on its way', async () => {
    const venue = await accountVenue()
    await renderScreen(venue.value, 'register-customer', routes)
    type('E-mail', 'nuova@example.com')
    fireEvent.click(screen.getByRole('button', { name: 'Avanti' }))

    await screen.findByLabelText(/^Ripeti la password/)
    type('Password', 'corta')
    type('Ripeti la password', 'diversa')
    fireEvent.click(screen.getByRole('button', { name: 'Avanti' }))
    // what is wrong, said so the guest can mend it
    expect(await screen.findByText('La password deve avere almeno 8 caratteri.')).toBeTruthy()
    expect(screen.getByText('Le due password non coincidono.')).toBeTruthy()
    type('Password', 'password-lunga')
    type('Ripeti la password', 'password-lunga')
    fireEvent.click(screen.getByRole('button', { name: 'Avanti' }))

    await screen.findByLabelText(/^Nome/)
    type('Nome', 'Nuova')
    type('Telefono', '12')
    fireEvent.click(screen.getByRole('button', { name: 'Crea account' }))
    expect(await screen.findByText('Il campo Telefono non contiene un valore valido.')).toBeTruthy()
    expect(screen.getByText('Devi accettare il trattamento privacy')).toBeTruthy()
    type('Telefono', '+39 333 000 1111')
    fireEvent.click(screen.getByLabelText('Voglio ricevere offerte e novità via e-mail'))
    fireEvent.click(screen.getByLabelText('Acconsento al trattamento dei dati personali.'))
    fireEvent.click(screen.getByRole('button', { name: 'Crea account' }))

    expect(await screen.findByTestId('registered')).toBeTruthy()
    const account = venue.customers.accounts.get('nuova@example.com')!
    expect(account.password).toBe('password-lunga')
    expect(account.profile).toMatchObject({ name: 'Nuova', phone: '+39 333 000 1111', preferences: { newsletter: true } })
    expect(venue.views().customer).toMatchObject({ loggedIn: true, customer: { email: 'nuova@example.com' } })
    fireEvent.click(screen.getByRole('button', { name: "Invia di nuovo l'e-mail di conferma" }))
    expect(await screen.findByText('E-mail di conferma inviata.')).toBeTruthy()
  })

  it('an e-mail already registered is sent to the login', async () => {
    const venue = await accountVenue()
    venue.customers.add('giulia@example.com', 'password-1')
    await renderScreen(venue.value, 'register-customer?email=giulia%40example.com', routes)
    expect((field('E-mail') as HTMLInputElement).value).toBe('giulia@example.com')
    fireEvent.click(screen.getByRole('button', { name: 'Avanti' }))
    expect(await screen.findByTestId('already-registered')).toBeTruthy()
    fireEvent.click(screen.getByRole('link', { name: 'Accedi' }))
    expect(((await screen.findByLabelText(/^E-mail/)) as HTMLInputElement).value).toBe('giulia@example.com')
  })
})

describe('verification e-mail and password reset (SPEC §2 verify-email, reset-password; §7)', () => {
  it('the link of the verification e-mail confirms the address; a wrong token shows the server message', async () => {
    const venue = await accountVenue()
    venue.customers.add('anna@example.com', 'password-1', { email_verified: false })
    await renderScreen(venue.value, 'verify-email/anna%40example.com?token=verify-token', [{ path: 'verify-email/:mail', element: <VerifyEmail /> }])
    expect((await screen.findByTestId('email-verified')).textContent).toBe('Indirizzo e-mail confermato.')
    expect(venue.customers.accounts.get('anna@example.com')!.profile.email_verified).toBe(true)
    cleanup()
    await renderScreen(venue.value, 'verify-email/anna%40example.com?token=old', [{ path: 'verify-email/:mail', element: <VerifyEmail /> }])
    expect((await screen.findByTestId('server-error')).textContent).toBe('Link di verifica non valido o scaduto.')
  })

  it('a valid reset link sets the new password; an invalid one offers a new link', async () => {
    const venue = await accountVenue()
    venue.customers.add('anna@example.com', 'password-1')
    const resetRoutes = [{ path: 'reset-password/:token/:mailTo', element: <ResetPassword /> }]
    await renderScreen(venue.value, 'reset-password/reset-token/anna%40example.com', resetRoutes)
    await screen.findByLabelText(/^Nuova password/)
    fireEvent.click(screen.getByRole('button', { name: 'Salva la nuova password' }))
    expect(await screen.findByText('Campo Nuova password richiesto.')).toBeTruthy()
    type('Nuova password', 'nuova-password')
    type('Ripeti la password', 'nuova-password')
    fireEvent.click(screen.getByRole('button', { name: 'Salva la nuova password' }))
    expect((await screen.findByTestId('password-reset')).textContent).toBe('Password aggiornata: ora puoi accedere.')
    expect(venue.customers.accounts.get('anna@example.com')!.password).toBe('nuova-password')
    cleanup()

    await renderScreen(venue.value, 'reset-password/stale/anna%40example.com', resetRoutes)
    expect(await screen.findByTestId('reset-link-invalid')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Invia il link per reimpostare la password' }))
    expect(await screen.findByTestId('reset-sent')).toBeTruthy()
    expect(venue.customers.calls).toContain('requestPasswordReset')
  })
})
