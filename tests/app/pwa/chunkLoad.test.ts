import { afterEach, describe, expect, it, vi } from 'vitest'
import { CHUNK_TIMEOUT_MS, loadChunk } from '../../../src/pwa/chunkLoad'

const Screen = () => null
const Fallback = () => null

afterEach(() => vi.useRealTimers())

describe('loading a screen chunk (SPEC §8: timeout 120 s; never a blank screen)', () => {
  it('gives the screen when its chunk loads', async () => {
    const onFailure = vi.fn()
    await expect(loadChunk(async () => ({ default: Screen }), Fallback, { onFailure })).resolves.toEqual({ default: Screen })
    expect(onFailure).not.toHaveBeenCalled()
  })

  it('a chunk that fails (gone after a deployment, offline) gives the reload prompt', async () => {
    const onFailure = vi.fn()
    const module = await loadChunk(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), Fallback, { onFailure })
    expect(module.default).toBe(Fallback)
    expect(onFailure).toHaveBeenCalledWith(expect.any(TypeError))
  })

  it('a chunk still loading after 120 s gives the reload prompt', async () => {
    vi.useFakeTimers()
    const onFailure = vi.fn()
    let done: { default: unknown } | null = null
    void loadChunk(() => new Promise<never>(() => {}), Fallback, { onFailure }).then((module) => (done = module))
    expect(CHUNK_TIMEOUT_MS).toBe(120_000)
    await vi.advanceTimersByTimeAsync(119_999)
    expect(done).toBeNull()
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toEqual({ default: Fallback })
    expect(onFailure).toHaveBeenCalledTimes(1)
  })
})
