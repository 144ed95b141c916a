import { describe, expect, it } from 'vitest'
import type { Credentials } from '../../commands/ports'
import { BrowserRecords } from '../../events/stores/browserRecords'
import { LocalStorageEventStore } from '../../events/stores/localStorage'
import { FakeStorage } from '../support/fakeStorage'

describe('SPEC §3 Local storage: the plain keys beside the log', () => {
  it('the device id is made once and kept; a damaged one is replaced', () => {
    const storage = new FakeStorage()
    const records = new BrowserRecords(storage)
    const id = records.deviceId(() => '0f5c3b7e-1111-4a2b-9c3d-0123456789ab')
    expect(records.deviceId(() => 'other')).toBe(id)
    expect(storage.getItem('comanda:deviceID')).toBe(id)
    storage.setItem('comanda:deviceID', 'short')
    expect(new BrowserRecords(storage).deviceId(() => '22222222-2222-4222-8222-222222222222')).toBe('22222222-2222-4222-8222-222222222222')
  })

  it('the login record under the venue holds the token; the credentials port reads and clears it', () => {
    const storage = new FakeStorage()
    const credentials: Credentials = new BrowserRecords(storage).credentials('demo-online')
    expect(credentials.token()).toBeNull()
    credentials.save('tok-123')
    expect(JSON.parse(storage.getItem('comanda:demo-online:login')!)).toMatchObject({ customer: { access_token: 'tok-123' } })
    expect(credentials.token()).toBe('tok-123')
    credentials.clear()
    expect(credentials.token()).toBeNull()
  })

  it('the log store does not mistake the login record for a damaged event', async () => {
    const storage = new FakeStorage()
    new BrowserRecords(storage).credentials('demo-online').save('tok')
    const log = await new LocalStorageEventStore({ venue: 'demo-online', storage }).load()
    expect(log.quarantine).toEqual([])
  })

  it("the venue's cached info (SPEC §8 offline) is written when it changed, not again on every visit", () => {
    const storage = new FakeStorage()
    const writes: string[] = []
    const setItem = storage.setItem.bind(storage)
    storage.setItem = (key: string, value: string) => (writes.push(key), setItem(key, value))
    const records = new BrowserRecords(storage)
    const menu = { name: 'Demo', menuentries: [{ id: 1, price: 8 }] }
    records.cacheVenue('demo-online', 'it', menu)
    records.cacheVenue('demo-online', 'it', structuredClone(menu))
    expect(writes).toEqual(['comanda:demo-online:cache:full:it'])
    records.cacheVenue('demo-online', 'it', { ...menu, name: 'Demo 2' })
    expect(writes).toHaveLength(2)
    expect(records.cachedVenue('demo-online', 'it')).toEqual({ ...menu, name: 'Demo 2' })
  })

  it('preferred language and the add-to-home date round-trip; garbage reads as absent', () => {
    const storage = new FakeStorage()
    const records = new BrowserRecords(storage)
    records.setPreferredLanguage('ar')
    records.setAddToHomePromptLastDate(1_700_000_000_000)
    expect(records.preferredLanguage()).toBe('ar')
    expect(records.addToHomePromptLastDate()).toBe(1_700_000_000_000)
    storage.setItem('comanda:addToHomeMobilePromptLastDate', 'yesterday')
    expect(records.addToHomePromptLastDate()).toBeNull()
  })
})
