import { describe, expect, it } from 'vitest'
import { followNetwork } from '../../../src/pwa/network'

describe('networkOnLine (SPEC §3 App state, §4: follows the browser online/offline events)', () => {
  it('starts from what the browser says and follows its events', () => {
    const target = new EventTarget()
    const network = followNetwork(target as unknown as Window, true)
    const seen: boolean[] = []
    network.subscribe((online) => seen.push(online))
    expect(network.online()).toBe(true)
    target.dispatchEvent(new Event('offline'))
    expect(network.online()).toBe(false)
    target.dispatchEvent(new Event('offline'))
    target.dispatchEvent(new Event('online'))
    expect(network.online()).toBe(true)
    expect(seen).toEqual([false, true])
  })

  it('starts offline when the browser is offline', () => {
    expect(followNetwork(new EventTarget() as unknown as Window, false).online()).toBe(false)
  })
})
