import type { ComponentType } from 'react'
import { preloadable } from '../pwa/preloadable'

function Nothing(): null {
  return null
}

/**
 * A lazily loaded extra that is never worth breaking its screen for: when its chunk cannot load
 * (offline before it was cached, a deploy replaced it, too slow) it renders nothing, and says
 * nothing, instead of the reload prompt a screen shows. A screen the server rendered preloads the
 * extras it shows before it is hydrated (`preloadParts`, router.tsx).
 */
export function lazyOptional<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return preloadable(load, Nothing, { onFailure: () => undefined })
}
