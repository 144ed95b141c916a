import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { isLeft } from 'fp-ts/Either'
import { decodeVenueFile } from '../../api/venueFile'
import type { Clock } from '../../commands/ports'
import { configFromEnv } from '../../server/config'
import { openDatabase } from '../../server/db/connect'
import { DEMO_VENUES_DIR, startServer } from '../../server/main'
import { importVenue, seedDemoVenues } from '../../server/seed'
import { ScenarioError, type VenueSetup } from './scenarioFile'

export type ServedApi = { url: string; staffToken: string; close(): Promise<void> }

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Objects merge field by field; anything else (numbers, texts, lists) replaces. */
function merged(base: unknown, patch: unknown): unknown {
  if (!isRecord(base) || !isRecord(patch)) return patch
  const out: Record<string, unknown> = { ...base }
  for (const [key, value] of Object.entries(patch)) out[key] = merged(base[key], value)
  return out
}

/** A demo venue with the scenario's changes, checked by the venue file codec like any import. */
function patchedVenue(file: string, setup: VenueSetup) {
  let base: unknown
  try {
    base = JSON.parse(readFileSync(join(DEMO_VENUES_DIR, `${setup.from}.json`), 'utf8'))
  } catch {
    throw new ScenarioError(`${file}: venues: "${setup.from}" is not a demo venue of fixtures/venues`)
  }
  const decoded = decodeVenueFile(merged(base, setup.patch))
  if (isLeft(decoded)) throw new ScenarioError(`${file}: venues: the patched ${setup.from} is not a valid venue file: ${decoded.left}`)
  return decoded.right
}

const removedOnCtrlC = new Set<string>()
const interrupted = () => {
  for (const dir of removedOnCtrlC) rmSync(dir, { recursive: true, force: true })
  process.stderr.write('comanda: interrupted\n')
  process.exit(130)
}

/** Ctrl-C while a scenario runs: its temporary database goes too (it was left in the temporary folder). */
function removedOnInterrupt(dir: string): () => void {
  if (removedOnCtrlC.size === 0) process.on('SIGINT', interrupted)
  removedOnCtrlC.add(dir)
  return () => {
    removedOnCtrlC.delete(dir)
    if (removedOnCtrlC.size === 0) process.off('SIGINT', interrupted)
  }
}

/**
 * `--serve`: the reference server on free ports with a fresh SQLite folder, seeded with the demo
 * venues (with the scenario's venue changes), whose clock is the scenario's clock: `advance` moves
 * the server's time too (pause windows, slots, coupon expiry, session ages).
 */
export async function serveFresh(input: { file: string; clock: Clock; venues: readonly VenueSetup[] }): Promise<ServedApi> {
  const venues = input.venues.map((setup) => patchedVenue(input.file, setup))
  const dataDir = mkdtempSync(join(tmpdir(), 'comanda-scenario-'))
  const forget = removedOnInterrupt(dataDir)
  const removeData = () => {
    forget()
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    if (venues.length > 0) {
      const { db, close } = await openDatabase({ databaseUrl: null, dataDir })
      try {
        const now = input.clock.now()
        await seedDemoVenues(db, DEMO_VENUES_DIR, now)
        for (const venue of venues) await importVenue(db, venue, now)
      } finally {
        await close()
      }
    }
    const config = configFromEnv({ PORT: '0', HOST: '127.0.0.1', REALTIME_PORT: '0', DATA_DIR: dataDir })
    const server = await startServer(config, { clock: () => input.clock.now() })
    return {
      url: server.url,
      staffToken: config.staffToken,
      async close() {
        await server.close()
        removeData()
      },
    }
  } catch (error) {
    removeData()
    throw error
  }
}
