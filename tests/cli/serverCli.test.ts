import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { main } from '../../cli/main'
import { openDatabase } from '../../server/db/connect'

async function comanda(...args: string[]) {
  const out: string[] = []
  const err: string[] = []
  const code = await main(['node', 'comanda', ...args], { out: (t) => out.push(t), err: (t) => err.push(t) })
  return { code, out: out.join('\n'), err: err.join('\n') }
}

describe('DESIGN §8 comanda venue import and staff', () => {
  it('venue import stores a venue file with its coupons and customers', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'comanda-import-'))
    const result = await comanda('venue', 'import', 'fixtures/venues/demo-table.json', '--data-dir', dataDir)
    expect(result).toMatchObject({ code: 0, out: 'imported venue demo-table' })
    const { db, close } = await openDatabase({ databaseUrl: null, dataDir })
    const coupons = await db.selectFrom('coupons').select('code').where('venue_hash', '=', 'demo-table').execute()
    expect(coupons.map((c) => c.code).sort()).toEqual(['BENVENUTO10', 'ESAURITO', 'MENO5', 'SCADUTO'])
    const customers = await db.selectFrom('customers').select(['email', 'password_hash']).where('venue_hash', '=', 'demo-table').execute()
    expect(customers.length).toBeGreaterThanOrEqual(2)
    for (const customer of customers) expect(customer.password_hash).toMatch(/^\$2[aby]\$/)
    await close()
  })

  it.each([
    [['venue', 'import', 'no-such-venue.json'], /no such file/],
    [['venue', 'import', 'package.json'], /venue file/],
    [['staff', 'demo-online', '12', 'eaten'], /not one of pending, accepted/],
    [['staff', 'demo-online', 'twelve', 'accepted'], /not an order id/],
    [['staff', 'demo-online', '12', 'accepted', '--api', 'http://127.0.0.1:9'], /cannot reach the venue API/],
    [['serve', '--port', 'eighty'], /not a port number/],
  ])('bad input %j: one clear line and exit 2', async (args, message) => {
    const result = await comanda(...args)
    expect(result.code).toBe(2)
    expect(result.err).toMatch(message)
  })

  it('a file that is JSON but not a venue names its first problem', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'comanda-venue-')), 'bad.json')
    writeFileSync(path, JSON.stringify({ hash: 'x' }))
    const result = await comanda('venue', 'import', path)
    expect(result.code).toBe(2)
    expect(result.err.split('\n')).toHaveLength(1)
  })
})
