/**
 * Social login (SPEC §2 /auth/{provider}/callback, §7 POST sociallogin): the provider sends the
 * guest back to the callback route with its response in the query and the venue hash in `state`;
 * the callback hands that response to the venue's login screen, which posts it.
 */
export type SocialResponse = { provider: string; response: Record<string, string> }

/** The providers offered on the login screen: VITE_COMANDA_SOCIAL (comma separated), by default the development provider. */
export function offeredProviders(env: Record<string, string | undefined> = import.meta.env as Record<string, string | undefined>): string[] {
  return (env.VITE_COMANDA_SOCIAL ?? 'dev')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => /^[a-z0-9_-]{1,40}$/.test(name))
}

/** Where a provider returns to (the development provider "returns" at once with what the guest typed). */
export function callbackPath(provider: string, venueHash: string, response: Record<string, string>): string {
  const query = new URLSearchParams({ ...response, state: venueHash })
  return `/auth/${encodeURIComponent(provider)}/callback?${query.toString()}`
}

const VENUE_HASH = /^[A-Za-z0-9_-]{1,100}$/

/** The venue and the provider's response read from the callback's query; null when it names no venue. */
export function readCallback(provider: string, search: URLSearchParams): { venueHash: string; social: SocialResponse } | null {
  const venueHash = search.get('state') ?? ''
  if (!VENUE_HASH.test(venueHash) || !/^[a-z0-9_-]{1,40}$/.test(provider)) return null
  const response: Record<string, string> = {}
  for (const [key, value] of search) if (key !== 'state') response[key] = value
  return { venueHash, social: { provider, response } }
}

export function isSocialResponse(value: unknown): value is SocialResponse {
  if (typeof value !== 'object' || value === null) return false
  const candidate = value as { provider?: unknown; response?: unknown }
  return typeof candidate.provider === 'string' && typeof candidate.response === 'object' && candidate.response !== null
}
