import type { ComponentType } from 'react'

/** SPEC §8: a code chunk load times out after 120 seconds. */
export const CHUNK_TIMEOUT_MS = 120_000

/** Raised on window when a screen's code could not be loaded (the update layer then offers REFRESH). */
export const CHUNK_FAILED_EVENT = 'comanda:chunk-failed'

type Module<P> = { default: ComponentType<P> }

/**
 * A lazy component's import (`preloadable`), bounded by the 120 s timeout. A chunk that fails to load
 * (offline without the service worker, gone after a deployment, too slow) resolves to `fallback`,
 * the reload prompt, instead of rejecting: the guest never gets a blank screen.
 */
export function loadChunk<P extends object>(
  load: () => Promise<Module<P>>,
  fallback: ComponentType<P>,
  options: { timeoutMs?: number; onFailure?: (error: unknown) => void } = {},
): Promise<Module<P>> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('chunk load timed out')), options.timeoutMs ?? CHUNK_TIMEOUT_MS)
  })
  return Promise.race([load(), timeout])
    .catch((error: unknown) => {
      ;(options.onFailure ?? announceChunkFailure)(error)
      return { default: fallback }
    })
    .finally(() => clearTimeout(timer))
}

function announceChunkFailure(error: unknown): void {
  console.warn('Comanda: a screen could not be loaded', error)
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(CHUNK_FAILED_EVENT))
}
