import { bannerKindOf, type BannerKind } from '../domain/banners'
import { SERVER_ERROR_MESSAGE } from '../domain/serverErrorMessage'
import { isDemoSubscription, type SubscriptionAnswer } from '../domain/subscription'
import { fillPath, joinUrl, send, type Exchanged, type Fetch } from './transport'
import type { FullVenueInfo, StaticLight } from './venueInfo'

export type VenueLoad<T> =
  | { kind: 'ok'; value: T }
  | { kind: 'moved'; hash: string }
  | { kind: 'not-found' }
  | { kind: 'offline' }
  | { kind: 'error'; message: string }

export type Realtime = { key: string; host: string | null; port: number; cluster: string | null; tls: boolean; private: boolean; authEndpoint: string }
export type VenueLight = StaticLight & { realtime?: Realtime }

/**
 * The venue's documents (SPEC §7), the first calls a guest's phone makes; each loader is skipped
 * offline (SPEC §7: every call). Their contracts are a
 * path and its query without codecs: the answers are the server's own venue documents, read as
 * they come so the first screen loads and runs no io-ts (issue #14). The server's routes are
 * registered on the same paths (server/routes/venue.ts, extras.ts).
 */
export const venueDocuments = {
  /** SPEC §7 static-light: no rid → not found; a moved venue answers 302 with its new hash. */
  staticLight: '/api/v3/restaurants/:hash/static-light',
  /** The full venue info in a language (our path for the call SPEC §7 leaves open). */
  full: '/api/v3/restaurants/:hash/full',
  /** SPEC §7 getTranslationsData: the UI strings of a language. */
  translations: '/api/v3/getTranslationsData',
  /** SPEC §7 checkCocaBanners. */
  banners: '/api/v3/restaurants/:hash/checkCocaBanners',
  /** SPEC §7 subscription. */
  subscription: '/api/v3/restaurants/:hash/subscription',
} as const

const get = (fetch: Fetch, url: string): Promise<Exchanged> => send(fetch, url, { method: 'GET', headers: { Accept: 'application/json' } })
const fieldsOf = (json: unknown): Record<string, unknown> => (typeof json === 'object' && json !== null && !Array.isArray(json) ? (json as Record<string, unknown>) : {})
const messageOf = (body: Record<string, unknown>) => (typeof body.message === 'string' && body.message ? body.message : SERVER_ERROR_MESSAGE)

export const venueLightUrl = (baseUrl: string, hash: string, lang: string) => joinUrl(baseUrl, fillPath(venueDocuments.staticLight, { hash }, { lang }))
export const venueFullUrl = (baseUrl: string, hash: string, lang: string) => joinUrl(baseUrl, fillPath(venueDocuments.full, { hash }, { lang }))

/** SPEC §7 static-light: the browser follows a moved venue's 302, and the body names the venue it landed on. */
export async function loadVenueLight(fetch: Fetch, baseUrl: string, hash: string, lang: string, online: boolean): Promise<VenueLoad<VenueLight>> {
  if (!online) return { kind: 'offline' }
  const answer = await get(fetch, venueLightUrl(baseUrl, hash, lang))
  if (answer === null) return { kind: 'offline' }
  const body = fieldsOf(answer.json)
  if (typeof body.hash === 'string' && body.hash !== hash) return { kind: 'moved', hash: body.hash }
  if (answer.status === 404 || body.rid === null || body.rid === undefined) return { kind: 'not-found' }
  if (body.code !== 'ok') return { kind: 'error', message: messageOf(body) }
  return { kind: 'ok', value: body as unknown as VenueLight }
}

export async function loadVenueFull(fetch: Fetch, baseUrl: string, hash: string, lang: string, online: boolean): Promise<VenueLoad<FullVenueInfo>> {
  if (!online) return { kind: 'offline' }
  const answer = await get(fetch, venueFullUrl(baseUrl, hash, lang))
  if (answer === null) return { kind: 'offline' }
  if (answer.status === 404) return { kind: 'not-found' }
  const body = fieldsOf(answer.json)
  if (body.code !== 'ok') return { kind: 'error', message: messageOf(body) }
  return { kind: 'ok', value: body as unknown as FullVenueInfo }
}

/** The UI strings of a language, or null when the server has none, cannot be reached, or the device is offline. */
export async function loadTranslations(fetch: Fetch, baseUrl: string, lang: string, online: boolean): Promise<Record<string, unknown> | null> {
  if (!online) return null
  const answer = await get(fetch, joinUrl(baseUrl, fillPath(venueDocuments.translations, {}, { lang })))
  const body = fieldsOf(answer?.json)
  return body.code === 'ok' && typeof body.data === 'object' && body.data !== null && !Array.isArray(body.data) ? (body.data as Record<string, unknown>) : null
}

/** SPEC §7 checkCocaBanners, §8: the banner kind, or null offline or on any failure (never blocking). */
export async function loadBannerKind(fetch: Fetch, baseUrl: string, hash: string, online: boolean): Promise<BannerKind | null> {
  if (!online) return null
  const body = fieldsOf((await get(fetch, joinUrl(baseUrl, fillPath(venueDocuments.banners, { hash }))))?.json)
  return body.code === 'ok' ? bannerKindOf(body.data) : null
}

export type Subscription = { demo: boolean; message: string | null }

/** SPEC §4 Demo, §7 subscription, §8: demo when type_id is 1; offline or any failure means not demo. */
export async function loadSubscription(fetch: Fetch, baseUrl: string, hash: string, online: boolean): Promise<Subscription> {
  if (!online) return { demo: false, message: null }
  const body = fieldsOf((await get(fetch, joinUrl(baseUrl, fillPath(venueDocuments.subscription, { hash }))))?.json) as Record<string, unknown> & SubscriptionAnswer
  if (body.code !== 'ok') return { demo: false, message: null }
  const message = typeof body.message === 'string' && body.message.trim() !== '' ? body.message : null
  return { demo: isDemoSubscription(body), message }
}
