// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { luhnValid } from '../../../domain/card'
import { cardErrors, formatCardNumber, formatExpiry, parseExpiry } from '../../../src/checkout/card'
import Payment from '../../../src/screens/Payment'
import { details } from '../../support/builders'
import { demoMargherita, demoTakeAwaySlot } from '../../support/demoOnline'
import { renderScreen, testVenue } from '../../support/venueContext'

afterEach(cleanup)

const routes = [{ path: 'payment', element: <Payment /> }]

describe('Payment (SPEC §2, §5 card errors, §8)', () => {
  it("says 'Nessun ordine inviato' when there is no order to pay", async () => {
    const venue = await testVenue()
    await renderScreen(venue.value, 'payment', routes)
    expect((await screen.findByTestId('no-order')).textContent).toBe('Nessun ordine inviato')
  })

  it('a paid order named again (the back button, ?order=): already paid, no way to pay it twice', async () => {
    const venue = await testVenue()
    await venue.session.dispatch({ type: 'AddLine', line: demoMargherita, quantity: 2 })
    await venue.session.dispatch({ type: 'EnterCheckoutDetails', details: details({ payment: 'stripe', ...demoTakeAwaySlot() }) })
    await venue.session.dispatch({ type: 'SubmitOrder', fields: {} })
    const orderId = venue.views().cart.awaitingPaymentOrderId!
    await venue.session.dispatch({ type: 'RecordPaymentResult', orderId, result: { session_id: 'approved' } })
    expect(venue.views().myOrders.orders.find((order) => order.id === orderId)?.payment_result).toBe(1)
    await renderScreen(venue.value, `payment?order=${orderId}`, routes)
    expect((await screen.findByTestId('already-paid')).textContent).toBe("Questo ordine è già pagato: non c'è altro da pagare.")
    expect(screen.queryByRole('button', { name: 'Paga dopo' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Vai ai tuoi ordini' }).getAttribute('href')).toMatch(/\/my-orders$/)
  })

  it('validates the card in the app: Luhn and a past expiry year', async () => {
    const venue = await testVenue()
    await venue.session.dispatch({ type: 'AddLine', line: demoMargherita, quantity: 2 })
    await venue.session.dispatch({ type: 'EnterCheckoutDetails', details: details({ payment: 'stripe', ...demoTakeAwaySlot() }) })
    await venue.session.dispatch({ type: 'SubmitOrder', fields: {} })
    expect(venue.views().cart.awaitingPaymentOrderId).not.toBeNull()
    await renderScreen(venue.value, 'payment', routes, { startPayment: true })

    // issue #16.3: the card chosen at checkout opens its step at once; the choice is not asked again
    fireEvent.change(await screen.findByLabelText('Numero della carta'), { target: { value: '4242 4242 4242 4241' } })
    expect(screen.queryByRole('button', { name: 'Paga dopo' })).toBeNull()
    fireEvent.change(screen.getByLabelText('Scadenza (MM/AA)'), { target: { value: '01/20' } })
    fireEvent.change(screen.getByLabelText('CVC'), { target: { value: '123' } })
    fireEvent.click(screen.getByRole('button', { name: 'Paga' }))
    expect(await screen.findByText('Il numero della carta non è valido')).toBeTruthy()
    expect(screen.getByText("L'anno di scadenza della carta è già passato")).toBeTruthy()

    fireEvent.change(screen.getByLabelText('Numero della carta'), { target: { value: '4242 4242 4242 4242' } })
    expect(screen.queryByText('Il numero della carta non è valido')).toBeNull()
  })

  it('issue #16.4 the card form formats as typed: the number in fours, the expiry with its slash, with or without one typed', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242')
    expect(formatCardNumber('4242-4242 42a')).toBe('4242 4242 42')
    expect(formatExpiry('1229')).toBe('12/29')
    expect(formatExpiry('12')).toBe('12')
    expect(formatExpiry('1/29')).toBe('1/29')
    expect(formatExpiry('12/2029')).toBe('12/2029')
    expect(parseExpiry('1229')).toEqual({ month: 12, year: 29 })
    expect(parseExpiry('12/29')).toEqual({ month: 12, year: 29 })
    expect(cardErrors({ number: '4242 4242 4242 4242', expiry: '1229', cvc: '123' }, Date.UTC(2026, 5, 1))).toEqual([])
  })

  it('issue #16.3 back on the payment screen later (a retry, the back button) the guest chooses again', async () => {
    const venue = await testVenue()
    await venue.session.dispatch({ type: 'AddLine', line: demoMargherita, quantity: 2 })
    await venue.session.dispatch({ type: 'EnterCheckoutDetails', details: details({ payment: 'stripe', ...demoTakeAwaySlot() }) })
    await venue.session.dispatch({ type: 'SubmitOrder', fields: {} })
    await renderScreen(venue.value, 'payment', routes)
    expect(await screen.findByRole('button', { name: 'Paga con carta' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Paga dopo' })).toBeTruthy()
    expect(screen.queryByLabelText('Numero della carta')).toBeNull()
  })

  it('card rules', () => {
    expect(luhnValid('4242424242424242')).toBe(true)
    expect(luhnValid('4242424242424241')).toBe(false)
    const now = Date.UTC(2026, 5, 1)
    expect(cardErrors({ number: '4242 4242 4242 4242', expiry: '12/27', cvc: '123' }, now)).toEqual([])
    expect(cardErrors({ number: '4242 4242 4242 4242', expiry: '12/2025', cvc: '123' }, now).map((e) => e.key)).toEqual(['payment.cardExpiryPast'])
    expect(cardErrors({ number: '1234', expiry: '13/27', cvc: '1' }, now).map((e) => e.field)).toEqual(['number', 'expiry', 'cvc'])
  })
})

describe('SPEC §4 Payment result: a payment the provider has not settled yet (review: it said nothing was charged)', () => {
  it('says it is not confirmed yet and offers no second payment; a declined one says nothing was charged', async () => {
    const { default: PaymentResult } = await import('../../../src/screens/PaymentResult')
    for (const [session, testId, text] of [
      ['pending', 'payment-pending', 'Il pagamento non è ancora confermato'],
      ['declined', 'payment-unpaid', 'non ti è stato addebitato nulla'],
    ] as const) {
      const venue = await testVenue()
      await venue.session.dispatch({ type: 'AddLine', line: demoMargherita, quantity: 2 })
      await venue.session.dispatch({ type: 'EnterCheckoutDetails', details: details({ payment: 'stripe', ...demoTakeAwaySlot() }) })
      await venue.session.dispatch({ type: 'SubmitOrder', fields: {} })
      const orderId = venue.views().cart.awaitingPaymentOrderId!
      await renderScreen(venue.value, `payment-result?session_id=${session}&order_id=${orderId}`, [{ path: 'payment-result', element: <PaymentResult /> }])
      expect((await screen.findByTestId(testId)).textContent).toContain(text)
      expect(screen.queryAllByRole('link').some((link) => /\/payment(\?|$)/.test(link.getAttribute('href') ?? ''))).toBe(session !== 'pending')
      cleanup()
    }
  })
})
