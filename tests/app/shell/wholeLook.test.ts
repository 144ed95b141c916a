// @vitest-environment jsdom
// Issue #14: Mantine's whole stylesheet and Roboto restyle the whole page; they wait for the
// guest's first action (src/shell/styles/wholeLook.ts), and come at most once.
import { describe, expect, it, vi } from 'vitest'
import { ROBOTO_READY } from '../../../src/shell/styles/roboto'

async function freshWholeLook() {
  vi.resetModules()
  document.documentElement.removeAttribute('style')
  return import('../../../src/shell/styles/wholeLook')
}

const roboto = () => document.documentElement.style.getPropertyValue(ROBOTO_READY.property)

describe('the whole look of the page', () => {
  it('comes on the first tap, key, click or back button, not before', async () => {
    for (const action of ['pointerdown', 'keydown', 'click', 'popstate']) {
      document.documentElement.removeAttribute('style')
      const target = new EventTarget() as unknown as Window
      const { loadWholeLookOnFirstAction } = await freshWholeLook()
      loadWholeLookOnFirstAction(target)
      expect(roboto(), `before ${action}`).toBe('')
      target.dispatchEvent(new Event(action))
      expect(roboto(), `after ${action}`).toBe(ROBOTO_READY.value)
    }
  })

  it('a screen shown after the first action waits for the whole sheet while it arrives, and not once it is in', async () => {
    const { loadWholeLook, wholeLookArriving } = await freshWholeLook()
    expect(wholeLookArriving()).toBeNull()
    const loading = loadWholeLook()
    expect(wholeLookArriving()).toBe(loading)
    expect(loadWholeLook()).toBe(loading)
    await loading
    expect(wholeLookArriving()).toBeNull()
  })

  it('a popup that opens by itself brings the whole sheet with its code', async () => {
    const { withWholeLook, wholeLookArriving } = await freshWholeLook()
    const popup = { default: 'popup' }
    const load = withWholeLook(async () => popup)
    expect(roboto()).toBe('')
    const loaded = load()
    expect(roboto()).toBe(ROBOTO_READY.value)
    expect(await loaded).toBe(popup)
    expect(wholeLookArriving()).toBeNull()
  })

  it('a sheet that cannot load (offline, not yet cached) holds no screen or popup back, and the next action asks again', async () => {
    vi.resetModules()
    vi.doMock('../../../src/shell/styles/everything', () => {
      throw new Error('offline')
    })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const { loadWholeLook, wholeLookArriving, withWholeLook } = await import('../../../src/shell/styles/wholeLook')
      const first = loadWholeLook()
      await expect(first).resolves.toBeUndefined()
      expect(wholeLookArriving()).toBeNull()
      const again = loadWholeLook()
      expect(again).not.toBe(first)
      await again
      const popup = { default: 'popup' }
      await expect(withWholeLook(async () => popup)()).resolves.toBe(popup)
      expect(warn).toHaveBeenCalled()
    } finally {
      vi.doUnmock('../../../src/shell/styles/everything')
      warn.mockRestore()
    }
  })
})
