import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { seedCustomers } from '../../server/customers/seedCustomers'
import { hashToken } from '../../server/customers/tokens'
import { testVenue, useTestApp, type TestDeps } from './testVenue'

let deps: TestDeps
let app: FastifyInstance

const HASH = 'test-venue'
const OTHER = 'other-venue'
const PASSWORD = 'segreta-123'

const registrationVenue = testVenue({
  fullInfo: () => ({
    name: 'Test',
    registration_privacy_text: 'Acconsento al trattamento dei dati personali.',
    registrationfields: [
      { name: 'name', pivot: { enabled: true } },
      { name: 'phone', pivot: { enabled: 1 } },
      { name: 'birthday', pivot: { enabled: false } },
      { name: 'required', pivot: { enabled: false } },
    ],
  }),
})

// A cheap bcrypt cost keeps the tests fast.
useTestApp((current) => ({ deps, app } = current), { venues: [registrationVenue, testVenue({ hash: OTHER, rid: 78 })], app: { customers: { bcryptCost: 4 } }, env: { DEV_LOGIN: 'true' } })

const auth = (token: string | null) => (token ? { authorization: `Bearer ${token}` } : {})
const post = (url: string, payload?: unknown, token: string | null = null) => app.inject({ method: 'POST', url, headers: auth(token), ...(payload === undefined ? {} : { payload: payload as object }) })
const put = (url: string, payload: unknown, token: string | null = null) => app.inject({ method: 'PUT', url, headers: auth(token), payload: payload as object })
const get = (url: string, token: string | null = null) => app.inject({ method: 'GET', url, headers: auth(token) })
const del = (url: string, token: string | null = null) => app.inject({ method: 'DELETE', url, headers: auth(token) })

async function register(email = 'anna@example.com', hash = HASH) {
  const response = await post(`/api/${hash}/register`, { customer: { email, password: PASSWORD, name: 'Anna', phone: '+39 333 111 2222' }, preferences: { newsletter: true, language: 'it' } })
  expect(response.statusCode).toBe(201)
  return response.json().customer as { customer_id: number; email: string; access_token: string }
}

const login = (email: string, password = PASSWORD, verify = false, hash = HASH) => post(`/api/${hash}/login`, { customer: { email, password }, verify })

async function mails(kind: string) {
  return deps.db.selectFrom('mail_outbox').selectAll().where('kind', '=', kind).orderBy('id').execute()
}

async function verificationToken(email: string) {
  const mail = (await mails('verify_email')).filter((m) => m.to_email === email).at(-1)
  return new URL(mail!.link!).searchParams.get('token')!
}

describe('SPEC §7 customer calls on the reference server', () => {
  it('register → verify e-mail → login → info → addresses → refresh → logout, the old tokens refused', async () => {
    const registered = await register('Anna@Example.com')
    expect(registered).toMatchObject({ email: 'anna@example.com', is_registered: true, email_verified: false, access_token: expect.any(String) })

    expect((await login('anna@example.com', PASSWORD, true)).statusCode).toBe(403)
    const verified = await post('/api/verify-email', { email: 'ANNA@example.com', token: await verificationToken('anna@example.com') })
    expect(verified.statusCode).toBe(200)

    const loggedIn = await login('ANNA@EXAMPLE.COM', PASSWORD, true)
    expect(loggedIn.statusCode).toBe(200)
    const customer = loggedIn.json().customer
    expect(customer).toMatchObject({ customer_id: registered.customer_id, email: 'anna@example.com', is_registered: true, access_token: expect.any(String) })
    const token: string = customer.access_token

    const info = await get(`/api/${HASH}/${encodeURIComponent('anna@example.com')}/getCustomerInfo`, token)
    expect(info.statusCode).toBe(200)
    expect(info.json()).toMatchObject({ code: 'ok', customer: { name: 'Anna', email_verified: true, preferences: { newsletter: true, language: 'it' }, customer_address: [] } })
    expect((await get(`/api/${HASH}/preferences`, token)).json().preferences).toEqual({ newsletter: true, language: 'it' })

    const added = await post('/api/addNewdAddress', { address: { address: 'Via Roma 1', city: 'Milano', zip: '20100' } }, token)
    expect(added.statusCode).toBe(201)
    const address = added.json().customer_address
    expect(address).toMatchObject({ address: 'Via Roma 1', city: 'Milano', address_default: 1 })
    const second = (await post('/api/addNewdAddress', { address: { address: 'Via Po 2', address_default: true } }, token)).json().customer_address
    const updated = await put(`/api/updateSavedAddress/${address.id}`, { address: { notes: 'citofono Rossi' } }, token)
    expect(updated.statusCode).toBe(200)
    expect(updated.json().customer_address).toMatchObject({ id: address.id, address: 'Via Roma 1', notes: 'citofono Rossi', address_default: 0 })
    expect((await del(`/api/deleteSavedAddress/${second.id}`, token)).statusCode).toBe(200)
    expect((await get(`/api/${HASH}/anna@example.com/getCustomerInfo`, token)).json().customer.customer_address.map((a: { id: number }) => a.id)).toEqual([address.id])

    const refreshed = await post(`/api/${HASH}/refresh`, undefined, token)
    expect(refreshed.statusCode).toBe(200)
    const newToken: string = refreshed.json().customer.access_token
    expect(newToken).not.toBe(token)
    expect((await get(`/api/${HASH}/preferences`, token)).statusCode).toBe(401)
    expect((await post(`/api/${HASH}/refresh`, undefined, token)).statusCode).toBe(401)
    expect((await get(`/api/${HASH}/preferences`, newToken)).statusCode).toBe(200)

    expect((await post(`/api/${HASH}/logout`, { token: newToken })).json()).toMatchObject({ code: 'ok' })
    expect((await get(`/api/${HASH}/preferences`, newToken)).statusCode).toBe(401)
    expect((await post('/api/addNewdAddress', { address: { address: 'Via Nuova 3' } }, newToken)).statusCode).toBe(401)
  })

  it('a wrong password and an unknown e-mail get the same 401; verify-password says whether it matches', async () => {
    await register()
    const wrong = await login('anna@example.com', 'sbagliata-1')
    const unknown = await login('nobody@example.com')
    expect(wrong.statusCode).toBe(401)
    expect(unknown.statusCode).toBe(401)
    expect(wrong.json()).toEqual(unknown.json())
    expect(wrong.json().code).not.toBe('ok')
    expect((await post(`/api/${HASH}/verify-password`, { email: 'anna@example.com', password: PASSWORD })).json().data).toBe(true)
    expect((await post(`/api/${HASH}/verify-password`, { email: 'anna@example.com', password: 'sbagliata-1' })).json().data).toBe(false)
  })

  it('repeated wrong passwords are slowed down with 429', async () => {
    await register()
    const statuses = []
    for (let i = 0; i < 11; i++) statuses.push((await login('anna@example.com', `sbagliata-${i}`)).statusCode)
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true)
    expect(statuses[10]).toBe(429)
  })

  it('wrong passwords from one address do not lock the account\'s owner out elsewhere, and right ones are never slowed down (security review)', async () => {
    await register()
    const from = (address: string, password: string) => app.inject({ method: 'POST', url: `/api/${HASH}/login`, payload: { customer: { email: 'ANNA@example.com', password } }, remoteAddress: address })
    for (let i = 0; i < 11; i++) await from('10.77.0.1', `sbagliata-${i}`)
    expect((await from('10.77.0.1', PASSWORD)).statusCode).toBe(429)
    expect((await from('10.77.0.2', PASSWORD)).statusCode).toBe(200)
    const rights = []
    for (let i = 0; i < 12; i++) rights.push((await from('10.77.0.3', PASSWORD)).statusCode)
    expect(rights.every((status) => status === 200)).toBe(true)
  })

  it("a customer sees and changes only their own data: another's address is 404, another's info 403, no token 401", async () => {
    const anna = await register('anna@example.com')
    const bruno = await register('bruno@example.com')
    const annaAddress = (await post('/api/addNewdAddress', { address: { address: 'Via Roma 1' } }, anna.access_token)).json().customer_address
    expect((await put(`/api/updateSavedAddress/${annaAddress.id}`, { address: { address: 'Via Rubata 9' } }, bruno.access_token)).statusCode).toBe(404)
    expect((await del(`/api/deleteSavedAddress/${annaAddress.id}`, bruno.access_token)).statusCode).toBe(404)
    expect((await put(`/api/updateSavedAddress/999999`, { address: { address: 'Via Nessuna' } }, bruno.access_token)).statusCode).toBe(404)
    expect((await get(`/api/${HASH}/anna@example.com/getCustomerInfo`, bruno.access_token)).statusCode).toBe(403)
    expect((await get(`/api/${HASH}/anna@example.com/getCustomerInfo`)).statusCode).toBe(401)
    expect((await get(`/api/${HASH}/anna@example.com/getCustomerInfo`, 'not-a-real-token-but-long-enough')).statusCode).toBe(401)
    expect((await del(`/api/deleteSavedAddress/${annaAddress.id}`)).statusCode).toBe(401)
    // customers are per venue: a token of this venue does not open another one
    expect((await get(`/api/${OTHER}/preferences`, anna.access_token)).statusCode).toBe(401)
    const annaInfo = await get(`/api/${HASH}/anna@example.com/getCustomerInfo`, anna.access_token)
    expect(annaInfo.json().customer.customer_address[0].address).toBe('Via Roma 1')
  })

  it('reset password through the outbox: the same answer for any e-mail, a single-use token, every session ended', async () => {
    const anna = await register()
    const known = await post(`/api/${HASH}/reset-password`, { email: 'ANNA@example.com' })
    const unknown = await post(`/api/${HASH}/reset-password`, { email: 'nobody@example.com' })
    expect(known.statusCode).toBe(200)
    expect(known.json()).toEqual(unknown.json())
    const sent = await mails('reset_password')
    expect(sent).toHaveLength(1)
    expect(sent[0]!.to_email).toBe('anna@example.com')
    const match = /\/app\/restaurants\/test-venue\/reset-password\/([A-Za-z0-9_-]+)\/anna%40example\.com$/.exec(sent[0]!.link!)
    const token = match![1]!
    expect(sent[0]!.body).toContain(sent[0]!.link)

    expect((await post('/api/verify-token', { email: 'anna@example.com', token })).json().data).toBe(true)
    expect((await post('/api/verify-token', { email: 'bruno@example.com', token })).json().data).toBe(false)
    expect((await post('/api/reset/password', { email: 'anna@example.com', token, password: 'corta' })).statusCode).toBe(422)
    const reset = await post('/api/reset/password', { email: 'anna@example.com', token, password: 'nuova-password-1' })
    expect(reset.statusCode).toBe(200)
    expect((await post('/api/reset/password', { email: 'anna@example.com', token, password: 'altra-password-2' })).statusCode).toBe(422)
    expect((await post('/api/verify-token', { email: 'anna@example.com', token })).json().data).toBe(false)

    expect((await login('anna@example.com', PASSWORD)).statusCode).toBe(401)
    expect((await login('anna@example.com', 'nuova-password-1')).statusCode).toBe(200)
    expect((await get(`/api/${HASH}/preferences`, anna.access_token)).statusCode).toBe(401)
  })

  it('a reset link asked for before the password or the e-mail changed is refused (security helper: it still reset the password)', async () => {
    for (const change of [{ password: 'cambiata-password-9' }, { email: 'anna.nuova@example.com' }]) {
      const email = `anna.${Object.keys(change)[0]}@example.com`
      const anna = await register(email)
      await post(`/api/${HASH}/reset-password`, { email })
      const link = (await mails('reset_password')).find((mail) => mail.to_email === email)!.link!
      const token = link.split('/reset-password/')[1]!.split('/')[0]!
      expect((await post('/api/verify-token', { email, token })).json().data).toBe(true)
      expect((await put(`/api/${HASH}/updateCustomer`, { customer: { ...change, current_password: PASSWORD } }, anna.access_token)).statusCode).toBe(200)
      expect((await post('/api/verify-token', { email, token })).json().data).toBe(false)
      expect((await post('/api/reset/password', { email, token, password: 'del-ladro-1234' })).statusCode).toBe(422)
    }
  })

  it('an expired reset link is refused', async () => {
    await register()
    await post(`/api/${HASH}/reset-password`, { email: 'anna@example.com' })
    const link = (await mails('reset_password'))[0]!.link!
    const token = link.split('/reset-password/')[1]!.split('/')[0]!
    deps.time.now += 2 * 60 * 60 * 1000
    expect((await post('/api/reset/password', { email: 'anna@example.com', token, password: 'nuova-password-1' })).statusCode).toBe(422)
  })

  it('verify-email needs the token mailed to that address', async () => {
    await register('anna@example.com')
    await register('bruno@example.com')
    expect((await post('/api/verify-email', { email: 'anna@example.com' })).statusCode).toBe(422)
    expect((await post('/api/verify-email', { email: 'anna@example.com', token: await verificationToken('bruno@example.com') })).statusCode).toBe(422)
    const resent = await post(`/api/${HASH}/send-verify-email/${encodeURIComponent('anna@example.com')}`)
    expect(resent.statusCode).toBe(200)
    expect((await post(`/api/${HASH}/send-verify-email/nobody%40example.com`)).json()).toEqual(resent.json())
    expect((await post('/api/verify-email', { email: 'anna@example.com', token: await verificationToken('anna@example.com') })).statusCode).toBe(200)
  })

  it('social login with the dev provider creates the customer once; other providers are not configured', async () => {
    const first = await post(`/api/sociallogin/${HASH}/dev`, { email: 'Carla@Example.com', name: 'Carla' })
    expect(first.statusCode).toBe(200)
    const user = first.json().user
    expect(user).toMatchObject({ email: 'carla@example.com', name: 'Carla', is_registered: true, access_token: expect.any(String) })
    const again = (await post(`/api/sociallogin/${HASH}/dev`, { email: 'carla@example.com', name: 'Carla' })).json().user
    expect(again.customer_id).toBe(user.customer_id)
    expect((await get(`/api/${HASH}/preferences`, again.access_token)).statusCode).toBe(200)

    // the app offers only what the server takes (here started with DEV_LOGIN)
    expect((await get(`/api/sociallogin/${HASH}`)).json()).toMatchObject({ code: 'ok', providers: ['dev'] })
    const google = await post(`/api/sociallogin/${HASH}/google`, { credential: 'x' })
    expect(google.statusCode).toBe(422)
    expect(google.json().message).toMatch(/provider not configured/)
    expect((await post(`/api/sociallogin/${HASH}/dev`, { name: 'no e-mail' })).statusCode).toBe(422)
    // the dev provider does not vouch for e-mails: it cannot open an account that has a password
    await register('anna@example.com')
    expect((await post(`/api/sociallogin/${HASH}/dev`, { email: 'anna@example.com' })).statusCode).toBe(409)
  })

  it('isCustomerRegistered: case-insensitive, per venue', async () => {
    await register('anna@example.com')
    expect((await get(`/api/${HASH}/isCustomerRegistered?email=ANNA%40example.com`)).json()).toMatchObject({ code: 'ok', data: true })
    expect((await get(`/api/${HASH}/isCustomerRegistered?email=bruno%40example.com`)).json()).toMatchObject({ code: 'ok', data: false })
    expect((await get(`/api/${OTHER}/isCustomerRegistered?email=anna%40example.com`)).json()).toMatchObject({ code: 'ok', data: false })
    expect((await post(`/api/${HASH}/register`, { customer: { email: 'ANNA@example.com', password: PASSWORD } })).statusCode).toBe(409)
    await register('anna@example.com', OTHER)
  })

  it('updateCustomer changes the profile; a new e-mail or password needs the current password', async () => {
    const anna = await register()
    const renamed = await put(`/api/${HASH}/updateCustomer`, { customer: { name: 'Anna Maria', phone: null }, preferences: { newsletter: false } }, anna.access_token)
    expect(renamed.statusCode).toBe(200)
    expect(renamed.json().customer).toMatchObject({ name: 'Anna Maria', phone: null, preferences: { newsletter: false } })
    expect((await put(`/api/${HASH}/updateCustomer`, { customer: { email: 'anna2@example.com' } }, anna.access_token)).statusCode).toBe(422)
    expect((await put(`/api/${HASH}/updateCustomer`, { customer: { email: 'anna2@example.com', current_password: 'sbagliata-1' } }, anna.access_token)).statusCode).toBe(403)
    const moved = await put(`/api/${HASH}/updateCustomer`, { customer: { email: 'Anna2@example.com', current_password: PASSWORD } }, anna.access_token)
    expect(moved.json().customer).toMatchObject({ email: 'anna2@example.com', email_verified: false })
    expect((await mails('verify_email')).at(-1)!.to_email).toBe('anna2@example.com')
    expect((await put(`/api/${HASH}/updateCustomer`, { customer: {} })).statusCode).toBe(401)
  })

  it("the venue's registration form: its enabled fields, e-mail, privacy accepted", async () => {
    const accepted = await post(`/api/v5/restaurants/${HASH}/contact`, { contact: { email: 'Dario@Example.com', name: 'Dario', phone: '333 123 4567', privacy: true } })
    expect(accepted.statusCode).toBe(201)
    const again = await post(`/api/v5/restaurants/${HASH}/contact`, { contact: { email: 'dario@example.com', name: 'Dario R.', privacy: 1 } })
    expect(again.statusCode).toBe(201)
    const rows = await deps.db.selectFrom('contacts').selectAll().execute()
    expect(rows).toHaveLength(1)
    expect(JSON.parse(rows[0]!.data)).toMatchObject({ email: 'dario@example.com', name: 'Dario R.' })

    expect((await post(`/api/v5/restaurants/${HASH}/contact`, { contact: { email: 'e@example.com', privacy: false } })).json().message).toBe('Devi accettare il trattamento privacy')
    expect((await post(`/api/v5/restaurants/${HASH}/contact`, { contact: { email: 'e@example.com', birthday: '2000-01-01', privacy: true } })).json().message).toMatch(/birthday is not a field/)
    expect((await post(`/api/v5/restaurants/${HASH}/contact`, { contact: { name: 'x', privacy: true } })).statusCode).toBe(422)
    expect((await post(`/api/v5/restaurants/unknown/contact`, { contact: { email: 'e@example.com' } })).statusCode).toBe(404)
  })

  it('malformed input gets a 4xx with a message, never a 500', async () => {
    const anna = await register()
    const cases = await Promise.all([
      post(`/api/${HASH}/login`),
      post(`/api/${HASH}/login`, { customer: { email: 'not-an-email', password: 'x' } }),
      app.inject({ method: 'POST', url: `/api/${HASH}/login`, headers: { 'content-type': 'application/json' }, payload: '{"customer":' }),
      post(`/api/${HASH}/register`, { customer: { email: 'z@example.com', password: 'short' } }),
      post(`/api/${HASH}/register`, { customer: { email: 'z@example.com', password: PASSWORD, birthday: '2001-02-30' } }),
      post(`/api/${HASH}/register`, { customer: { email: 'z@example.com', password: PASSWORD }, preferences: [1, 2] }),
      post(`/api/${HASH}/logout`, { token: 42 }),
      post(`/api/${HASH}/reset-password`, { email: '' }),
      post('/api/reset/password', { email: 'anna@example.com' }),
      post('/api/verify-token', {}),
      get(`/api/${HASH}/isCustomerRegistered`),
      post('/api/addNewdAddress', { address: { city: 'Milano' } }, anna.access_token),
      post('/api/addNewdAddress', { address: { address: 'Via Roma 1', lat: 200 } }, anna.access_token),
      put('/api/updateSavedAddress/abc', { address: {} }, anna.access_token),
      del('/api/deleteSavedAddress/-1', anna.access_token),
      put(`/api/${HASH}/updateCustomer`, { customer: { phone: 'abc' } }, anna.access_token),
      post(`/api/v5/restaurants/${HASH}/contact`, { contact: 'yes' }),
      get(`/api/${HASH}/not-an-email/getCustomerInfo`, anna.access_token),
      post(`/api/unknown-venue/login`, { customer: { email: 'anna@example.com', password: PASSWORD } }),
    ])
    for (const response of cases) {
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400)
      expect(response.statusCode, response.body).toBeLessThan(500)
      expect(response.json().code).not.toBe('ok')
      expect(response.json().message.length).toBeGreaterThan(0)
    }
  })

  it('no password hash or token hash is ever answered', async () => {
    const anna = await register()
    const answers = [
      JSON.stringify(anna),
      (await login('anna@example.com')).body,
      (await get(`/api/${HASH}/anna@example.com/getCustomerInfo`, anna.access_token)).body,
      (await put(`/api/${HASH}/updateCustomer`, { customer: { name: 'A' } }, anna.access_token)).body,
      (await post(`/api/${HASH}/refresh`, undefined, anna.access_token)).body,
    ]
    const stored = await deps.db.selectFrom('customers').select('password_hash').executeTakeFirstOrThrow()
    for (const body of answers) {
      expect(body).not.toContain(stored.password_hash!)
      expect(body).not.toMatch(/\$2[aby]\$/)
      expect(body).not.toContain(hashToken(anna.access_token))
      expect(body).not.toContain('password_hash')
    }
    const tokens = await deps.db.selectFrom('customer_tokens').select('token_hash').execute()
    expect(tokens.map((t) => t.token_hash)).not.toContain(anna.access_token)
  })

  it('seedCustomers adds the demo customers once, verified, able to log in', async () => {
    const demo = [{ email: 'Mario.Rossi@example.com', password: 'demo1234', name: 'Mario Rossi', phone: '+39 333 123 4567' }]
    expect(await seedCustomers(deps.db, HASH, demo, { bcryptCost: 4 })).toBe(1)
    expect(await seedCustomers(deps.db, HASH, demo, { bcryptCost: 4 })).toBe(0)
    const answer = await login('mario.rossi@example.com', 'demo1234', true)
    expect(answer.statusCode).toBe(200)
    expect(answer.json().customer).toMatchObject({ name: 'Mario Rossi', email_verified: true })
  })
})

describe('wrong passwords sent at once (review: 60 in parallel all got 401, none 429)', () => {
  it('are counted before they are checked: no more than the limit get an answer on the password', async () => {
    const from = () => app.inject({ method: 'POST', url: `/api/${HASH}/login`, payload: { customer: { email: 'parallel@example.com', password: 'sbagliata' } }, remoteAddress: '10.78.0.1' })
    const statuses = (await Promise.all(Array.from({ length: 30 }, from))).map((answer) => answer.statusCode)
    expect(statuses.filter((status) => status === 401)).toHaveLength(10)
    expect(statuses.filter((status) => status === 429)).toHaveLength(20)
  })
})
