import { memoryDeviceSecret } from '../../api/httpCall'
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { HttpVenueApi } from '../../api/client'
import type { Fetch } from '../../api/transport'
import { BrowserRecords } from '../../events/stores/browserRecords'
import { buildApp } from '../../server/app'
import { FakeStorage } from '../support/fakeStorage'
import { testDeps, testVenue } from '../server/testVenue'

/**
 * The customer calls of the typed client (api/customerClient.ts) against the reference server's
 * routes (server/routes/customers.ts), in process: one contract on both sides (DESIGN §7).
 */
type Deps = Awaited<ReturnType<typeof testDeps>>
let deps: Deps
let app: FastifyInstance
const HASH = 'test-venue'

const venue = testVenue({
  fullInfo: () => ({
    name: 'Test',
    registration_privacy_text: 'Acconsento.',
    registrationfields: [
      { name: 'name', pivot: { enabled: true } },
      { name: 'required', pivot: { enabled: true } },
    ],
  }),
})

beforeEach(async () => {
  deps = await testDeps([venue], undefined, { DEV_LOGIN: 'true' })
  app = await buildApp(deps, { customers: { bcryptCost: 4 } })
})
afterEach(async () => {
  await app.close()
  await deps.close()
})

function client() {
  const headers: Record<string, string>[] = []
  const fetch: Fetch = async (url, init) => {
    headers.push(init?.headers ?? {})
    const response = await app.inject({ method: (init?.method ?? 'GET') as 'GET', url, headers: init?.headers, ...(init?.body === undefined ? {} : { payload: init.body }) })
    return { status: response.statusCode, text: async () => response.body }
  }
  const records = new BrowserRecords(new FakeStorage() as unknown as Storage)
  const credentials = records.credentials(HASH)
  const api = new HttpVenueApi({ baseUrl: '', venue: HASH, fetch, isOnline: () => true, token: credentials.token, deviceId: 'device-1', deviceSecret: memoryDeviceSecret() })
  return { api, credentials, headers }
}

async function mailLink(kind: string): Promise<URL> {
  const mail = await deps.db.selectFrom('mail_outbox').selectAll().where('kind', '=', kind).orderBy('id', 'desc').executeTakeFirstOrThrow()
  return new URL(mail.link!)
}

describe('SPEC §7 customer calls through the typed client', () => {
  it('register → verify e-mail → login → profile → addresses → refresh → logout', async () => {
    const { api, credentials, headers } = client()
    expect(await api.isCustomerRegistered('anna@example.com')).toEqual({ ok: true, value: false })
    const registered = await api.register({ email: 'anna@example.com', password: 'password-1', name: 'Anna' }, { newsletter: true })
    expect(registered).toMatchObject({ ok: true, value: { customer: { email: 'anna@example.com', is_registered: true }, access_token: expect.any(String), expires_at: expect.any(Number) } })
    expect(await api.isCustomerRegistered('anna@example.com')).toEqual({ ok: true, value: true })

    const link = await mailLink('verify_email')
    expect(link.pathname).toBe(`/app/restaurants/${HASH}/verify-email/anna%40example.com`)
    expect(await api.verifyEmail('anna@example.com', 'wrong')).toMatchObject({ ok: false, message: 'Link di verifica non valido o scaduto.' })
    expect(await api.verifyEmail('anna@example.com', link.searchParams.get('token')!)).toEqual({ ok: true, value: 'Indirizzo e-mail confermato.' })

    expect(await api.login('anna@example.com', 'wrong-one')).toMatchObject({ ok: false, kind: 'rejected', message: 'E-mail o password non corretti.' })
    const login = await api.login('anna@example.com', 'password-1')
    if (!login.ok) throw new Error('login failed')
    expect(headers.at(-1)!.Authorization).toBe('')
    credentials.save(login.value.access_token, { customer_id: login.value.customer.customer_id, email: 'anna@example.com', expiresAt: login.value.expires_at ?? null })

    const info = await api.customerInfo('anna@example.com')
    expect(headers.at(-1)!.Authorization).toBe(`Bearer ${login.value.access_token}`)
    expect(info).toMatchObject({ ok: true, value: { email: 'anna@example.com', name: 'Anna', email_verified: true, has_password: true, preferences: { newsletter: true }, addresses: [] } })
    expect(await api.preferences()).toEqual({ ok: true, value: { newsletter: true } })
    expect(await api.verifyPassword('anna@example.com', 'password-1')).toEqual({ ok: true, value: true })
    expect(await api.verifyPassword('anna@example.com', 'nope')).toEqual({ ok: true, value: false })

    const added = await api.addAddress({ address: 'Via Roma 1', city: 'Milano' })
    expect(added).toMatchObject({ ok: true, value: [{ address: 'Via Roma 1', city: 'Milano', address_default: true }] })
    const second = await api.addAddress({ address: 'Via Verdi 2', address_default: false })
    const secondId = second.ok ? second.value[1]!.id : -1
    expect(await api.updateAddress(secondId, { address_default: true, notes: 'Citofono' })).toMatchObject({ ok: true, value: { id: secondId, notes: 'Citofono', address_default: true } })
    expect(await api.deleteAddress(secondId)).toEqual({ ok: true, value: null })
    expect(await api.deleteAddress(secondId)).toMatchObject({ ok: false, status: 404, message: 'Indirizzo non trovato' })

    const updated = await api.updateCustomer({ phone: '+39 333 1112222' }, { newsletter: false })
    expect(updated).toMatchObject({ ok: true, value: { phone: '+39 333 1112222', preferences: { newsletter: false } } })
    expect(await api.updateCustomer({ password: 'password-2' }, null)).toMatchObject({ ok: false, status: 422 })

    const refreshed = await api.refresh()
    if (!refreshed.ok) throw new Error('refresh failed')
    expect(refreshed.value.access_token).not.toBe(login.value.access_token)
    expect(await api.customerInfo('anna@example.com')).toMatchObject({ ok: false, status: 401 })
    credentials.save(refreshed.value.access_token)
    expect((await api.customerInfo('anna@example.com')).ok).toBe(true)

    expect(await api.logout(refreshed.value.access_token)).toEqual({ ok: true, value: null })
    expect(await api.customerInfo('anna@example.com')).toMatchObject({ ok: false, status: 401 })
  })

  it('password reset by e-mail: the link is checked, then sets the password once', async () => {
    const { api } = client()
    await api.register({ email: 'anna@example.com', password: 'password-1' }, null)
    expect(await api.requestPasswordReset('anna@example.com')).toMatchObject({ ok: true, value: expect.stringContaining('riceverai') })
    const link = await mailLink('reset_password')
    const [, , , , , token, mailTo] = link.pathname.split('/')
    expect(decodeURIComponent(mailTo!)).toBe('anna@example.com')
    expect(await api.verifyResetToken('anna@example.com', token!)).toEqual({ ok: true, value: true })
    expect(await api.resetPassword({ email: 'anna@example.com', token: token!, password: 'password-new' })).toEqual({ ok: true, value: 'Password aggiornata: ora puoi accedere.' })
    expect(await api.verifyResetToken('anna@example.com', token!)).toEqual({ ok: true, value: false })
    expect((await api.login('anna@example.com', 'password-new')).ok).toBe(true)
  })

  it("the venue's registration form, verification e-mail again, and the development social login", async () => {
    const { api } = client()
    expect(await api.sendContact({ email: 'anna@example.com', name: 'Anna' })).toMatchObject({ ok: false, message: 'Devi accettare il trattamento privacy' })
    expect(await api.sendContact({ email: 'anna@example.com', name: 'Anna', privacy: true })).toEqual({ ok: true, value: 'Registrazione completata.' })
    expect(await api.sendVerifyEmail('nobody@example.com')).toMatchObject({ ok: true })
    const social = await api.socialLogin('dev', { email: 'dev@example.com', name: 'Dev' })
    expect(social).toMatchObject({ ok: true, value: { customer: { email: 'dev@example.com', is_registered: true }, access_token: expect.any(String) } })
    expect(await api.socialLogin('nope', { email: 'dev@example.com' })).toMatchObject({ ok: false, status: 422 })
  })
})
