import type { Fetch } from '../../api/transport'
import type { Clock, Ids } from '../../commands/ports'
import { network } from '../pwa/network'
import { takeEarly } from './earlyFetch'

/** The edges the pure core never touches itself (DESIGN §2): the clock, ids, the network. */
export const browserClock: Clock = { now: () => Date.now() }

export const browserIds: Ids = { next: () => crypto.randomUUID() }

export const browserFetch: Fetch = (input, init) => {
  const early = (init?.method ?? 'GET') === 'GET' ? takeEarly(String(input)) : null
  return early ? early.catch(() => fetch(input, init)) : fetch(input, init)
}

/** SPEC §3 networkOnLine, following the browser's online/offline events (src/pwa/network.ts). */
export function isOnline(): boolean {
  return network.online()
}

/** Where the venue API is: the same origin as the app (the reference server serves both). */
export const apiBaseUrl = ''
