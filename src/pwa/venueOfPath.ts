/** The venue hash of a route path under /app/ (/restaurants/{hash}/…), or null outside a venue. */
export function venueHashOf(pathname: string): string | null {
  const match = /^\/restaurants\/([^/]+)/.exec(pathname)
  if (!match || match[1] === 'confirm') return null
  try {
    return decodeURIComponent(match[1] ?? '')
  } catch {
    return null
  }
}

export type CachedVenue = { name: string; logo: string | null }

/** What the install features need of a venue, read from its cached full info (any shape checked). */
export function cachedVenueOf(info: unknown): CachedVenue | null {
  if (typeof info !== 'object' || info === null) return null
  const { name, logo } = info as { name?: unknown; logo?: unknown }
  if (typeof name !== 'string' || name.trim() === '') return null
  return { name: name.trim(), logo: typeof logo === 'string' && logo !== '' ? logo : null }
}
