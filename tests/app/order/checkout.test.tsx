// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { LineSnapshot } from '../../../domain/cartLine'
import { openVenueCommand } from '../../../commands/guest'
import Checkout from '../../../src/screens/Checkout'
import { demoMargherita } from '../../support/demoOnline'
import { renderScreen, testVenue, venueFile } from '../../support/venueContext'

afterEach(cleanup)

const routes = [{ path: 'checkout', element: <Checkout /> }]

async function onlineCheckout(quantity = 2) {
  const venue = await testVenue()
  await venue.session.dispatch({ type: 'AddLine', line: demoMargherita, quantity })
  await renderScreen(venue.value, 'checkout', routes)
  await screen.findByRole('heading', { name: "Dati dell'ordine" })
  return venue
}

function chooseFirstSlot() {
  const select = screen.getByLabelText(/Fascia oraria/) as HTMLSelectElement
  const option = [...select.options].find((candidate) => candidate.value !== '' && !candidate.disabled)!
  fireEvent.change(select, { target: { value: option.value } })
}

describe("Checkout ('Dati dell'ordine', SPEC §3 options, §5 Form messages)", () => {
  it('offers the online modes and the fields of each mode', async () => {
    await onlineCheckout()
    expect(screen.getByRole('radio', { name: 'Consegna a domicilio' })).toBeTruthy()
    fireEvent.click(screen.getByRole('radio', { name: 'Asporto' }))
    expect(screen.getByLabelText(/^Email/)).toBeTruthy()
    expect(screen.getByLabelText(/^Telefono/)).toBeTruthy()
    expect(screen.queryByLabelText(/Indirizzo di consegna/)).toBeNull()
    fireEvent.click(screen.getByRole('radio', { name: 'Consegna a domicilio' }))
    expect(screen.getByLabelText(/Indirizzo di consegna/)).toBeTruthy()
    expect(screen.getByLabelText(/Citofono/)).toBeTruthy()
    expect(screen.getByRole('checkbox', { name: /informativa privacy di Pizzeria Da Gennaro/ })).toBeTruthy()
  })

  it('shows the validation messages at their fields and the snackbar', async () => {
    await onlineCheckout()
    fireEvent.click(screen.getByRole('radio', { name: 'Asporto' }))
    fireEvent.click(screen.getByRole('button', { name: "Invia l'ordine" }))
    expect(await screen.findByText('Campo Email richiesto.')).toBeTruthy()
    // issue #16.10: the earliest open slot is offered chosen, so no slot is missing
    expect((screen.getByRole('combobox', { name: /Fascia oraria/ }) as HTMLSelectElement).value).not.toBe('')
    expect(screen.queryByText('Inserisci una fascia oraria')).toBeNull()
    expect(screen.getByText('Devi accettare il trattamento privacy')).toBeTruthy()
    expect(await screen.findByText('Controlla i dati inseriti')).toBeTruthy()
    // the guest is taken to the first field to mend, not left on the button (helper review)
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Email/)))

    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'not-an-email' } })
    expect(await screen.findByText('Il campo Email non contiene un valore valido.')).toBeTruthy()
  })

  it('asks for a purchase mode first', async () => {
    await onlineCheckout()
    fireEvent.click(screen.getByRole('button', { name: "Invia l'ordine" }))
    expect((await screen.findAllByText('Seleziona una modalità di acquisto')).length).toBeGreaterThan(0)
  })

  it('refuses an order below the minimum and disables sending', async () => {
    const cheap: LineSnapshot = { ...demoMargherita }
    await onlineCheckout(1)
    expect(cheap.item.unitPrice).toBe(650)
    fireEvent.click(screen.getByRole('radio', { name: 'Asporto' }))
    expect((await screen.findByTestId('minimum-order')).textContent).toBe('Ordine minimo € 10')
    const send = screen.getByRole('button', { name: "Invia l'ordine" }) as HTMLButtonElement
    expect(send.disabled).toBe(true)
    // issue #16.8: the reason is next to the button, and the button names it as its description
    expect(screen.getByTestId('send-blocked').textContent).toBe("Mancano € 3,50 per l'ordine minimo di € 10.")
    expect(send.getAttribute('aria-describedby')).toBe('send-blocked')
  })

  it('a required field says so to a screen reader, not only by its red asterisk (WCAG 3.3.2); an optional one does not', async () => {
    await onlineCheckout()
    fireEvent.click(screen.getByRole('radio', { name: 'Asporto' }))
    expect(screen.getByLabelText(/^Email/).getAttribute('aria-required')).toBe('true')
    expect(screen.getByLabelText(/Fascia oraria/).getAttribute('aria-required')).toBe('true')
    expect(screen.getByLabelText(/^Telefono/).getAttribute('aria-required')).toBe('false')
  })

  it('says when the venue is not taking orders', async () => {
    const venue = await testVenue({ tweak: (info) => ({ ...info, online_options: { ...info.online_options!, online_orders_enabled: false } }) })
    await venue.session.dispatch({ type: 'AddLine', line: demoMargherita, quantity: 2 })
    await renderScreen(venue.value, 'checkout', routes)
    expect((await screen.findByTestId('ordering-inactive')).textContent).toBe('Il locale in questo momento non accetta ordini.')
    expect((screen.getByRole('button', { name: "Invia l'ordine" }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('issue #13.5 the pause window is read on the venue\'s clock (its time_zone), not Rome\'s', async () => {
    const hourIn = (zone: string) => Number(new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone: zone }).format(new Date()))
    const hh = (hour: number) => String((hour + 24) % 24).padStart(2, '0')
    const nyHour = hourIn('America/New_York')
    const pause = { pause_orders_enabled: true, pause_start_time: `${hh(nyHour)}:00`, pause_end_time: `${hh(nyHour + 2)}:00` }
    const venue = await testVenue({ tweak: (info) => ({ ...info, time_zone: 'America/New_York', online_options: { ...info.online_options!, ...pause } }) })
    await venue.session.dispatch({ type: 'AddLine', line: demoMargherita, quantity: 2 })
    await renderScreen(venue.value, 'checkout', routes)
    const resumes = `Il locale ora non prende ordini: riprende alle ${hh(nyHour + 2)}:00.`
    expect((await screen.findByTestId('ordering-inactive')).textContent).toBe(resumes)
    expect(screen.getByTestId('send-blocked').textContent).toBe(resumes)
  })

  it('enters the details, submits, and keeps the button disabled while the submission is pending', async () => {
    const venue = await onlineCheckout()
    venue.api.mode = 'offline'
    fireEvent.click(screen.getByRole('radio', { name: 'Asporto' }))
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'giulia@example.com' } })
    chooseFirstSlot()
    fireEvent.click(screen.getByRole('checkbox', { name: /informativa privacy/ }))
    fireEvent.click(screen.getByRole('button', { name: "Invia l'ordine" }))
    await waitFor(() => expect(venue.views().session.pending).not.toBeNull())
    const details = venue.views().checkout.details!
    expect(details.order_type).toBe('take-away')
    expect(details.contacts.email).toBe('giulia@example.com')
    expect(details.time_slot_requested_id).not.toBeNull()
    expect(details.privacy_accepted).toBe(true)
  })

  it('sends a take-away order and goes to my orders', async () => {
    const venue = await onlineCheckout()
    fireEvent.click(screen.getByRole('radio', { name: 'Asporto' }))
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'giulia@example.com' } })
    chooseFirstSlot()
    fireEvent.click(screen.getByRole('radio', { name: 'Paga dopo' }))
    fireEvent.click(screen.getByRole('checkbox', { name: /informativa privacy/ }))
    fireEvent.click(screen.getByRole('button', { name: "Invia l'ordine" }))
    expect(await screen.findByTestId('elsewhere')).toBeTruthy()
    expect(venue.api.requests).toHaveLength(1)
    expect(venue.views().checkout.status).toBe('sent')
  })

  it('in-venue modes use the venue texts, and the fields follow the mode', async () => {
    const venue = await testVenue({ file: venueFile('demo-table') })
    await venue.session.dispatch({ type: 'AddLine', line: { ...demoMargherita, item: { ...demoMargherita.item, id: 202, name: 'Tagliere bolognese' } }, quantity: 1 })
    await renderScreen(venue.value, 'checkout', routes)
    fireEvent.click(await screen.findByRole('radio', { name: 'Servito al tavolo' }))
    expect(screen.getByLabelText(/Intolleranze o richieste/)).toBeTruthy()
    expect(screen.getByLabelText(/^Tavolo/)).toBeTruthy()
    // served at the table the venue asks covers (cover_enabled_delivery); at the counter it does not (cover_enabled_pickup 0)
    expect(screen.getByLabelText(/^Coperti/)).toBeTruthy()
    fireEvent.click(screen.getByRole('radio', { name: 'Ritiro al banco' }))
    expect(screen.queryByLabelText(/Intolleranze o richieste/)).toBeNull()
    expect(screen.queryByLabelText(/^Tavolo/)).toBeNull()
    expect(screen.queryByLabelText(/^Coperti/)).toBeNull()
    expect(screen.queryByRole('checkbox')).toBeNull()
  })

  it('SPEC §4 Table QR: a table found closed is asked again on sending, so an order goes once the staff have opened it', async () => {
    const venue = await testVenue({ file: venueFile('demo-table') })
    await venue.session.dispatch(openVenueCommand(venue.info, btoa('6')))
    expect(venue.views().table.verifiedTableId).toBe(6)
    await venue.session.dispatch({ type: 'AddLine', line: { ...demoMargherita, item: { ...demoMargherita.item, id: 207, name: 'Lasagne alla bolognese', unitPrice: 1250 } }, quantity: 1 })
    await renderScreen(venue.value, 'checkout', routes)
    fireEvent.click(await screen.findByRole('radio', { name: 'Servito al tavolo' }))
    fireEvent.change(screen.getByLabelText(/^Coperti/), { target: { value: '1' } })
    fireEvent.click(screen.getByRole('button', { name: "Invia l'ordine" }))
    expect((await screen.findAllByText('Il tavolo non è ancora aperto: chiedi al personale di aprirlo.')).length).toBeGreaterThan(0)
    expect(venue.api.orders).toHaveLength(0)

    venue.api.tableSessions.set(6, { covers: 0, cover_cost: 0, covered_total_paid: 0 })
    // the first sending is over (its button busy until then) before the guest taps again
    await waitFor(() => expect((screen.getByRole('button', { name: "Invia l'ordine" }) as HTMLButtonElement).disabled).toBe(false))
    fireEvent.click(screen.getByRole('button', { name: "Invia l'ordine" }))
    await waitFor(() => expect(venue.api.orders).toHaveLength(1))
    expect(venue.api.requests[0]!.request.order.table_id).toBe(6)
  })

  it('SPEC §4 Table QR: a table found closed is asked again as the form opens: once the staff opened it, no warning is left', async () => {
    const venue = await testVenue({ file: venueFile('demo-table') })
    await venue.session.dispatch(openVenueCommand(venue.info, btoa('6')))
    expect(venue.views().table.session).toBeNull()
    venue.api.tableSessions.set(6, { covers: 0, cover_cost: 0, covered_total_paid: 0 })
    await venue.session.dispatch({ type: 'AddLine', line: { ...demoMargherita, item: { ...demoMargherita.item, id: 207, name: 'Lasagne alla bolognese', unitPrice: 1250 } }, quantity: 1 })
    await renderScreen(venue.value, 'checkout', routes)
    await waitFor(() => expect(venue.views().table.session).not.toBeNull())
  })

  it('issue #13.2 a venue\'s pickup cost is its own line before sending, and the order carries it (the server charges it)', async () => {
    const file = venueFile('demo-table')
    const withPickupCost = { ...file, full: { ...file.full, offline_options: { ...file.full.offline_options, cost_order_pickup: 1.5 } } }
    const venue = await testVenue({ file: withPickupCost as typeof file })
    await venue.session.dispatch({ type: 'AddLine', line: { ...demoMargherita, item: { ...demoMargherita.item, id: 202, name: 'Tagliere bolognese' } }, quantity: 1 })
    await renderScreen(venue.value, 'checkout', routes)
    fireEvent.click(await screen.findByRole('radio', { name: 'Ritiro al banco' }))
    const line = await screen.findByTestId('totals-delivery')
    expect(line.textContent).toContain('Ritiro')
    expect(line.textContent).toContain('1,50')
    expect(screen.getByTestId('totals-total').textContent).toContain('8')
    fireEvent.click(screen.getByRole('button', { name: "Invia l'ordine" }))
    await waitFor(() => expect(venue.api.requests).toHaveLength(1))
    const sent = venue.api.requests[0] as { request: { order: { shipping_cost: number; total_cost: number } } }
    expect(sent.request.order).toMatchObject({ shipping_cost: 150, total_cost: 650 + 150 })
  })
})

describe('SPEC §4 Time slots: the slot chosen says its day when it is not today (helper review: tomorrow\'s 12:00 read as today\'s)', () => {
  it("a slot's option names its day unless it is today's", async () => {
    const { SlotSelect } = await import('../../../src/checkout/SlotSelect')
    const slot = (day: string, time: string) => ({ day, time_to_save: time, text: time, id: 1, date: '2026-11-24', start: 0 }) as never
    const venue = await testVenue()
    await renderScreen(venue.value, 'slots', [{ path: 'slots', element: <SlotSelect slots={[slot('Oggi', '20:00 - 20:15'), slot('Domani', '12:00 - 12:15')]} full={new Set()} value={null} onChange={() => {}} error={undefined} /> }])
    const labels = [...((await screen.findByLabelText(/Fascia oraria/)) as HTMLSelectElement).options].map((option) => option.text)
    expect(labels).toContain('20:00 - 20:15')
    expect(labels).toContain('12:00 - 12:15 · Domani')
  })
})
