import type { CustomerApi } from '../api/customerPort'
import type { VenueApi } from '../api/port'
import type { TabApi } from '../api/tabPort'

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
  /** Keeps the token, with who it belongs to and when the server said it expires (SPEC §3 login record). */
  save(token: string, login?: LoginDetails): void
  clear(): void
  /** When the saved token expires, if the server said so (SPEC §7 refresh). */
  expiresAt?(): number | null
}

export type LoginDetails = { customer_id: number; email: string | null; expiresAt: number | null }

/** The secret a phone joined a tab with, by tab: outside the event log like the device secret (DESIGN §3, §7a). */
export interface TabSecrets {
  get(tabId: string): string | null
  save(tabId: string, secret: string): void
}

/**
 * `customers`: the customer account calls (SPEC §7); without it those commands answer that the call is unavailable.
 * `tabs`: the table's tab calls and the secrets it was joined with (DESIGN §7a).
 */
export type Ports = { api: VenueApi; clock: Clock; ids: Ids; credentials: Credentials; customers?: CustomerApi; tabs?: { api: TabApi; secrets: TabSecrets } }
