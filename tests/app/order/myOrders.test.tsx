// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import MyOrders from '../../../src/screens/MyOrders'
import { formatMoney } from '../../../domain/display'
import type { OrderContent } from '../../../domain/order'
import { details, serverOrder } from '../../support/builders'
import { demoMargherita, demoTakeAwaySlot } from '../../support/demoOnline'
import { postOrderInstructions } from '../../../api/venueCheckoutRules'
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
    // Issue #16.7: the call reads as confirmed, with its time on the venue's clock, and rests (SPEC §9).
    const called = await screen.findByRole('button', { name: /^Cameriere chiamato alle \d\d:\d\d$/ })
    expect(called.getAttribute('aria-disabled')).toBe('true')
  })

  it('issue #13.7 once an order is sent, the venue\'s post-order instructions are shown (the in-venue override where set)', async () => {
    const online = await testVenue()
    await online.session.dispatch({ type: 'AddLine', line: demoMargherita, quantity: 2 })
    await online.session.dispatch({ type: 'EnterCheckoutDetails', details: details({ ...demoTakeAwaySlot() }) })
    await renderScreen({ ...online.value, light: null }, 'my-orders', [{ path: 'my-orders', element: <MyOrders /> }])
    expect(screen.queryByTestId('post-order-instructions')).toBeNull()
    await online.session.dispatch({ type: 'SubmitOrder', fields: {} })
    expect((await screen.findByTestId('post-order-instructions')).textContent).toBe("Grazie! Ti avviseremo quando l'ordine sarà in consegna.")
    cleanup()

    const table = await testVenue({ file: venueFile('demo-table') })
    expect(postOrderInstructions(table.info)).toBe('Ordina dal tavolo: portiamo tutto noi.')
  })

  it('a paid order the venue rejected says the money is to be claimed back, and no longer thanks the guest (helper review)', async () => {
    const online = await testVenue()
    await online.session.dispatch({ type: 'AddLine', line: demoMargherita, quantity: 2 })
    await online.session.dispatch({ type: 'EnterCheckoutDetails', details: details({ ...demoTakeAwaySlot() }) })
    await online.session.dispatch({ type: 'SubmitOrder', fields: {} })
    const placed = online.api.orders.at(-1)!
    Object.assign(placed, { status: 'rejected', payment_result: 1 })
    await renderScreen({ ...online.value, light: null }, 'my-orders', [{ path: 'my-orders', element: <MyOrders /> }])
    expect((await screen.findByTestId('refund-note')).textContent).toBe(`Hai pagato ${formatMoney(placed.total_cost)} per un ordine che il locale non ha accettato: contatta il locale per il rimborso.`)
    expect(screen.queryByTestId('post-order-instructions')).toBeNull()
  })

  it("issue #16.6: an order's date and payment method read as the guest reads them", async () => {
    const venue = await testVenue()
    venue.api.orders.push(serverOrder({ id: 9002, restaurantorderid: 18, status: 'accepted', payment_method: 'LATER', order_date: '2026-11-24 19:30:00' }))
    await renderScreen({ ...venue.value, light: null }, 'my-orders', [{ path: 'my-orders', element: <MyOrders /> }])
    const card = (await screen.findByText('Ordine #18')).closest('li')!
    fireEvent.click(screen.getByRole('button', { name: 'Vedi' }))
    await waitFor(() => expect(card.textContent).toContain('Data: 24 nov 2026, 19:30'))
    expect(card.textContent).toContain('Pagamento: alla cassa, dopo')
    expect(card.textContent).not.toContain('LATER')
  })

  it('an unpaid delivery is paid at the door and a take-away on collection, not "alla cassa" (SPEC §3 Payment method)', async () => {
    const venue = await testVenue()
    const content = (order_type: OrderContent['order_type']) => ({ order_type, delivery_choice: null, table_id: null, time_slot_requested: null, rows: [] })
    venue.api.orders.push(serverOrder({ id: 9011, restaurantorderid: 31, content: content('deliver') }), serverOrder({ id: 9012, restaurantorderid: 32, content: content('take-away') }))
    await renderScreen({ ...venue.value, light: null }, 'my-orders', [{ path: 'my-orders', element: <MyOrders /> }])
    const delivery = (await screen.findByText('Ordine #31')).closest('li')!
    const takeAway = screen.getByText('Ordine #32').closest('li')!
    for (const button of screen.getAllByRole('button', { name: 'Vedi' })) fireEvent.click(button)
    await waitFor(() => expect(delivery.textContent).toContain('Pagamento: alla consegna'))
    expect(takeAway.textContent).toContain('Pagamento: al ritiro')
    expect(delivery.textContent + takeAway.textContent).not.toContain('alla cassa')
  })

  it("an order's coupon reads as the cart's discount, less: '-€ 8,25' (SPEC §5 Coupon)", async () => {
    const venue = await testVenue()
    venue.api.orders.push(serverOrder({ id: 9013, restaurantorderid: 33, coupon_value: 825, content: { order_type: 'take-away', delivery_choice: null, table_id: null, time_slot_requested: null, rows: [] } }))
    await renderScreen({ ...venue.value, light: null }, 'my-orders', [{ path: 'my-orders', element: <MyOrders /> }])
    const card = (await screen.findByText('Ordine #33')).closest('li')!
    fireEvent.click(screen.getByRole('button', { name: 'Vedi' }))
    await waitFor(() => expect(card.textContent).toContain(`Sconto coupon: ${formatMoney(-825)}`))
    expect(formatMoney(-825)).toBe('-€ 8,25')
  })

  it('an order that charged covers says so beside its lines (its total was more than they add up to)', async () => {
    const venue = await testVenue({ file: venueFile('demo-table') })
    const lasagne = { entry_id: 207, entry_name: 'Lasagne alla bolognese', type: 'menu-entry', quantity: 2, cost: 2500, details: '', subitems: [], subOrderRows: [] } as const
    venue.api.orders.push(serverOrder({ id: 9003, restaurantorderid: 19, total_cost: 3000, content: { order_type: 'restaurant', delivery_choice: 'delivery', table_id: 5, time_slot_requested: null, rows: [{ ...lasagne, subitems: [], subOrderRows: [] }], covers: { count: 2, cost: 500 } } }))
    await renderScreen({ ...venue.value, light: null }, 'my-orders', [{ path: 'my-orders', element: <MyOrders /> }])
    const card = (await screen.findByText('Ordine #19')).closest('li')!
    fireEvent.click(screen.getByRole('button', { name: 'Vedi' }))
    await waitFor(() => expect(card.textContent).toContain(`Coperti (2): ${formatMoney(500)}`))
  })

  it("an order's lines read in the menu's names (the server keeps the venue's own language); a dish no longer on it keeps the stored name", async () => {
    const venue = await testVenue()
    const row = (entry_id: number, entry_name: string) => ({ entry_id, entry_name, type: 'menu-entry' as const, quantity: 1, cost: 800, details: '', subitems: [], subOrderRows: [] })
    venue.api.orders.push(serverOrder({ id: 9004, restaurantorderid: 20, content: { order_type: 'take-away', delivery_choice: null, table_id: null, time_slot_requested: null, rows: [row(107, 'مارغريتا'), row(999_999, 'Piatto del giorno')] } }))
    await renderScreen({ ...venue.value, light: null }, 'my-orders', [{ path: 'my-orders', element: <MyOrders /> }])
    const lines = await screen.findByTestId('order-lines')
    expect(lines.textContent).toContain(`1 × ${venue.info.menuentries.find((entry) => entry.id === 107)!.name}`)
    expect(lines.textContent).not.toContain('مارغريتا')
    expect(lines.textContent).toContain('1 × Piatto del giorno')
  })

  it('a paid order says Pagato beside its status, where an unpaid one says Non pagato, without opening it', async () => {
    const venue = await testVenue()
    venue.api.orders.push(serverOrder({ id: 9005, restaurantorderid: 21, status: 'accepted', payment_method: 'stripe', payment_result: 1 }))
    await renderScreen({ ...venue.value, light: null }, 'my-orders', [{ path: 'my-orders', element: <MyOrders /> }])
    const card = (await screen.findByText('Ordine #21')).closest('li')!
    expect(within(card).getAllByText('Pagato')).toHaveLength(1)
    expect(within(card).queryByText('Non pagato')).toBeNull()
  })

  it('issue #16.9: an order waiting to be sent is a card of the list (its lines, its amount), not a line above "no orders yet"', async () => {
    const online = await testVenue()
    await online.session.dispatch({ type: 'AddLine', line: demoMargherita, quantity: 2 })
    await online.session.dispatch({ type: 'EnterCheckoutDetails', details: details({ ...demoTakeAwaySlot() }) })
    online.api.mode = 'offline'
    await online.session.dispatch({ type: 'SubmitOrder', fields: {} })
    const pending = online.views().session.pending!
    expect(pending).not.toBeNull()
    await renderScreen({ ...online.value, light: null }, 'my-orders', [{ path: 'my-orders', element: <MyOrders /> }])
    const card = await screen.findByTestId('pending-order')
    expect(card.textContent).toContain(`2 × ${demoMargherita.item.name}`)
    expect(card.textContent).toContain('Da inviare')
    expect(card.textContent).toContain(formatMoney(pending.request.order.total_cost))
    expect(screen.queryByText('Non hai ancora inviato ordini.')).toBeNull()
  })
})
