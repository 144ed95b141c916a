// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import Cart from '../../../src/screens/Cart'
import { demoMargherita } from '../../support/demoOnline'
import { renderScreen, testVenue } from '../../support/venueContext'

const CHECKOUT = "Procedi all'ordine"

afterEach(cleanup)

describe('Cart ("Il tuo ordine", SPEC §2, §4 Cart)', () => {
  it('shows the lines and totals, and the quantity controls send AddLine / DecrementLine / RemoveLine', async () => {
    const venue = await testVenue()
    await venue.session.dispatch({ type: 'AddLine', line: demoMargherita, quantity: 2 })
    await renderScreen(venue.value, 'cart', [{ path: 'cart', element: <Cart /> }])

    expect(await screen.findByRole('heading', { name: 'Il tuo ordine' })).toBeTruthy()
    expect(screen.getByTestId('line-quantity').textContent).toBe('2')
    expect(screen.getByTestId('totals-total').textContent).toContain('€ 13')

    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi uno: Margherita' }))
    await waitFor(() => expect(screen.getByTestId('line-quantity').textContent).toBe('3'))
    expect(screen.getByTestId('totals-total').textContent).toContain('€ 19,50')
    expect(venue.views().cart.lines).toHaveLength(1)

    fireEvent.click(screen.getByRole('button', { name: 'Togli uno: Margherita' }))
    await waitFor(() => expect(screen.getByTestId('line-quantity').textContent).toBe('2'))

    fireEvent.click(screen.getByRole('button', { name: 'Rimuovi Margherita' }))
    await waitFor(() => expect(screen.getByText('Il carrello è vuoto.')).toBeTruthy())
    // an empty cart asks no "how do you want it?" (guest helper): the checkout is there, not yet possible
    expect(screen.queryByRole('group', { name: "Come vuoi ricevere l'ordine?" })).toBeNull()
    expect((screen.getByRole('button', { name: CHECKOUT }) as HTMLButtonElement).disabled).toBe(true)
    // with a dish, demo-online offers delivery and take-away: the guest picks one on the way to the form (issue #16.10)
    await venue.session.dispatch({ type: 'AddLine', line: demoMargherita, quantity: 1 })
    const modes = within(await screen.findByRole('group', { name: "Come vuoi ricevere l'ordine?" })).getAllByRole('button') as HTMLButtonElement[]
    expect(modes.map((button) => [button.textContent, button.disabled])).toEqual([
      ['Consegna a domicilio', false],
      ['Asporto', false],
    ])
  })

  it('links each line to its options popup for editing, and to the extras', async () => {
    const venue = await testVenue()
    await venue.session.dispatch({ type: 'AddLine', line: demoMargherita, quantity: 1 })
    await renderScreen(venue.value, 'cart', [{ path: 'cart', element: <Cart /> }])
    const edit = await screen.findByRole('link', { name: 'Modifica Margherita' })
    expect(edit.getAttribute('href')).toBe(`/restaurants/demo-online/item/107?edit=${encodeURIComponent(venue.views().cart.lines[0]!.key)}`)
    expect(screen.getByRole('link', { name: "Aggiungi qualcos'altro" }).getAttribute('href')).toBe('/restaurants/demo-online/extra')
  })

  it('SPEC §4 Ordering active: a paused venue says on the cart when it takes orders again, before the guest fills it', async () => {
    const paused = (start: string, end: string) => testVenue({ tweak: (info) => ({ ...info, online_options: { ...info.online_options!, pause_orders_enabled: true, pause_start_time: start, pause_end_time: end } }) })
    // Monday 12:30 in Rome, the venue's clock
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-23T12:30:00+01:00'))
    try {
      await renderScreen((await paused('12:00', '14:00')).value, 'cart', [{ path: 'cart', element: <Cart /> }])
      expect((await screen.findByTestId('ordering-closed')).textContent).toBe('Il locale ora non prende ordini: riprende alle 14:00.')
      cleanup()
      // paused all day (00:00-00:00 reads 00:00-24:00): no time to come back to
      await renderScreen((await paused('00:00', '00:00')).value, 'cart', [{ path: 'cart', element: <Cart /> }])
      expect((await screen.findByTestId('ordering-closed')).textContent).toBe('Il locale in questo momento non accetta ordini.')
    } finally {
      vi.useRealTimers()
    }
  })

  it('a venue taking orders shows no such notice', async () => {
    const venue = await testVenue()
    await renderScreen(venue.value, 'cart', [{ path: 'cart', element: <Cart /> }])
    await screen.findByRole('heading', { name: 'Il tuo ordine' })
    expect(screen.queryByTestId('ordering-closed')).toBeNull()
  })

  it('clears the cart with ClearCart', async () => {
    const venue = await testVenue()
    await venue.session.dispatch({ type: 'AddLine', line: demoMargherita, quantity: 1 })
    await renderScreen(venue.value, 'cart', [{ path: 'cart', element: <Cart /> }])
    fireEvent.click(await screen.findByRole('button', { name: 'Svuota il carrello' }))
    await waitFor(() => expect(venue.views().cart.count).toBe(0))
  })
})
