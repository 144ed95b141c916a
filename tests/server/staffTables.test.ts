import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { useTestApp, type TestDeps } from './testVenue'

let deps: TestDeps
let app: FastifyInstance
useTestApp((current) => ({ deps, app } = current))

const staff = (tableId: string | number, body: unknown, token: string | null = deps.config.staffToken) =>
  app.inject({ method: 'POST', url: `/api/staff/restaurants/test-venue/tables/${tableId}/session`, payload: body as object, headers: token ? { authorization: `Bearer ${token}` } : {} })
const verification = async (tableId: number) => (await app.inject({ method: 'GET', url: `/api/v3/restaurants/test-venue/table-session/${tableId}/verification` })).json().data

describe('the staff open and close table sessions (DESIGN §7; SPEC §7 table-session verification)', () => {
  it('a table opened by the staff verifies open for the guest, with its covers; closed, it verifies empty', async () => {
    expect(await verification(4)).toBeNull()
    const opened = await staff(4, { open: true, covers: 3 })
    expect(opened.statusCode).toBe(200)
    expect(opened.json().session).toEqual({ table_id: 4, open: true, covers: 3 })
    expect(await verification(4)).toEqual({ covers: 3, cover_cost: 0, covered_total_paid: 0 })
    expect((await staff(4, { open: false })).json().session).toEqual({ table_id: 4, open: false, covers: 3 })
    expect(await verification(4)).toBeNull()
  })

  it('opening a table that is already open keeps its session', async () => {
    await staff(4, { open: true, covers: 2 })
    expect((await staff(4, { open: true, covers: 5 })).json().session.covers).toBe(2)
  })

  it('reopening a closed table starts a new session', async () => {
    await staff(4, { open: true, covers: 2 })
    await staff(4, { open: false })
    expect((await staff(4, { open: true, covers: 6 })).json().session).toEqual({ table_id: 4, open: true, covers: 6 })
  })

  it.each([
    ['no staff token', 4, { open: true }, null, 401, /Staff token missing/],
    ['a wrong staff token', 4, { open: true }, 'not-the-token', 401, /Staff token missing or not this server's/],
    ['a table the venue does not have', 99, { open: true }, undefined, 404, /Table not found/],
    ['a table id that is not a number', 'x', { open: true }, undefined, 422, /whole number/],
    ['no open flag', 4, { covers: 2 }, undefined, 422, /table session/],
    ['negative covers', 4, { open: true, covers: -1 }, undefined, 422, /covers/],
    ['fractional covers', 4, { open: true, covers: 1.5 }, undefined, 422, /covers/],
  ])('refuses %s with a clear message', async (_label, tableId, body, token, status, message) => {
    const answer = await staff(tableId, body, token === undefined ? deps.config.staffToken : token)
    expect(answer.statusCode).toBe(status)
    expect(answer.json().message).toMatch(message)
    expect(await verification(4)).toBeNull()
  })
})
