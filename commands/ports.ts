import type { VenueApi } from '../api/port'

/** DESIGN §4: the command's metadata. Time and ids come in here, never from inside a decider. */
export type Meta = { now: number; venue: string; deviceId: string; commandId: string }

export interface Clock {
  now(): number
}

export interface Ids {
  /** A new unique id (UUID in the app) for commands and events. */
  next(): string
}

/** Where the customer's access token lives: outside the event log (DESIGN §3). */
export interface Credentials {
  token(): string | null
  save(token: string): void
  clear(): void
}

export type Ports = { api: VenueApi; clock: Clock; ids: Ids; credentials: Credentials }
