import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { useTestApp, type TestDeps } from './testVenue'

let deps: TestDeps
let app: FastifyInstance
useTestApp((current) => ({ deps, app } = current))

const report = (body: unknown, hash = 'test-venue') => app.inject({ method: 'POST', url: `/api/v3/restaurants/${hash}/translation-error`, payload: body as Record<string, unknown> })

describe('SPEC §2 the translation error report form', () => {
  it('keeps a report with its language, page and suggestion', async () => {
    const response = await report({ lang: 'en', page: '/restaurants/test-venue/item/101', text: '  Margherita is "Daisy"  ', suggestion: 'Margherita' })
    expect(response.statusCode).toBe(201)
    const rows = await deps.db.selectFrom('client_logs').selectAll().execute()
    expect(rows).toHaveLength(1)
    expect(rows[0]!.action).toBe('translation-error')
    expect(rows[0]!.venue_id).toBe('test-venue')
    expect(JSON.parse(rows[0]!.body)).toEqual({ lang: 'en', page: '/restaurants/test-venue/item/101', text: 'Margherita is "Daisy"', suggestion: 'Margherita' })
  })

  it.each([
    [{ lang: 'en', page: '/', text: '   ' }, /text/],
    [{ lang: 'english!', page: '/', text: 'x' }, /lang/],
    [{ lang: 'en', page: '/', text: 'x'.repeat(1001) }, /text/],
    [{ lang: 'en', text: 'x' }, /translation-error/],
  ])('refuses %j with a clear 422', async (body, message) => {
    const response = await report(body)
    expect(response.statusCode).toBe(422)
    expect(response.json().message).toMatch(message)
  })

  it('answers 404 for an unknown venue', async () => {
    expect((await report({ lang: 'it', page: '/', text: 'x' }, 'nobody')).statusCode).toBe(404)
  })

  it('takes at most ten reports a minute from one address', async () => {
    for (let n = 0; n < 10; n++) expect((await report({ lang: 'it', page: '/', text: `r${n}` })).statusCode).toBe(201)
    expect((await report({ lang: 'it', page: '/', text: 'one more' })).statusCode).toBe(429)
  })
})
