import { existsSync, mkdtempSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '../../server/db/connect'
import { configFromEnv } from '../../server/config'

const othersMay = (path: string) => statSync(path).mode & 0o077

describe("the SQLite database's files are the server's user's only (security review: they were 644, with live reset links in the mail outbox)", () => {
  it('a new data folder is 700, the database and its WAL 600', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'comanda-files-')), 'data')
    const db = await openDatabase({ databaseUrl: null, dataDir })
    try {
      await db.db.insertInto('rate_limits').values({ bucket: 'files-test', window_start: 0, count: 1 }).execute()
      expect(othersMay(dataDir)).toBe(0)
      expect(othersMay(join(dataDir, 'comanda.sqlite'))).toBe(0)
      expect(existsSync(join(dataDir, 'comanda.sqlite-wal'))).toBe(true)
      expect(othersMay(join(dataDir, 'comanda.sqlite-wal'))).toBe(0)
    } finally {
      await db.close()
    }
  })

  it('a database made readable to others before is made the server\'s only again when opened', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'comanda-files-'))
    writeFileSync(join(dataDir, 'comanda.sqlite'), '', { mode: 0o644 })
    const db = await openDatabase({ databaseUrl: null, dataDir })
    await db.close()
    expect(othersMay(join(dataDir, 'comanda.sqlite'))).toBe(0)
  })

  it('a data folder that comanda serve makes (its secrets first, then the database) is 700 too (review: it was 755)', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'comanda-files-')), 'data')
    configFromEnv({ DATA_DIR: dataDir }, { keepSecrets: true })
    const db = await openDatabase({ databaseUrl: null, dataDir })
    await db.close()
    expect(othersMay(dataDir)).toBe(0)
  })
})
