import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs'
import { join } from 'node:path'
import Sqlite from 'better-sqlite3'
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import { migrationProvider, type Dialect } from './migrations'
import type { Database } from './schema'

export type Db = { db: Kysely<Database>; dialect: Dialect; close(): Promise<void> }

// PostgreSQL returns bigint (our epoch-ms columns) as text unless told otherwise.
pg.types.setTypeParser(20, (value) => Number(value))

/**
 * SQLite in a file under the data folder by default (WAL: a killed process loses no committed
 * order), PostgreSQL when DATABASE_URL points at one (DESIGN §7). Migrated on open.
 */
export async function openDatabase(options: { databaseUrl: string | null; dataDir: string; file?: string }): Promise<Db> {
  let db: Kysely<Database>
  let dialect: Dialect
  if (options.databaseUrl) {
    dialect = 'postgres'
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 })
    // An idle connection the database drops (restart, failover) must not take the server down:
    // the pool replaces it on the next query (pg's advice).
    pool.on('error', (error) => console.warn(`PostgreSQL: an idle connection was lost (${error.message})`))
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
  } else {
    dialect = 'sqlite'
    const path = options.file ?? join(options.dataDir, 'comanda.sqlite')
    if (path !== ':memory:') {
      // the guests' orders and accounts, and the mail outbox's live reset links: for the server's user
      // only (security review), as secrets.json is; SQLite gives its -wal and -shm files the same mode
      mkdirSync(options.dataDir, { recursive: true, mode: 0o700 })
      closeSync(openSync(path, 'a', 0o600))
      chmodSync(path, 0o600)
    }
    const database = new Sqlite(path)
    database.pragma('journal_mode = WAL')
    database.pragma('synchronous = NORMAL')
    database.pragma('busy_timeout = 5000')
    db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) })
  }
  const migrator = new Migrator({ db, provider: migrationProvider(dialect) })
  const { error } = await migrator.migrateToLatest()
  if (error) {
    await db.destroy()
    throw new Error(`database migration failed: ${(error as Error).message ?? String(error)}`)
  }
  return { db, dialect, close: () => db.destroy() }
}
