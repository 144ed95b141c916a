import type { Fetch } from '../../api/client'
import type { Clock, Ids } from '../../commands/ports'

/** The edges the pure core never touches itself (DESIGN §2): the clock, ids, the network. */
export const browserClock: Clock = { now: () => Date.now() }

export const browserIds: Ids = { next: () => crypto.randomUUID() }

export const browserFetch: Fetch = (input, init) => fetch(input, init)

export function isOnline(): boolean {
  return typeof navigator === 'undefined' ? true : navigator.onLine
}

/** Where the venue API is: the same origin as the app (the reference server serves both). */
export const apiBaseUrl = ''
