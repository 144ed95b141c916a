import pg from 'pg'
import { openDatabase, type Db } from '../../server/db/connect'

let counter = 0

/**
 * With TEST_DATABASE_URL set (`npm test` sets it after `scripts/postgres.sh`), a new empty
 * PostgreSQL database for one test, and how to drop it; otherwise null (SQLite is used).
 */
export async function freshPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const admin = process.env.TEST_DATABASE_URL
  if (!admin) return null
  const name = `comanda_t_${process.pid}_${Date.now().toString(36)}_${++counter}`
  const client = new pg.Client({ connectionString: admin })
  await client.connect()
  await client.query(`CREATE DATABASE ${name}`)
  await client.end()
  const url = new URL(admin)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: admin })
      await dropper.connect()
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await dropper.end()
    },
  }
}

/** A fresh, empty, migrated database for one test: SQLite in memory, or PostgreSQL (above). */
export async function openTestDatabase(): Promise<Db> {
  const postgres = await freshPostgresDatabase()
  if (!postgres) return openDatabase({ databaseUrl: null, dataDir: '.tmp', file: ':memory:' })
  const db = await openDatabase({ databaseUrl: postgres.url, dataDir: '.tmp' })
  return {
    ...db,
    async close() {
      await db.close()
      await postgres.drop()
    },
  }
}
