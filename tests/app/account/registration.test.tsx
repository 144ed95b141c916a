// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import type { FullVenueInfo } from '../../../api/venueInfo'
import { RegistrationPopup } from '../../../src/account/RegistrationPopup'
import { REGISTRATION_MARKER_MS } from '../../../src/account/registrationFields'
import Cart from '../../../src/screens/Cart'
import Registration from '../../../src/screens/Registration'
import { renderScreen } from '../../support/venueContext'
import { demoMargherita } from '../../support/demoOnline'
import { accountVenue } from './support'

afterEach(cleanup)

const withRequired = (enabled: boolean) => (info: FullVenueInfo): FullVenueInfo => ({
  ...info,
  registrationfields: [...info.registrationfields.filter((field) => field.name !== 'required'), { name: 'required', pivot: { enabled } }],
})

function Popup() {
  const [opened, setOpened] = useState(true)
  return opened ? <RegistrationPopup opened onClose={() => setOpened(false)} /> : <div data-testid="popup-closed" />
}

describe("the venue's registration form (SPEC §3 Registration form fields, §6, §7 POST v5 contact)", () => {
  it('lists the enabled fields (not the `required` flag), checks them with the SPEC §5 messages and posts the contact', async () => {
    const venue = await accountVenue()
    await renderScreen(venue.value, 'registration', [{ path: 'registration', element: <Registration /> }])
    expect(screen.getByRole('heading', { name: 'Entra nel club' })).toBeTruthy()
    expect(screen.getByLabelText(/^Nome/)).toBeTruthy()
    expect(screen.getByLabelText(/^Telefono/)).toBeTruthy()
    expect(screen.queryByLabelText(/^Data di nascita/)).toBeNull()
    expect(screen.queryByLabelText(/required/)).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Registrati' }))
    expect(await screen.findByText('Campo E-mail richiesto.')).toBeTruthy()
    expect(screen.getByText('Devi accettare il trattamento privacy')).toBeTruthy()
    expect(screen.getByText('Controlla i dati inseriti')).toBeTruthy()

    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'anna@example.com' } })
    fireEvent.change(screen.getByLabelText(/^Telefono/), { target: { value: 'abc' } })
    fireEvent.click(screen.getByRole('checkbox'))
    fireEvent.click(screen.getByRole('button', { name: 'Registrati' }))
    expect(await screen.findByText('Il campo Telefono non contiene un valore valido.')).toBeTruthy()
    expect(venue.customers.contacts).toEqual([])

    fireEvent.change(screen.getByLabelText(/^Telefono/), { target: { value: '+39 333 111 2222' } })
    fireEvent.click(screen.getByRole('button', { name: 'Registrati' }))
    expect(await screen.findByTestId('registration-done')).toBeTruthy()
    expect(venue.customers.contacts).toEqual([{ email: 'anna@example.com', name: null, phone: '+39 333 111 2222', privacy: true }])
    expect(venue.views().customer.registeredUntil).toBe(venue.clock.now() + REGISTRATION_MARKER_MS)
  })

  it("shows the server's message when the contact is refused, and records no marker", async () => {
    const venue = await accountVenue()
    venue.customers.failNext = { status: 422, message: 'contact: email must be an e-mail address' }
    await renderScreen(venue.value, 'registration', [{ path: 'registration', element: <Registration /> }])
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'anna@example.com' } })
    fireEvent.click(screen.getByRole('checkbox'))
    fireEvent.click(screen.getByRole('button', { name: 'Registrati' }))
    expect((await screen.findByTestId('server-error')).textContent).toBe('contact: email must be an e-mail address')
    expect(venue.views().customer.registeredUntil).toBeUndefined()
  })

  it('the popup cannot be dismissed while the `required` field is enabled, until the form is sent', async () => {
    const venue = await accountVenue({ tweak: withRequired(true) })
    await renderScreen(venue.value, 'home', [{ path: 'home', element: <Popup /> }])
    const dialog = await screen.findByRole('dialog')
    expect(screen.getByTestId('registration-mandatory')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Chiudi' })).toBeNull()
    fireEvent.keyDown(dialog, { key: 'Escape' })
    expect(screen.queryByTestId('popup-closed')).toBeNull()

    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'anna@example.com' } })
    fireEvent.click(screen.getByRole('checkbox'))
    fireEvent.click(screen.getByRole('button', { name: 'Registrati' }))
    expect(await screen.findByTestId('popup-closed')).toBeTruthy()
  })

  it('the popup can be closed when registration is optional', async () => {
    const venue = await accountVenue({ tweak: withRequired(false) })
    await renderScreen(venue.value, 'home', [{ path: 'home', element: <Popup /> }])
    await screen.findByRole('dialog')
    expect(screen.queryByTestId('registration-mandatory')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Chiudi' }))
    await waitFor(() => expect(screen.getByTestId('popup-closed')).toBeTruthy())
  })

  /** The cart's way to the checkout: one button, or one per mode where the venue offers several. */
  const proceedButton = async () => (await screen.findAllByRole('button', { name: /^(Procedi all'ordine|Ritiro in negozio|Consegna a domicilio|Asporto)$/ }))[0]!

  it("at a venue that requires registration, the cart's way to the checkout opens the popup and goes on to checkout once it is sent", async () => {
    const venue = await accountVenue({ tweak: withRequired(true) })
    await venue.dispatch({ type: 'AddLine', line: demoMargherita, quantity: 1 })
    await renderScreen(venue.value, 'cart', [
      { path: 'cart', element: <Cart /> },
      { path: 'checkout', element: <div data-testid="checkout" /> },
    ])
    fireEvent.click(await proceedButton())
    await screen.findByRole('dialog')
    expect(screen.getByTestId('registration-mandatory')).toBeTruthy()
    expect(screen.queryByTestId('checkout')).toBeNull()
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'anna@example.com' } })
    fireEvent.click(screen.getByRole('checkbox'))
    fireEvent.click(screen.getByRole('button', { name: 'Registrati' }))
    expect(await screen.findByTestId('checkout')).toBeTruthy()
    expect(venue.customers.contacts).toHaveLength(1)
  })

  it('at a venue where registration is optional, the cart goes straight to checkout', async () => {
    const venue = await accountVenue({ tweak: withRequired(false) })
    await venue.dispatch({ type: 'AddLine', line: demoMargherita, quantity: 1 })
    await renderScreen(venue.value, 'cart', [
      { path: 'cart', element: <Cart /> },
      { path: 'checkout', element: <div data-testid="checkout" /> },
    ])
    fireEvent.click(await proceedButton())
    expect(await screen.findByTestId('checkout')).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
