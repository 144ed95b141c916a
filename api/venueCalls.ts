import type { FullVenueInfo, StaticLight } from './venueInfo'
import type { Fetch } from './client'
import { MESSAGES } from '../domain/messages'

export type VenueLoad<T> =
  | { kind: 'ok'; value: T }
  | { kind: 'moved'; hash: string }
  | { kind: 'not-found' }
  | { kind: 'offline' }
  | { kind: 'error'; message: string }

export type Realtime = { key: string; host: string | null; port: number; cluster: string | null; tls: boolean; private: boolean; authEndpoint: string }
export type VenueLight = StaticLight & { realtime?: Realtime }

async function getJson(fetch: Fetch, url: string): Promise<{ status: number; body: Record<string, unknown> } | null> {
  try {
    const response = await fetch(url, { method: 'GET', headers: { Accept: 'application/json' } })
    try {
      return { status: response.status, body: JSON.parse(await response.text()) as Record<string, unknown> }
    } catch {
      return { status: response.status, body: {} }
    }
  } catch {
    return null
  }
}

export const venueLightUrl = (baseUrl: string, hash: string, lang: string) => `${baseUrl}/api/v3/restaurants/${encodeURIComponent(hash)}/static-light?lang=${encodeURIComponent(lang)}`
export const venueFullUrl = (baseUrl: string, hash: string, lang: string) => `${baseUrl}/api/v3/restaurants/${encodeURIComponent(hash)}/full?lang=${encodeURIComponent(lang)}`

/**
 * SPEC §7 static-light: no rid → not found; a venue that moved answers with its new hash (the
 * browser follows the 302, the body names the venue it landed on).
 */
export async function loadVenueLight(fetch: Fetch, baseUrl: string, hash: string, lang: string, online: boolean): Promise<VenueLoad<VenueLight>> {
  if (!online) return { kind: 'offline' }
  const answer = await getJson(fetch, venueLightUrl(baseUrl, hash, lang))
  if (answer === null) return { kind: 'offline' }
  const { body } = answer
  if (typeof body.hash === 'string' && body.hash !== hash) return { kind: 'moved', hash: body.hash }
  if (answer.status === 404 || body.rid === null || body.rid === undefined) return { kind: 'not-found' }
  if (body.code !== 'ok') return { kind: 'error', message: typeof body.message === 'string' && body.message ? body.message : MESSAGES['server.error'] }
  return { kind: 'ok', value: body as unknown as VenueLight }
}

/** The full venue info in a language (our path for the call SPEC §7 leaves open). */
export async function loadVenueFull(fetch: Fetch, baseUrl: string, hash: string, lang: string, online: boolean): Promise<VenueLoad<FullVenueInfo>> {
  if (!online) return { kind: 'offline' }
  const answer = await getJson(fetch, venueFullUrl(baseUrl, hash, lang))
  if (answer === null) return { kind: 'offline' }
  if (answer.status === 404) return { kind: 'not-found' }
  if (answer.body.code !== 'ok') return { kind: 'error', message: typeof answer.body.message === 'string' && answer.body.message ? answer.body.message : MESSAGES['server.error'] }
  return { kind: 'ok', value: answer.body as unknown as FullVenueInfo }
}

export const translationsUrl = (baseUrl: string, lang: string) => `${baseUrl}/api/v3/getTranslationsData?lang=${encodeURIComponent(lang)}`

/** SPEC §7 getTranslationsData: the UI strings of a language, or null when the server has none. */
export async function loadTranslations(fetch: Fetch, baseUrl: string, lang: string): Promise<Record<string, unknown> | null> {
  const answer = await getJson(fetch, translationsUrl(baseUrl, lang))
  const data = answer?.body.code === 'ok' ? answer.body.data : null
  return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : null
}
