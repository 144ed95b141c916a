// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import MyOrders from '../../../src/screens/MyOrders'
import { serverOrder } from '../../support/builders'
import { renderScreen, testVenue, venueFile } from '../../support/venueContext'

afterEach(cleanup)

describe("My orders ('I tuoi ordini', SPEC §2, §4, §9)", () => {
  it('loads the orders on open and shows Vedi, Paga Conto, Non pagato, Inviato', async () => {
    const venue = await testVenue({ tweak: (info) => info })
    venue.api.orders.push(serverOrder({ id: 9001, restaurantorderid: 17, status: 'accepted', payment_method: 'LATER' }))
    await renderScreen({ ...venue.value, light: null }, 'my-orders', [{ path: 'my-orders', element: <MyOrders /> }])
    expect(await screen.findByText('Ordine #17')).toBeTruthy()
    expect(screen.getByText('Inviato')).toBeTruthy()
    expect(screen.getByText('Accettato')).toBeTruthy()
    expect(screen.getByText('Non pagato')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Vedi' }).getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(screen.getByRole('button', { name: 'Paga Conto' }))
    expect(await screen.findByTestId('elsewhere')).toBeTruthy()
  })

  it('calls the waiter when the venue enables it, then rests', async () => {
    const venue = await testVenue({ file: venueFile('demo-table') })
    await renderScreen({ ...venue.value, light: null }, 'my-orders', [{ path: 'my-orders', element: <MyOrders /> }])
    const button = await screen.findByRole('button', { name: 'Chiama il cameriere' })
    fireEvent.click(button)
    await waitFor(() => expect(venue.views().waiter.calls).toBe(1))
    expect((screen.getByRole('button', { name: 'Cameriere chiamato' }) as HTMLButtonElement).disabled).toBe(true)
  })
})
