import type { Kysely } from 'kysely'
import type { ServerConfig } from './config'
import type { Database } from './db/schema'
import type { ServerEvents } from './realtime/publisher'
import type { VenueCatalog } from './venueCatalog'

/** What the routes are given: storage, venues, the realtime publisher, the clock and the settings. */
export type ServerDeps = {
  db: Kysely<Database>
  venues: VenueCatalog
  events: ServerEvents
  clock: () => number
  config: ServerConfig
}
