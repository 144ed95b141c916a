import type * as t from 'io-ts'

/** An older version of an event's data: how it was written, and how it lifts one step (v → v+1). */
export type LegacyVersion = { codec: t.Mixed; upcast: (data: unknown) => unknown }

/**
 * What an event type declares beside its codec (DESIGN §3, tldraw's and LiveStore's habit): the
 * version written today and, for every older version, its codec and upcaster. A version is never
 * deleted, so a log of any release still loads.
 */
export type Versions = { version: number; legacy?: Readonly<Record<number, LegacyVersion>> }

/** The first version, with nothing older. */
export const FIRST: Versions = { version: 1 }

/** What is wrong with the declarations: a version below 1, or an older version without its codec and upcaster. */
export function versionProblems(declared: Readonly<Record<string, Versions>>): string[] {
  return Object.entries(declared).flatMap(([type, { version, legacy = {} }]) => {
    if (!Number.isInteger(version) || version < 1) return [`${type}: version ${version} is not a whole number from 1`]
    const expected = Array.from({ length: version - 1 }, (_, i) => i + 1)
    const missing = expected.filter((v) => !(v in legacy)).map((v) => `${type}: v${v} has no codec and upcaster (it lifts to v${v + 1})`)
    const extra = Object.keys(legacy).map(Number).filter((v) => !expected.includes(v)).map((v) => `${type}: legacy v${v} is not older than v${version}`)
    return [...missing, ...extra]
  })
}
