import * as t from 'io-ts'
import { cartEvents } from './cartEvents'
import { customerEvents } from './customerEvents'
import { LineAddedV1, upcastLineAddedV1 } from './legacy/lineAddedV1'
import { orderEvents } from './orderEvents'
import { venueEvents } from './venueEvents'

/**
 * The event catalogue (DESIGN §3). `current` holds the newest codec of every type; only that
 * version is ever written. A definition is never deleted: older versions stay in `legacy`
 * with the upcaster that lifts them one step (v → v+1).
 */
export const current = { ...cartEvents, ...orderEvents, ...venueEvents, ...customerEvents }

export type EventType = keyof typeof current
export type EventData<K extends EventType> = t.TypeOf<(typeof current)[K]>

/** A domain event before it is stored: what deciders return. */
export type DomainEvent = { [K in EventType]: { type: K; data: EventData<K> } }[EventType]
export type EventOf<K extends EventType> = Extract<DomainEvent, { type: K }>

type Upcast = (data: unknown) => unknown
type LegacyVersion = { codec: t.Mixed; upcast: Upcast }

/** legacy[type][v] lifts data of version v to v+1. */
export const legacy: Partial<Record<EventType, Record<number, LegacyVersion>>> = {
  LineAdded: { 1: { codec: LineAddedV1, upcast: (data) => upcastLineAddedV1(data as t.TypeOf<typeof LineAddedV1>) } },
}

export const latestVersion = Object.fromEntries(
  (Object.keys(current) as EventType[]).map((type) => {
    const versions = Object.keys(legacy[type] ?? {}).map(Number)
    return [type, versions.length === 0 ? 1 : Math.max(...versions) + 1]
  }),
) as Record<EventType, number>

export function isEventType(type: string): type is EventType {
  return Object.prototype.hasOwnProperty.call(current, type)
}

export function makeEvent<K extends EventType>(type: K, data: EventData<K>): EventOf<K> {
  return { type, data } as EventOf<K>
}
