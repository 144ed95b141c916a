import type { CustomerApi } from '../../api/customerPort'
import { CommandBus } from '../../commands/bus'
import type { Credentials, Ports } from '../../commands/ports'
import type { EventStore } from '../../events/store'
import { MemoryEventStore } from '../../events/stores/memory'
import { liveViews } from '../../projections/rx'
import { T0 } from './builders'
import { FakeVenueApi } from './fakeVenueApi'

export class FakeClock {
  constructor(public time = T0) {}
  now = () => this.time
  advance(ms: number) {
    this.time += ms
  }
}

export class MemoryCredentials implements Credentials {
  value: string | null = null
  token = () => this.value
  save = (token: string) => {
    this.value = token
  }
  clear = () => {
    this.value = null
  }
}

export function sequentialIds(prefix = 'id') {
  let n = 0
  return { next: () => `${prefix}-${String(++n).padStart(6, '0')}` }
}

/** A command bus over a memory store and the fake venue API, as the app wires it. */
export async function harness<C extends Credentials = MemoryCredentials>(
  options: { store?: EventStore; api?: FakeVenueApi; clock?: FakeClock; venue?: string; credentials?: C; customers?: CustomerApi } = {},
) {
  const venue = options.venue ?? 'demo-online'
  const store = options.store ?? new MemoryEventStore(venue)
  const api = options.api ?? new FakeVenueApi()
  const clock = options.clock ?? new FakeClock()
  const credentials = (options.credentials ?? new MemoryCredentials()) as C
  const ports: Ports = { api, clock, ids: sequentialIds(), credentials, ...(options.customers ? { customers: options.customers } : {}) }
  const loaded = await store.load({ useSnapshot: true })
  const live = liveViews(store, loaded)
  const bus = new CommandBus({ store, views: live, ports, venue, deviceId: 'device-1' })
  return { bus, store, api, clock, credentials, live, views: () => live.current() }
}
