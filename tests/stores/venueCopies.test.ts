import { describe, expect, it } from 'vitest'
import { BrowserRecords } from '../../events/stores/browserRecords'
import { VENUE_COPIES_CACHE, venueCopies } from '../../events/stores/venueCopies'
import { FakeStorage } from '../support/fakeStorage'

/** The browser's Cache Storage as far as the copies use it: named caches of text answers. */
function memoryCaches(): CacheStorage & { held: Map<string, Map<string, string>> } {
  const held = new Map<string, Map<string, string>>()
  const open = async (name: string) => {
    const cache = held.get(name) ?? new Map<string, string>()
    held.set(name, cache)
    return {
      put: async (key: RequestInfo | URL, response: Response) => void cache.set(String(key), await response.text()),
      match: async (key: RequestInfo | URL) => (cache.has(String(key)) ? new Response(cache.get(String(key))) : undefined),
    } as unknown as Cache
  }
  return { open, held } as unknown as CacheStorage & { held: Map<string, Map<string, string>> }
}

const MENU = { name: 'Pizzeria Da Gennaro', menuentries: [{ id: 107, price: 850 }] }
const LOCAL_KEY = 'comanda:demo-online:cache:full:it'

describe("the venue's copy for reading offline (SPEC §7 venue data from a local cache; issue #14: off the main thread)", () => {
  it('is kept in the Cache Storage, not in localStorage, and read back', async () => {
    const storage = new FakeStorage()
    const caches = memoryCaches()
    const copies = venueCopies(new BrowserRecords(storage), caches)
    await copies.save('demo-online', 'it', MENU)
    expect(storage.getItem(LOCAL_KEY)).toBeNull()
    expect([...caches.held.get(VENUE_COPIES_CACHE)!.keys()]).toEqual(['/comanda-venue-copy/demo-online/it'])
    expect(await copies.read('demo-online', 'it')).toEqual(MENU)
    expect(await copies.read('demo-online', 'en')).toBeNull()
  })

  it("reads an older version's copy from localStorage, and drops it once a newer one is kept", async () => {
    const storage = new FakeStorage()
    const records = new BrowserRecords(storage)
    records.cacheVenue('demo-online', 'it', { ...MENU, name: 'Before' })
    const copies = venueCopies(records, memoryCaches())
    expect(await copies.read('demo-online', 'it')).toEqual({ ...MENU, name: 'Before' })
    await copies.save('demo-online', 'it', MENU)
    expect(storage.getItem(LOCAL_KEY)).toBeNull()
    expect(await copies.read('demo-online', 'it')).toEqual(MENU)
  })

  it('without a Cache Storage, or when it refuses, keeps the copy in localStorage', async () => {
    for (const caches of [undefined, { open: () => Promise.reject(new DOMException('denied', 'SecurityError')) } as unknown as CacheStorage]) {
      const storage = new FakeStorage()
      const copies = venueCopies(new BrowserRecords(storage), caches)
      await copies.save('demo-online', 'it', MENU)
      expect(JSON.parse(storage.getItem(LOCAL_KEY)!)).toEqual(MENU)
      expect(await copies.read('demo-online', 'it')).toEqual(MENU)
    }
  })

  it('a damaged copy reads as none (the load then fails as without a copy), never as an error', async () => {
    const caches = memoryCaches()
    const copies = venueCopies(new BrowserRecords(new FakeStorage()), caches)
    await copies.save('demo-online', 'it', MENU)
    caches.held.get(VENUE_COPIES_CACHE)!.set('/comanda-venue-copy/demo-online/it', '{"name": "Pizz')
    expect(await copies.read('demo-online', 'it')).toBeNull()
  })
})
