// Direct reads and writes of the reference server's SQLite database (DATA_DIR/comanda.sqlite), for
// what the guest API does not show: the time slot an order was stored with, the waiter calls, and
// a venue made registration-required.
import { join } from 'node:path'
import Sqlite from 'better-sqlite3'

function withDb<T>(dataDir: string, use: (db: Sqlite.Database) => T): T {
  const db = new Sqlite(join(dataDir, 'comanda.sqlite'))
  db.pragma('busy_timeout = 5000')
  try {
    return use(db)
  } finally {
    db.close()
  }
}

export type StoredOrder = { id: number; time_slot_id: number | null; order_date: string | null; shipping_cost: number; body: string }

export function storedOrder(dataDir: string, id: number): StoredOrder | undefined {
  return withDb(dataDir, (db) => db.prepare('SELECT id, time_slot_id, order_date, shipping_cost, body FROM orders WHERE id = ?').get(id) as StoredOrder | undefined)
}

export function waiterCalls(dataDir: string, hash: string): number {
  return withDb(dataDir, (db) => (db.prepare('SELECT COUNT(*) AS n FROM waiter_calls WHERE venue_hash = ?').get(hash) as { n: number }).n)
}

/** Makes registration mandatory at a venue (SPEC §3, §6: the registration field named `required` enabled). */
export function requireRegistration(dataDir: string, hash: string): void {
  withDb(dataDir, (db) => {
    const row = db.prepare('SELECT data FROM venues WHERE hash = ?').get(hash) as { data: string } | undefined
    if (!row) throw new Error(`no venue ${hash}`)
    const file = JSON.parse(row.data) as { full: { registrationfields: { name: string; pivot?: { enabled?: boolean } }[] } }
    const others = file.full.registrationfields.filter((field) => field.name !== 'required')
    file.full.registrationfields = [...others, { name: 'required', pivot: { enabled: true } }]
    db.prepare('UPDATE venues SET data = ? WHERE hash = ?').run(JSON.stringify(file), hash)
  })
}

/** Serves a copy of a venue under another hash with `edit` applied to its file (a venue the demo files do not have). */
export function copyVenue(dataDir: string, from: string, to: string, edit: (file: { hash: string; full: Record<string, unknown> & { offline_options: Record<string, unknown> } }) => void): void {
  withDb(dataDir, (db) => {
    const row = db.prepare('SELECT rid, data, updated_at FROM venues WHERE hash = ?').get(from) as { rid: number; data: string; updated_at: number } | undefined
    if (!row) throw new Error(`no venue ${from}`)
    const file = JSON.parse(row.data) as Parameters<typeof edit>[0]
    file.hash = to
    edit(file)
    db.prepare('INSERT INTO venues (hash, rid, data, updated_at) VALUES (?, ?, ?, ?)').run(to, row.rid, JSON.stringify(file), row.updated_at)
  })
}
