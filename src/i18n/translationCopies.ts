/** Where the UI strings of the languages this phone was shown in are kept for offline use. */
export const TRANSLATION_COPIES_CACHE = 'comanda-translation-copies'

/**
 * A language's UI strings kept in the browser's Cache Storage, read when the phone is offline or
 * the server does not answer (SPEC §7: calls are skipped offline, their data read from a local
 * cache). A page the server rendered in Arabic brings all its strings in the page, never asking
 * the server for them: they are kept from there, or that guest's next page offline was Italian.
 * Without a Cache Storage (an insecure origin, a test's DOM) nothing is kept and nothing is found.
 */
export function translationCopies(storage: CacheStorage | undefined = globalThis.caches) {
  const address = (lang: string) => `/comanda-translation-copy/${encodeURIComponent(lang)}`
  return {
    async save(lang: string, strings: Record<string, unknown>): Promise<void> {
      try {
        await (await storage?.open(TRANSLATION_COPIES_CACHE))?.put(address(lang), new Response(JSON.stringify(strings), { headers: { 'content-type': 'application/json' } }))
      } catch {
        // a full or refused storage: the language stays available online
      }
    },
    async read(lang: string): Promise<Record<string, unknown> | null> {
      try {
        const found = await (await storage?.open(TRANSLATION_COPIES_CACHE))?.match(address(lang))
        const strings: unknown = found ? await found.json() : null
        return strings !== null && typeof strings === 'object' && !Array.isArray(strings) ? (strings as Record<string, unknown>) : null
      } catch {
        return null
      }
    },
  }
}
