/**
 * Key naming of the browser log (DESIGN §3 Storage): every key of a venue starts with
 * `comanda:{venueHash}:`; one key per event, a small head key with the last seq, one snapshot.
 */
export const ROOT = 'comanda:'

export type VenueKeys = {
  prefix: string
  head: string
  snapshot: string
  /** SPEC §3 the login record (customer with access token), beside the log, never in it. */
  login: string
  /** Caches beside the log (the venue's last full info per language, for offline reading). */
  cache(name: string): string
  appendLock: string
  event(seq: number): string
}

export type KeyKind = { kind: 'event'; seq: number } | { kind: 'head' } | { kind: 'snapshot' } | { kind: 'login' } | { kind: 'cache' } | { kind: 'unknown' }

export function venueKeys(venue: string): VenueKeys {
  const prefix = `${ROOT}${venue}:`
  const eventPrefix = `${prefix}e:`
  return {
    prefix,
    head: `${prefix}head`,
    snapshot: `${prefix}snapshot`,
    login: `${prefix}login`,
    cache: (name) => `${prefix}cache:${name}`,
    appendLock: `${prefix}append`,
    event: (seq) => `${eventPrefix}${seq}`,
  }
}

/** What a key of this venue holds; `null` for keys of other venues or other apps. */
export function classifyKey(keys: VenueKeys, key: string): KeyKind | null {
  if (!key.startsWith(keys.prefix)) return null
  if (key === keys.head) return { kind: 'head' }
  if (key === keys.snapshot) return { kind: 'snapshot' }
  if (key === keys.login) return { kind: 'login' }
  const rest = key.slice(keys.prefix.length)
  if (rest.startsWith('cache:')) return { kind: 'cache' }
  if (rest.startsWith('e:')) {
    const seq = parseSeq(rest.slice(2))
    if (seq !== null && seq >= 1) return { kind: 'event', seq }
  }
  return { kind: 'unknown' }
}

/**
 * Snapshots are caches of any venue: the first thing to go when storage is full. Only the exact
 * `comanda:{hash}:snapshot` shape, so an unknown key that merely ends so is never removed.
 */
export function isAnySnapshotKey(key: string): boolean {
  return /^comanda:[^:]+:snapshot$/.test(key)
}

/**
 * A canonical decimal seq ("0", "17"; not "017", "1e3" or " 5"), so that exactly one key name
 * stands for each seq and a damaged name is never mistaken for another event's key.
 */
export function parseSeq(text: string | null): number | null {
  if (text === null || !/^(0|[1-9][0-9]{0,15})$/.test(text)) return null
  const seq = Number(text)
  return Number.isSafeInteger(seq) ? seq : null
}

/** SPEC §3 Local storage, global part: the device id, the preferred language, the last add-to-home prompt. */
export const GLOBAL_KEYS = {
  deviceID: `${ROOT}deviceID`,
  /** The secret the server gave this device at its first order (DESIGN §7 trust): beside the device id, never in a log. */
  deviceSecret: `${ROOT}deviceSecret`,
  userPreferredLanguage: `${ROOT}userPreferredLanguage`,
  addToHomeMobilePromptLastDate: `${ROOT}addToHomeMobilePromptLastDate`,
  /** How many times the app was opened on this device (issue #16.1: the install modal waits for a second visit). */
  visits: `${ROOT}visits`,
} as const
