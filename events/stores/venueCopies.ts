import type { BrowserRecords } from './browserRecords'

/** Where the venue's copies are kept in the browser's Cache Storage. */
export const VENUE_COPIES_CACHE = 'comanda-venue-copies'

/**
 * The venue's last full info per language, read when the network fails (SPEC §7: venue data from
 * a local cache; SPEC §8). It lives in the Cache Storage, which the browser writes off the page's
 * main thread: written to localStorage, a whole menu was a long task on every first visit (a
 * 300-item menu's 226 kB: 57 ms at 4x CPU, issue #14). Making its answer (14-26 ms at 4x) and
 * handing it over (14-32 ms) are then tasks of their own, split by `pause` (the app's `nextTask`).
 * Where there is no Cache Storage (an insecure origin, a test's DOM) or it refuses, localStorage
 * keeps it as before; a copy left there by an older version is still read, and dropped once the
 * Cache Storage holds a newer one.
 */
export type VenueCopies = {
  save(venue: string, lang: string, info: unknown): Promise<void>
  read(venue: string, lang: string): Promise<unknown>
}

export function venueCopies(records: BrowserRecords, storage: CacheStorage | undefined = globalThis.caches, pause: () => Promise<void> = async () => {}): VenueCopies {
  const address = (venue: string, lang: string) => `/comanda-venue-copy/${encodeURIComponent(venue)}/${encodeURIComponent(lang)}`
  return {
    async save(venue, lang, info) {
      const text = JSON.stringify(info)
      try {
        if (!storage) throw new Error('no Cache Storage')
        const cache = await storage.open(VENUE_COPIES_CACHE)
        await pause()
        const answer = new Response(text, { headers: { 'content-type': 'application/json' } })
        await pause()
        await cache.put(address(venue, lang), answer)
        records.forgetCachedVenue(venue, lang)
      } catch {
        records.cacheVenue(venue, lang, info)
      }
    },
    async read(venue, lang) {
      try {
        const found = await (await storage?.open(VENUE_COPIES_CACHE))?.match(address(venue, lang))
        if (found) return JSON.parse(await found.text()) as unknown
      } catch {
        // a damaged or unreadable copy: the older one, if any, is better than none
      }
      return records.cachedVenue(venue, lang)
    },
  }
}
