import { randomUUID } from 'node:crypto'
import { HttpVenueApi } from '../../api/client'
import { HttpTabApi } from '../../api/tabClient'
import type { Fetch } from '../../api/transport'
import { memoryDeviceSecret } from '../../api/httpCall'
import { loadVenueFull, loadVenueLight, type VenueLoad } from '../../api/venueCalls'
import { menuFromInfo, type FullVenueInfo, type VenueMenu } from '../../api/venueInfo'
import type { DispatchResult } from '../../commands/bus'
import type { Clock, Credentials } from '../../commands/ports'
import { NO_ORDER_YET, openVenue, type Following } from '../../commands/openVenue'
import { SUBSCRIBE_TIMEOUT_MS } from '../../api/orderChannel'
import { buildExport, type ExportedLog } from '../../events/exportFormat'
import { MemoryEventStore } from '../../events/stores/memory'
import { presentViews, type PresentedViews } from '../../projections/present'
import type { Views } from '../../projections/views'
import { DroppableVenueApi } from './droppableApi'

/** What `--log` exports name as the app that wrote them. */
export const SCENARIO_APP = 'comanda-scenario'

const nodeFetch: Fetch = (input, init) => fetch(input, init)

/** The customer's access token, in memory for the run (outside the log, DESIGN §3). */
function memoryCredentials(): Credentials {
  let token: string | null = null
  return { token: () => token, save: (value) => (token = value), clear: () => (token = null) }
}

/** The guest's device in Node: the venue's log, views and command bus, as the PWA opens them. */
export type Guest = {
  venue: string
  deviceId: string
  info: FullVenueInfo
  menu: VenueMenu
  api: DroppableVenueApi
  /** The venue API's calls that record nothing (the geocoder), as the app's checkout makes them. */
  calls: HttpVenueApi
  current(): Views
  presented(): PresentedViews
  dispatch(command: unknown): Promise<DispatchResult>
  /** The log as stored, in seq order. */
  events(): readonly unknown[]
  /** Waits for what the realtime listener dispatched to be recorded. */
  settled(): Promise<void>
  /** Why live order updates do not reach this guest, or null when they do. */
  realtimeProblem: string | null
  exportLog(): ExportedLog
  close(): void
}

export class GuestOpenError extends Error {}

/** Why a venue did not load, in words. */
export function venueLoadProblem(load: Exclude<VenueLoad<unknown>, { kind: 'ok' }>): string {
  return load.kind === 'error' ? load.message : load.kind === 'moved' ? `it moved to ${load.hash}` : load.kind === 'offline' ? 'the venue API does not answer' : 'no such venue'
}

/**
 * Opens the venue with the app's venue session (commands/openVenue.ts) over Node adapters: the
 * venue light and full info over HTTP, the HTTP client of api/ (wrapped to drop a response on
 * demand), a memory log, the scenario's clock, random ids, and the order channel over websocket.
 */
export async function openGuest(input: { apiUrl: string; venue: string; clock: Clock; language: string; table: number | null }): Promise<Guest> {
  const { apiUrl, venue, clock } = input
  const light = await loadVenueLight(nodeFetch, apiUrl, venue, input.language, true)
  if (light.kind !== 'ok') throw new GuestOpenError(`cannot open venue ${venue} at ${apiUrl}: ${venueLoadProblem(light)}`)
  const full = await loadVenueFull(nodeFetch, apiUrl, venue, input.language, true)
  if (full.kind !== 'ok') throw new GuestOpenError(`cannot load the full info of ${venue}: ${venueLoadProblem(full)}`)
  const info = full.value
  const deviceId = randomUUID()
  const credentials = memoryCredentials()
  const deviceSecret = memoryDeviceSecret()
  const store = new MemoryEventStore(venue)
  const calls = new HttpVenueApi({ baseUrl: apiUrl, venue, fetch: nodeFetch, isOnline: () => true, token: credentials.token, deviceId, deviceSecret })
  const api = new DroppableVenueApi(calls)
  const t = input.table === null ? null : Buffer.from(String(input.table)).toString('base64')
  const tabSecrets = new Map<string, string>()
  const clientOptions = { baseUrl: apiUrl, venue, fetch: nodeFetch, isOnline: () => true, token: credentials.token, deviceId, deviceSecret }
  const tabs = { api: new HttpTabApi(clientOptions), secrets: { get: (tabId: string) => tabSecrets.get(tabId) ?? null, save: (tabId: string, secret: string) => void tabSecrets.set(tabId, secret) } }
  const ports = { api, clock, ids: { next: () => randomUUID() }, credentials, tabs }
  const session = await openVenue({ venue, deviceId, info, t, store, loaded: await store.load(), ports, orderFeed: { baseUrl: apiUrl, fetch: nodeFetch, deviceSecret: () => deviceSecret.get(), waitMs: SUBSCRIBE_TIMEOUT_MS } })

  // The order channel is private: the device can follow it once the server has given it its
  // secret, at its first order. Each dispatch that leaves the device with a secret starts it.
  let following: Following = { kind: 'waiting', reason: NO_ORDER_YET }
  const follow = async () => {
    if (following.kind === 'waiting') following = await session.followOrders(light.value.realtime)
  }

  return {
    venue,
    deviceId,
    info,
    menu: menuFromInfo(info),
    api,
    calls,
    current: () => session.live.current(),
    presented: () => presentViews(session.live.current(), clock.now()),
    dispatch: async (command) => {
      const result = await session.dispatchInput(command)
      await follow()
      return result
    },
    events: () => store.entries(),
    settled: () => session.settled(),
    get realtimeProblem() {
      return following.kind === 'following' ? null : following.reason
    },
    exportLog: () => buildExport({ venue, deviceId, exportedAt: clock.now(), app: SCENARIO_APP, entries: store.entries() }),
    close: () => {
      if (following.kind === 'following') following.stop()
      session.dispose()
    },
  }
}
