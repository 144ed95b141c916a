import { lazy, type ComponentType } from 'react'

/**
 * A lazily loaded extra that is never worth breaking its screen for: when its chunk cannot load
 * (offline before it was cached, a deploy replaced it) it renders nothing instead of throwing.
 */
export function lazyOptional<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() => load().catch((): { default: ComponentType<P> } => ({ default: () => null })))
}
