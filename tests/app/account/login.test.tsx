// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import AuthCallback from '../../../src/screens/AuthCallback'
import LoginCustomer from '../../../src/screens/LoginCustomer'
import Profile from '../../../src/screens/Profile'
import { renderScreen } from '../../support/venueContext'
import { accountVenue, loggedIn, renderAt } from './support'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/** The server's answer to which social logins it takes (GET /api/sociallogin/:hash). */
function serverTakes(providers: string[]) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) =>
    String(input).includes('/api/sociallogin/') ? new Response(JSON.stringify({ code: 'ok', providers }), { headers: { 'content-type': 'application/json' } }) : new Response('{}', { status: 404 }),
  )
}

const LOGIN_KEY = 'comanda:demo-online:login'
const routes = [
  { path: 'login-customer', element: <LoginCustomer /> },
  { path: 'profile', element: <Profile /> },
]

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(new RegExp(`^${escape(label)}\\s*\\*?$`)), { target: { value } })
}

describe('customer login (SPEC §2 login-customer, §4 Customer, §7 login)', () => {
  it('logs in with e-mail and password: the token goes to the login record, never into the log', async () => {
    const venue = await accountVenue()
    venue.customers.add('giulia@example.com', 'password-1', { name: 'Giulia' })
    await renderScreen(venue.value, 'login-customer', routes)
    fill('E-mail', 'giulia@example.com')
    fill('Password', 'password-1')
    fireEvent.click(screen.getByRole('button', { name: 'Accedi' }))
    expect(await screen.findByTestId('profile', {}, { timeout: 5000 })).toBeTruthy()
    expect(venue.views().customer).toMatchObject({ loggedIn: true, customer: { email: 'giulia@example.com' } })
    const record = JSON.parse(venue.storage.getItem(LOGIN_KEY)!)
    expect(record.customer).toMatchObject({ email: 'giulia@example.com', access_token: expect.stringMatching(/^tok-/) })
    expect(JSON.stringify(venue.store.entries())).not.toContain(record.customer.access_token)
  })

  it("a refused login says so in the app's words, in the guest's language (not the server's Italian), and stores nothing", async () => {
    const venue = await accountVenue()
    venue.customers.add('giulia@example.com', 'password-1')
    await renderScreen(venue.value, 'login-customer', routes)
    fill('E-mail', 'giulia@example.com')
    fill('Password', 'wrong-password')
    fireEvent.click(screen.getByRole('button', { name: 'Accedi' }))
    expect((await screen.findByTestId('server-error')).textContent).toBe('Accesso non riuscito: controlla e-mail e password.')
    expect(venue.views().customer.loggedIn).toBe(false)
    expect(venue.storage.getItem(LOGIN_KEY)).toBeNull()
  })

  it("a login failure without a message says the login message", async () => {
    const venue = await accountVenue()
    venue.customers.failNext = { status: 503, message: null }
    await renderScreen(venue.value, 'login-customer', routes)
    fill('E-mail', 'giulia@example.com')
    fill('Password', 'x')
    fireEvent.click(screen.getByRole('button', { name: 'Accedi' }))
    expect((await screen.findByTestId('server-error')).textContent).toBe('Accesso non riuscito: controlla e-mail e password.')
  })

  it("validates with the form messages of SPEC §5 before calling", async () => {
    const venue = await accountVenue()
    await renderScreen(venue.value, 'login-customer', routes)
    fill('E-mail', 'not-an-email')
    fireEvent.click(screen.getByRole('button', { name: 'Accedi' }))
    expect(await screen.findByText('Il campo E-mail non contiene un valore valido.')).toBeTruthy()
    expect(screen.getByText('Campo Password richiesto.')).toBeTruthy()
    expect(venue.customers.calls).toEqual([])
  })

  it('logout clears the local login data even when the call fails', async () => {
    const venue = await loggedIn(await accountVenue())
    expect(venue.storage.getItem(LOGIN_KEY)).not.toBeNull()
    venue.customers.failNext = { status: 503, message: 'down' }
    await renderScreen(venue.value, 'profile', routes)
    fireEvent.click(await screen.findByRole('button', { name: 'Esci' }))
    expect(await screen.findByTestId('login-required')).toBeTruthy()
    expect(venue.views().customer).toEqual({ loggedIn: false, customer: null })
    expect(venue.storage.getItem(LOGIN_KEY)).toBeNull()
    expect(venue.customers.calls).toContain('logout')
  })

  it('social login: the provider returns to /auth/{provider}/callback, the venue login screen signs in with its response', async () => {
    const venue = await accountVenue()
    await renderAt(venue.value, '/auth/dev/callback?email=dev%40example.com&name=Dev&state=demo-online', [
      { path: '/auth/:provider/callback', element: <AuthCallback /> },
      { path: '/restaurants/:hash/login-customer', element: <LoginCustomer /> },
      { path: '/restaurants/:hash/profile', element: <Profile /> },
    ])
    expect(await screen.findByTestId('profile', {}, { timeout: 5000 })).toBeTruthy()
    expect(venue.customers.calls).toContain('socialLogin:dev')
    expect(venue.views().customer).toMatchObject({ loggedIn: true, customer: { email: 'dev@example.com' } })
  })

  it('a server started without --dev-login takes no development login: the button is not offered', async () => {
    serverTakes([])
    const venue = await accountVenue()
    await renderAt(venue.value, '/restaurants/demo-online/login-customer', [{ path: '/restaurants/:hash/login-customer', element: <LoginCustomer /> }])
    await screen.findByRole('button', { name: 'Accedi' })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('button', { name: "Accedi con l'account di prova (sviluppo)" })).toBeNull()
  })

  it('the development provider form goes to the callback route with the venue in state', async () => {
    serverTakes(['dev'])
    const venue = await accountVenue()
    await renderAt(venue.value, '/restaurants/demo-online/login-customer', [
      { path: '/restaurants/:hash/login-customer', element: <LoginCustomer /> },
      { path: '/auth/:provider/callback', element: <div data-testid="callback" /> },
    ])
    fireEvent.click(await screen.findByRole('button', { name: "Accedi con l'account di prova (sviluppo)" }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(screen.getByRole('button', { name: 'Continua' }))
    expect(await screen.findByText('Campo E-mail richiesto.')).toBeTruthy()
    fireEvent.change(dialog.querySelector('input[type=email]')!, { target: { value: 'dev@example.com' } })
    fireEvent.click(screen.getByRole('button', { name: 'Continua' }))
    expect(await screen.findByTestId('callback')).toBeTruthy()
  })
})
