import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { isLeft } from 'fp-ts/Either'
import type { Kysely } from 'kysely'
import { decodeVenueFile, isMovedVenue, type VenueFile } from '../api/venueFile'
import { seedCustomers } from './customers/seedCustomers'
import type { Database } from './db/schema'
import { putVenue } from './venueRepository'

export class VenueFileError extends Error {}

/** Reads and checks one venue file; a bad file is refused with its name and the first problem. */
export function readVenueFile(path: string): VenueFile {
  let json: unknown
  try {
    json = JSON.parse(readFileSync(path, 'utf8'))
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    throw new VenueFileError(`${path}: ${code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a folder, not a venue file' : code !== undefined ? `cannot be read (${code})` : `not JSON (${(error as Error).message})`}`)
  }
  const decoded = decodeVenueFile(json)
  if (isLeft(decoded)) throw new VenueFileError(`${path}: ${decoded.left}`)
  return decoded.right
}

/** Stores a venue file and its demo customers (passwords hashed, never stored as given). */
export async function importVenue(db: Kysely<Database>, file: VenueFile, now: number): Promise<void> {
  await putVenue(db, file, now)
  if (!isMovedVenue(file)) await seedCustomers(db, file.hash, file.server.customers, { now })
}

/** DESIGN §7: on first start (no venue yet) the demo venues of fixtures/venues are stored. */
export async function seedDemoVenues(db: Kysely<Database>, dir: string, now: number): Promise<string[]> {
  const any = await db.selectFrom('venues').select('hash').limit(1).executeTakeFirst()
  if (any) return []
  const files = readdirSync(dir).filter((name) => name.endsWith('.json')).sort()
  const venues = files.map((name) => readVenueFile(join(dir, name)))
  for (const venue of venues) await importVenue(db, venue, now)
  return venues.map((venue) => venue.hash)
}
