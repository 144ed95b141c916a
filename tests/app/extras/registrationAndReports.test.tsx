// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Fetch } from '../../../api/transport'
import AboutExtras from '../../../src/extras/AboutExtras'
import Checkout from '../../../src/screens/Checkout'
import { registrationGate } from '../../../src/extras/registrationGate'
import { sendTranslationReport } from '../../../src/extras/translationReport'
import { renderScreen, testVenue } from '../../support/venueContext'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const mandatory = [{ name: 'required', pivot: { enabled: 1 } }, { name: 'email', pivot: { enabled: 1 } }]

describe('SPEC §6 registration-required venues gate ordering', () => {
  it('sends an unregistered guest to the registration route first', () => {
    expect(registrationGate({ hash: 'h', fields: mandatory, registeredCustomer: false, formSent: false })).toBe('/restaurants/h/registration')
  })

  it('lets a registered customer, or a guest whose registration form was sent (marker not expired), order', () => {
    expect(registrationGate({ hash: 'h', fields: mandatory, registeredCustomer: true, formSent: false })).toBeNull()
    expect(registrationGate({ hash: 'h', fields: mandatory, registeredCustomer: false, formSent: true })).toBeNull()
  })

  it('does not gate a venue whose registration is optional', () => {
    expect(registrationGate({ hash: 'h', fields: [{ name: 'required', pivot: { enabled: 0 } }], registeredCustomer: false, formSent: false })).toBeNull()
    expect(registrationGate({ hash: 'h', fields: [], registeredCustomer: false, formSent: false })).toBeNull()
  })

  it('the order form of a registration-required venue sends the guest to the registration', async () => {
    const venue = await testVenue({ tweak: (info) => ({ ...info, registrationfields: [{ name: 'required', pivot: { enabled: true } }] }) })
    await renderScreen(venue.value, 'checkout', [
      { path: 'checkout', element: <Checkout /> },
      { path: 'registration', element: <div data-testid="registration" /> },
    ])
    expect(await screen.findByTestId('registration')).toBeTruthy()
  })
})

const answer = (status: number, body: unknown): ReturnType<Fetch> => Promise.resolve({ status, text: async () => JSON.stringify(body) })

describe('SPEC §2 the translation error report', () => {
  const report = { lang: 'en', page: '/restaurants/h/item/1', text: 'wrong', suggestion: '' }

  it('is posted to the venue API; offline it is not sent', async () => {
    const post = vi.fn<Fetch>(() => answer(201, { code: 'ok' }))
    expect(await sendTranslationReport('h', report, post, true)).toEqual({ ok: true })
    expect(post.mock.calls[0]![0]).toBe('/api/v3/restaurants/h/translation-error')
    expect(JSON.parse(post.mock.calls[0]![1]!.body!)).toEqual(report)
    expect(await sendTranslationReport('h', report, post, false)).toEqual({ ok: false, message: 'You are not online!' })
    expect(post).toHaveBeenCalledTimes(1)
  })

  it("shows the server's message, else 'Errore server' (SPEC §8)", async () => {
    expect(await sendTranslationReport('h', report, () => answer(422, { message: 'text: troppo lungo' }), true)).toEqual({ ok: false, message: 'text: troppo lungo' })
    expect(await sendTranslationReport('h', report, () => answer(500, 'boom'), true)).toEqual({ ok: false, message: 'Errore server' })
    expect(await sendTranslationReport('h', report, () => Promise.reject(new Error('down')), true)).toEqual({ ok: false, message: 'Errore server' })
  })

  it('the form on about asks for the text, then sends it and thanks the guest', async () => {
    const fetch = vi.fn(async () => new Response('{"code":"ok"}', { status: 201 }))
    vi.stubGlobal('fetch', fetch)
    const venue = await testVenue()
    await renderScreen(venue.value, 'about', [{ path: 'about', element: <AboutExtras /> }])
    fireEvent.click(screen.getByRole('button', { name: 'Segnala un errore di traduzione' }))
    const send = await screen.findByRole('button', { name: 'Invia la segnalazione' })
    fireEvent.click(send)
    expect(await screen.findByText('Campo Testo sbagliato richiesto.')).toBeTruthy()
    expect(fetch).not.toHaveBeenCalled()
    fireEvent.change(screen.getByRole('textbox', { name: /Testo sbagliato/ }), { target: { value: 'Pizze rosse → "Red pizzas"' } })
    fireEvent.click(send)
    expect(await screen.findByText('Grazie! Segnalazione inviata.')).toBeTruthy()
    expect(fetch).toHaveBeenCalledWith('/api/v3/restaurants/demo-online/translation-error', expect.objectContaining({ method: 'POST' }))
    await waitFor(() => expect(JSON.parse((fetch.mock.calls[0] as unknown as [string, { body: string }])[1].body)).toMatchObject({ lang: 'it', page: '/restaurants/demo-online/about', text: 'Pizze rosse → "Red pizzas"' }))
  })
})
