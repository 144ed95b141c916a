import { isOwnKey } from '../domain/ownKey'
import * as t from 'io-ts'
import { cartEventVersions, cartEvents } from './cartEvents'
import { customerEventVersions, customerEvents } from './customerEvents'
import { orderEventVersions, orderEvents } from './orderEvents'
import { tabLogEventVersions, tabLogEvents } from './tabLogEvents'
import { venueEventVersions, venueEvents } from './venueEvents'
import type { LegacyVersion, Versions } from './versions'

/**
 * The event catalogue (DESIGN §3). `current` holds the newest codec of every type; only that
 * version is ever written. Each feature's events file declares, beside its codecs, the version of
 * each type and its older versions with the upcaster that lifts them one step (v → v+1); a
 * definition is never deleted.
 */
export const current = { ...cartEvents, ...orderEvents, ...venueEvents, ...customerEvents, ...tabLogEvents }

export type EventType = keyof typeof current
export type EventData<K extends EventType> = t.TypeOf<(typeof current)[K]>

/** A domain event before it is stored: what deciders return. */
export type DomainEvent = { [K in EventType]: { type: K; data: EventData<K> } }[EventType]
export type EventOf<K extends EventType> = Extract<DomainEvent, { type: K }>

export const eventVersions: Record<EventType, Versions> = { ...cartEventVersions, ...orderEventVersions, ...venueEventVersions, ...customerEventVersions, ...tabLogEventVersions }

/** The version of each type written today (declared beside its codec). */
export const latestVersion = Object.fromEntries(Object.entries(eventVersions).map(([type, declared]) => [type, declared.version])) as Record<EventType, number>

/** legacy[type][v] lifts data of version v to v+1. */
export const legacy: Partial<Record<EventType, Readonly<Record<number, LegacyVersion>>>> = Object.fromEntries(
  Object.entries(eventVersions).flatMap(([type, declared]) => (declared.legacy ? [[type, declared.legacy]] : [])),
)

export function isEventType(type: string): type is EventType {
  return isOwnKey(current, type)
}

export function makeEvent<K extends EventType>(type: K, data: EventData<K>): EventOf<K> {
  return { type, data } as EventOf<K>
}
