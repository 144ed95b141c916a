import { lazy, type ComponentType } from 'react'
import { loadChunk } from './chunkLoad'

type Module<P> = { default: ComponentType<P> }

/**
 * A component whose code loads on demand and can be loaded ahead of its first render (a screen,
 * or an optional part of one). A page the server rendered hydrates only once the code it shows is
 * here (entry-client.tsx): a part React meets without its code stays dehydrated and loses the
 * guest's taps, and an update while it waits makes React throw the server's HTML away.
 * Loading is bounded and never rejects (`loadChunk`): a chunk that cannot load renders `fallback`.
 */
export function preloadable<P extends object>(
  load: () => Promise<Module<P>>,
  fallback: ComponentType<P>,
  options?: Parameters<typeof loadChunk>[2],
) {
  let loaded: Module<P> | null = null
  let loading: Promise<Module<P>> | null = null
  const preload = (): Promise<Module<P>> => (loading ??= loadChunk(load, fallback, options).then((module) => (loaded = module)))
  // Loaded before its first render, the code is handed to React by a thenable that answers at once,
  // which React.lazy renders without suspending (a promise would suspend it until its callback runs).
  const Component = lazy(() => {
    const ready = loaded
    return ready ? ({ then: (resolve: (module: Module<P>) => void) => resolve(ready) } as unknown as Promise<Module<P>>) : preload()
  })
  return Object.assign(Component, { preload })
}
