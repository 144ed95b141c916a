import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { maskDigits, maskEmail, maskText } from '../../cli/redaction'
import { comanda, fixture, NO_STACK, writeLog, type LogJson } from './runComanda'

const LOGS = readdirSync('fixtures/logs').filter((name) => name.endsWith('.log.json'))
const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9.c2lnbmF0dXJlLXNpZw'

/** The WhatsApp fixture with secrets a guest or a careless adapter could have let in. */
function leakyLog(): LogJson {
  const log = fixture('whatsapp-after-refused-submission')
  const details = (log.events[2]!.data as { details: { note: string } }).details
  details.note = 'Citofono: chiamare +39 347 765 4321 o scrivere a mario.rossi@example.it; carta 4111 1111 1111 1111'
  Object.assign(log.events[3]!.data as object, {
    payment_details: { client_secret: 'pi_3Nabc123_secret_XyZ987654', card: { number: '4242424242424242', cvc: '123', exp_month: 12, exp_year: 2029 } },
    authorization: `Bearer ${JWT}`,
  })
  log.events.push({ seq: 8, id: 'leaky-unknown', at: 1795174600000, type: 'LoyaltyPointsEarned', v: 1, data: { email: 'x.y@posta.example.com', token: JWT } })
  return log
}

const CONTACT_HOLDERS = new Set(['contacts', 'user', 'profile', 'customer'])
const CONTACT_FIELDS = new Set(['name', 'email', 'phone', 'address', 'id_cliente', 'optional_field', 'birthday'])
const GUEST_TEXT_FIELDS = new Set(['note', 'notes', 'text', 'sessionId'])
const ADDRESS_FIELDS = new Set(['address', 'city', 'zip', 'province', 'notes'])

/**
 * The personal values of a log, found by their field names as SPEC §3 and §6 name them, apart
 * from the catalogue's classification, so the two can check each other.
 */
function personalValues(log: LogJson): string[] {
  const values: string[] = []
  const walk = (value: unknown, key: string, parent: string) => {
    if (Array.isArray(value)) return value.forEach((item) => walk(item, key, parent))
    if (typeof value === 'object' && value !== null) return Object.entries(value).forEach(([k, v]) => walk(v, k, key))
    if (typeof value !== 'string' || value.length < 4) return
    if ((CONTACT_HOLDERS.has(parent) && CONTACT_FIELDS.has(key)) || GUEST_TEXT_FIELDS.has(key) || (parent === 'addresses' && ADDRESS_FIELDS.has(key)))
      values.push(value)
  }
  log.events.forEach((event) => walk(event.data, 'data', ''))
  return values
}

async function redact(log: unknown) {
  const source = writeLog(log, 'leaky.log.json')
  const out = join(source, '..', 'redacted.log.json')
  const result = await comanda('log', 'redact', source, '-o', out)
  return { ...result, source, out, redacted: JSON.parse(readFileSync(out, 'utf8')) as LogJson }
}

const views = async (path: string) => JSON.parse((await comanda('replay', path, '--json')).out)

describe('comanda log redact: tokens, card data, e-mails and phone numbers masked, the log still replays (issue #8)', () => {
  it('masks each kind, keeping its shape', async () => {
    const { code, redacted } = await redact(leakyLog())
    expect(code).toBe(0)
    const details = (redacted.events[2]!.data as { details: { note: string; contacts: { name: string; email: string; phone: string } } }).details
    // the note is the guest's own text (issue #17.2): every word goes, whatever it holds
    expect(details.note).toBe('C*******: c******* +** *** *** **** o s******* a m****.r****@e******.i*; c**** **** **** **** ****')
    expect(details.contacts).toMatchObject({ name: 'G*****', email: 'g***@e***.com', phone: '+** *** ****567' })
    const submitted = redacted.events[3]!.data as { payment_details: Record<string, unknown> & { card: Record<string, unknown> }; authorization: string }
    // fields no codec declares are left to the detectors
    expect(submitted.payment_details.client_secret).toBe(`pi_3${'*'.repeat('pi_3Nabc123_secret_XyZ987654'.length - 4)}`)
    expect(submitted.payment_details.card).toEqual({ number: '************4242', cvc: '***', exp_month: 0, exp_year: 0 })
    expect(submitted.authorization).toMatch(/^Bearer eyJh\*+$/)
    // the quarantined entry is masked as well: it travels with the log
    expect(redacted.events[7]!.data).toEqual({ email: 'x***@p***.com', token: `eyJh${'*'.repeat(JWT.length - 4)}` })
  })

  it('the summary on stderr says what was masked at which event and path', async () => {
    const { err } = await redact(leakyLog())
    expect(err).toMatch(/masked 16 values:/)
    for (const line of [
      '#3 data.details.note: guest-text',
      '#3 data.details.contacts.name: name',
      '#3 data.details.contacts.email: email',
      '#4 data.request.user.phone: phone',
      '#4 data.payment_details.client_secret: token',
      '#4 data.payment_details.card.number: card-number',
      '#4 data.payment_details.card.cvc: card-security-code',
      '#4 data.payment_details.card.exp_month: card-expiry',
      '#4 data.authorization: token',
      '#8 data.token: token',
    ])
      expect(err).toContain(`  ${line}`)
    const json = JSON.parse((await comanda('log', 'redact', writeLog(leakyLog()), '-o', join(writeLog('x'), '..', 'r.json'), '--json')).err)
    expect(json.masked).toContainEqual({ seq: 4, path: 'data.payment_details.card.cvc', kind: 'card-security-code' })
  })

  it('the redacted log replays to the same cart, totals and orders, and checks the same', async () => {
    const { source, out } = await redact(leakyLog())
    const [before, after] = [await views(source), await views(out)]
    expect(after.events).toBe(before.events)
    expect(after.quarantine).toEqual(before.quarantine)
    for (const view of ['cart', 'totals', 'myOrders', 'venue', 'table', 'waiter']) expect(after.views[view]).toEqual(before.views[view])
    expect((await comanda('log', 'check', out)).code).toBe((await comanda('log', 'check', source)).code)
  })

  it('SPEC §6 support: the full name and the payment session id are masked by what the catalogue says they are (issue #17.2)', async () => {
    const log = fixture('lock-after-payment')
    const text = JSON.stringify(log).replaceAll('"name":"Giulia"', '"name":"Giulia Rossi"')
    const { redacted, err } = await redact(JSON.parse(text))
    const out = JSON.stringify(redacted)
    expect(out).not.toContain('Giulia')
    expect(out).not.toContain('cs_sim_505')
    expect(out).toContain('"name":"G***** R****"')
    expect(out).toContain('"sessionId":"cs_sim_***"')
    expect(err).toMatch(/data\.sessionId: payment-session/)
    expect(err).toMatch(/data\.details\.contacts\.name: name/)
  })

  it('every fixture log: no personal value is left in the redacted file or in its replay, and it replays to the same cart and orders (issue #17.2)', async () => {
    for (const name of LOGS) {
      const path = `fixtures/logs/${name}`
      const original = JSON.parse(readFileSync(path, 'utf8')) as LogJson
      const { code, redacted, out } = await redact(original)
      expect(code, name).toBe(0)
      expect(redacted.events.map(({ seq, id, at, type, v }) => ({ seq, id, at, type, v })), name).toEqual(original.events.map(({ seq, id, at, type, v }) => ({ seq, id, at, type, v })))
      const replayed = [(await comanda('replay', out)).out, (await comanda('replay', out, '--json')).out, JSON.stringify(redacted)].join('\n')
      for (const value of personalValues(original)) expect(replayed, `${name}: ${value}`).not.toContain(value)
      const [before, after] = [await views(path), await views(out)]
      expect(after.views.totals, name).toEqual(before.views.totals)
      expect(after.views.cart.lines?.length, name).toEqual(before.views.cart.lines?.length)
      const withoutContent = (view: { orders: Record<string, unknown>[] }) => view.orders.map(({ content: _, ...order }) => order)
      expect(withoutContent(after.views.myOrders), name).toEqual(withoutContent(before.views.myOrders))
      expect(after.quarantine, name).toEqual(before.quarantine)
    }
  })

  it('an entry no codec reads (a version the app does not know) has every field any codec calls personal masked, not only what the detectors find', async () => {
    const log = fixture('whatsapp-after-refused-submission')
    const entered = structuredClone(log.events[2]!) as { seq: number; id: string; v: number; data: { details: { contacts: Record<string, unknown>; note: string } } }
    Object.assign(entered.data.details.contacts, { name: 'Mario Rossi', address: 'Via Roma 12, Milano', id_cliente: 'RSSMRA80A01F205X', optional_field: 'IBAN IT60X0542811101000000123456' })
    log.events.push({ ...entered, seq: log.events.length + 1, id: 'entered-v9', v: 9 } as never)
    const { code, redacted } = await redact(log)
    expect(code).toBe(0)
    const out = JSON.stringify(redacted.events.at(-1))
    for (const value of ['Mario', 'Rossi', 'Roma', 'Milano', 'RSSMRA80A01F205X', 'IT60X0542811101000000123456']) expect(out).not.toContain(value)
    expect(out).toContain('"name":"M**** R****"')
  })

  it('a field the event\'s codec does not declare is masked whole, whatever its text (helper review: "Giuseppe Verdi lives at Via Roma 1" was kept)', async () => {
    const log = fixture('whatsapp-after-refused-submission')
    const entered = log.events[2]! as { data: { details: Record<string, unknown> } }
    entered.data.details.extra_field = 'Giuseppe Verdi lives at Via Roma 1'
    const { code, redacted } = await redact(log)
    expect(code).toBe(0)
    const out = JSON.stringify(redacted.events[2])
    for (const value of ['Giuseppe', 'Verdi', 'Roma']) expect(out).not.toContain(value)
  })

  it('identifiers the folds match on are never masked, whatever they look like', async () => {
    const log = fixture('offline-submission-resent-once')
    const text = JSON.stringify(log).replaceAll('order-key-', '+39 347 12')
    const { redacted, code } = await redact(JSON.parse(text))
    expect(code).toBe(0)
    expect(JSON.stringify(redacted.events.map((event) => (event.data as { orderKey?: string }).orderKey ?? null))).toContain('+39 347 120014')
  })

  it('without -o the redacted log goes to stdout, the summary to stderr', async () => {
    const result = await comanda('log', 'redact', 'fixtures/logs/customer-login-logout.log.json')
    expect(result.code).toBe(0)
    const redacted = JSON.parse(result.out) as LogJson
    expect((redacted.events[1]!.data as { customer: { email: string } }).customer.email).toBe('g***@e***.com')
    expect(result.err).toBe('fixtures/logs/customer-login-logout.log.json: masked 1 value:\n  #2 data.customer.email: email')
  })

  it.each([
    ['-o onto the log itself', () => ['fixtures/logs/coupon-errors.log.json', '-o', 'fixtures/logs/coupon-errors.log.json'], /that is the log itself/],
    ['-o into a missing folder', () => ['fixtures/logs/coupon-errors.log.json', '-o', '/no/such/dir/out.json'], /cannot be written/],
    ['a missing file', () => ['no-such.log.json'], /no such file/],
    ['not a log', () => [writeLog('[1, 2, 3]')], /not a Comanda event log/],
  ])('%s: one clear line, exit 2, nothing overwritten', async (_, args, message) => {
    const before = readFileSync('fixtures/logs/coupon-errors.log.json', 'utf8')
    const result = await comanda('log', 'redact', ...args())
    expect(result.code).toBe(2)
    expect(result.err).toMatch(message)
    expect(result.err.split('\n')).toHaveLength(1)
    expect(result.err).not.toMatch(NO_STACK)
    expect(readFileSync('fixtures/logs/coupon-errors.log.json', 'utf8')).toBe(before)
  })
})

describe('the detectors (cli/redaction.ts)', () => {
  it('e-mails keep their first letters and top-level domain; digits keep the last ones', () => {
    expect(maskEmail('mario.rossi@example.it')).toBe('m***@e***.it')
    expect(maskDigits('+39 333 1234567', 3)).toBe('+** *** ****567')
  })

  it('times, dates, prices, ids and order numbers are not mistaken for secrets', () => {
    for (const text of ['2026-11-20 12:00', '2026-11-20T12:00:00Z', 'at 1795174220000', '€ 1.250,50', 'order-key-0008', '5f0c1a3e-8b7d-4c2a-9e61-3d4b2a1c0f99', 'Tavolo 12, 3 coperti', '20:00 - 20:15', 'cs_sim_505', '4242424242424241']) {
      expect(maskText(text), text).toEqual({ text, found: [] })
    }
  })

  it('in free text: a JWT, a bearer token, a provider secret, a card, a national mobile number', () => {
    expect(maskText(`token ${JWT} fine`).found).toEqual(['token'])
    expect(maskText('sk_live_abcdefgh1234').text).toBe('sk_l****************')
    expect(maskText('pago con 5555-5555-5555-4444').text).toBe('pago con ****-****-****-4444')
    expect(maskText('chiamami al 347 1234567').text).toBe('chiamami al *** ****567')
  })
})

describe('a log nested thousands of levels deep (no app writes one)', () => {
  it('log redact and replay --html answer one line and exit 2, where they overflowed the stack', async () => {
    const log = fixture('coupon-errors')
    const deep: Record<string, unknown> = {}
    let inner = deep
    for (let level = 0; level < 3000; level++) inner = (inner.a = {}) as Record<string, unknown>
    Object.assign(log.events[0]!.data as object, { deep })
    const path = writeLog(log, 'deep.log.json')
    for (const args of [['log', 'redact', path, '-o', `${path}.redacted.json`], ['replay', path, '--html', `${path}.html`]]) {
      const result = await comanda(...args)
      expect(result.code, args.join(' ')).toBe(2)
      expect(result.err).toBe("comanda: the log nests more than 64 levels deep (the app's events nest a few): it is not redacted")
      expect(result.err).not.toMatch(NO_STACK)
    }
  })
})
