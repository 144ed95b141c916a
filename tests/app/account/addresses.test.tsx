// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { VenueApi } from '../../../api/port'
import Address from '../../../src/screens/Address'
import Checkout from '../../../src/screens/Checkout'
import MyOrders from '../../../src/screens/MyOrders'
import { demoMargherita } from '../../support/demoOnline'
import { renderScreen } from '../../support/venueContext'
import { accountVenue, loggedIn } from './support'

afterEach(cleanup)

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`))
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } })
const listed = () => screen.queryAllByTestId('saved-address').map((card) => card.textContent)

async function addAddress(address: string, extra: { city?: string } = {}) {
  fireEvent.click(screen.getByRole('button', { name: 'Aggiungi un indirizzo' }))
  type('Indirizzo', address)
  if (extra.city) type('Città', extra.city)
  fireEvent.click(screen.getByRole('button', { name: 'Salva indirizzo' }))
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Salva indirizzo' })).toBeNull())
}

describe('saved addresses (SPEC §2 address, §3 Customer, §6, §7 addNewdAddress, updateSavedAddress, deleteSavedAddress)', () => {
  it('adds, edits, makes default and deletes, the default one listed first', async () => {
    const venue = await loggedIn(await accountVenue())
    await renderScreen(venue.value, 'address', [{ path: 'address', element: <Address /> }])
    expect(await screen.findByText('Non hai ancora indirizzi salvati.')).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi un indirizzo' }))
    fireEvent.click(screen.getByRole('button', { name: 'Salva indirizzo' }))
    expect(await screen.findByText('Campo Indirizzo richiesto.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Annulla' }))

    await addAddress('Via Paolo Sarpi 10, Milano')
    await addAddress('Via Roma 1', { city: 'Milano' })
    expect(listed()).toEqual([expect.stringContaining('Via Paolo Sarpi 10, MilanoPredefinito'), expect.stringContaining('Via Roma 1, Milano')])
    expect(venue.views().customer.addresses?.map((address) => [address.address, address.address_default])).toEqual([
      ['Via Paolo Sarpi 10, Milano', true],
      ['Via Roma 1', false],
    ])

    fireEvent.click(screen.getByRole('button', { name: 'Rendi predefinito Via Roma 1' }))
    await waitFor(() => expect(listed()[0]).toContain('Via Roma 1, MilanoPredefinito'))

    fireEvent.click(screen.getByRole('button', { name: 'Modifica Via Roma 1' }))
    type('Note per la consegna', 'Citofono Rossi')
    fireEvent.click(screen.getByRole('button', { name: 'Salva indirizzo' }))
    await waitFor(() => expect(listed()[0]).toContain('Citofono Rossi'))

    fireEvent.click(screen.getByRole('button', { name: 'Elimina Via Paolo Sarpi 10, Milano' }))
    fireEvent.click(screen.getByRole('button', { name: 'Conferma: elimina Via Paolo Sarpi 10, Milano' }))
    await waitFor(() => expect(listed()).toHaveLength(1))
    expect(venue.customers.accounts.get('giulia@example.com')!.profile.addresses.map((address) => address.address)).toEqual(['Via Roma 1'])
  })

  it("says 'Errore server' when the call fails without a message", async () => {
    const venue = await loggedIn(await accountVenue())
    await renderScreen(venue.value, 'address', [{ path: 'address', element: <Address /> }])
    await screen.findByText('Non hai ancora indirizzi salvati.')
    venue.customers.failNext = { status: 500, message: null }
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi un indirizzo' }))
    type('Indirizzo', 'Via Roma 1')
    fireEvent.click(screen.getByRole('button', { name: 'Salva indirizzo' }))
    expect((await screen.findByTestId('server-error')).textContent).toBe('Errore server')
  })

  it('a guest is asked to log in', async () => {
    const venue = await accountVenue()
    await renderScreen(venue.value, 'address', [{ path: 'address', element: <Address /> }])
    expect(screen.getByTestId('login-required')).toBeTruthy()
  })

  it('a session the server ended (401) clears the local login', async () => {
    const venue = await loggedIn(await accountVenue())
    venue.customers.failNext = { status: 401, message: 'Sessione scaduta o non valida: effettua di nuovo il login.' }
    await renderScreen(venue.value, 'address', [{ path: 'address', element: <Address /> }])
    expect(await screen.findByTestId('login-required')).toBeTruthy()
    expect(venue.views().customer.loggedIn).toBe(false)
    expect(venue.storage.getItem('comanda:demo-online:login')).toBeNull()
  })
})

describe('the delivery checkout offers the saved addresses (SPEC §6)', () => {
  it('choosing a saved address fills the delivery address', async () => {
    const venue = await loggedIn(await accountVenue())
    await venue.dispatch({ type: 'AddAddress', address: { address: 'Via Roma 1', city: 'Milano' } })
    await venue.dispatch({ type: 'AddAddress', address: { address: 'Via Paolo Sarpi 10, Milano', address_default: true } })
    await venue.dispatch({ type: 'AddLine', line: demoMargherita, quantity: 1 })
    await renderScreen(venue.value, 'checkout', [{ path: 'checkout', element: <Checkout /> }])
    fireEvent.click(await screen.findByRole('radio', { name: 'Consegna a domicilio' }))
    const picker = screen.getByLabelText('Indirizzi salvati') as HTMLSelectElement
    expect([...picker.options].map((option) => option.textContent)).toEqual(['Scegli un indirizzo salvato', 'Via Paolo Sarpi 10, Milano (Predefinito)', 'Via Roma 1, Milano'])
    fireEvent.change(picker, { target: { value: picker.options[2]!.value } })
    expect((screen.getByLabelText(/Indirizzo di consegna/) as HTMLInputElement).value).toBe('Via Roma 1, Milano')
    expect(picker.value).toBe(picker.options[2]!.value)
  })

  it('a guest sees no saved addresses, and may log in there through the login popup', async () => {
    const venue = await accountVenue()
    venue.customers.add('giulia@example.com', 'password-1', { name: 'Giulia' })
    await venue.dispatch({ type: 'AddLine', line: demoMargherita, quantity: 1 })
    await renderScreen(venue.value, 'checkout', [{ path: 'checkout', element: <Checkout /> }])
    fireEvent.click(await screen.findByRole('radio', { name: 'Consegna a domicilio' }))
    expect(screen.queryByLabelText('Indirizzi salvati')).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Accedi per usare i tuoi indirizzi salvati' }))
    const popup = await screen.findByRole('dialog')
    fireEvent.change(within(popup).getByLabelText(/^E-mail/), { target: { value: 'giulia@example.com' } })
    fireEvent.change(within(popup).getByLabelText(/^Password/), { target: { value: 'password-1' } })
    fireEvent.click(within(popup).getByRole('button', { name: 'Accedi' }))
    await waitFor(() => expect(venue.views().customer.loggedIn).toBe(true))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByRole('radio', { name: 'Consegna a domicilio' })).toBeTruthy()
  })
})

describe('my orders of a logged-in customer are filtered by customer_id (SPEC §6, §7)', () => {
  it('asks for the orders with the customer id, and without it once logged out', async () => {
    const venue = await loggedIn(await accountVenue())
    const asked: (number | null)[] = []
    const load = venue.api.loadMyOrders.bind(venue.api)
    const recording: VenueApi['loadMyOrders'] = async (_deviceId, customerId) => {
      asked.push(customerId)
      return load()
    }
    Object.assign(venue.api, { loadMyOrders: recording })
    await renderScreen({ ...venue.value, light: null }, 'my-orders', [{ path: 'my-orders', element: <MyOrders /> }])
    const id = venue.views().customer.customer!.customer_id
    await waitFor(() => expect(asked).toContain(id))
    await venue.dispatch({ type: 'LogOut' })
    await waitFor(() => expect(asked.at(-1)).toBeNull())
    expect(within(document.body).queryByTestId('elsewhere')).toBeNull()
  })
})
