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
    const details = (redacted.events[2]!.data as { details: { note: string; contacts: { email: string; phone: string } } }).details
    expect(details.note).toBe('Citofono: chiamare +** *** *** *321 o scrivere a m***@e***.it; carta **** **** **** 1111')
    expect(details.contacts.email).toBe('g***@e***.com')
    expect(details.contacts.phone).toBe('+** *** ****567')
    const submitted = redacted.events[3]!.data as { payment_details: Record<string, unknown> & { card: Record<string, unknown> }; authorization: string }
    expect(submitted.payment_details.client_secret).toBe(`pi_3${'*'.repeat('pi_3Nabc123_secret_XyZ987654'.length - 4)}`)
    expect(submitted.payment_details.card).toEqual({ number: '************4242', cvc: '***', exp_month: 0, exp_year: 0 })
    expect(submitted.authorization).toMatch(/^Bearer eyJh\*+$/)
    // the quarantined entry is masked as well: it travels with the log
    expect(redacted.events[7]!.data).toEqual({ email: 'x***@p***.com', token: `eyJh${'*'.repeat(JWT.length - 4)}` })
  })

  it('the summary on stderr says what was masked at which event and path', async () => {
    const { err } = await redact(leakyLog())
    expect(err).toMatch(/masked 15 values:/)
    for (const line of [
      '#3 data.details.note: card-number',
      '#3 data.details.note: email',
      '#3 data.details.note: phone',
      '#3 data.details.contacts.email: email',
      '#4 data.payment_details.client_secret: token',
      '#4 data.payment_details.card.number: card-number',
      '#4 data.payment_details.card.cvc: card-security-code',
      '#4 data.payment_details.card.exp_month: card-expiry',
      '#4 data.authorization: token',
      '#8 data.token: token',
    ])
      expect(err).toContain(`  ${line}`)
    const json = JSON.parse((await comanda('log', 'redact', writeLog(leakyLog()), '-o', join(writeLog('x'), '..', 'r.json'), '--json')).err)
    expect(json.masked).toContainEqual({ seq: 4, path: 'data.payment_details.card.cvc', detector: 'card-security-code' })
  })

  it('the redacted log replays to the same cart, totals and orders, and checks the same', async () => {
    const { source, out } = await redact(leakyLog())
    const [before, after] = [await views(source), await views(out)]
    expect(after.events).toBe(before.events)
    expect(after.quarantine).toEqual(before.quarantine)
    for (const view of ['cart', 'totals', 'myOrders', 'venue', 'table', 'waiter']) expect(after.views[view]).toEqual(before.views[view])
    expect((await comanda('log', 'check', out)).code).toBe((await comanda('log', 'check', source)).code)
  })

  it('every fixture log: only contact data is masked, and the views but the contacts stay the same', async () => {
    for (const name of LOGS) {
      const path = `fixtures/logs/${name}`
      const { code, redacted, err } = await redact(JSON.parse(readFileSync(path, 'utf8')))
      expect(code, name).toBe(0)
      const original = JSON.parse(readFileSync(path, 'utf8')) as LogJson
      expect(redacted.events.map(({ seq, id, at, type, v }) => ({ seq, id, at, type, v })), name).toEqual(original.events.map(({ seq, id, at, type, v }) => ({ seq, id, at, type, v })))
      for (const line of err.split('\n').slice(1)) expect(line, name).toMatch(/\.(email|phone): (email|phone)$/)
      const [before, after] = [await views(path), await views(join(writeLog(redacted), '..', 'variant.log.json'))]
      expect(after.views.totals, name).toEqual(before.views.totals)
      expect(after.views.cart, name).toEqual(before.views.cart)
      expect(after.quarantine, name).toEqual(before.quarantine)
    }
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
