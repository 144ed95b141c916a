import { lazy, type ComponentType } from 'react'
import { loadChunk } from '../pwa/chunkLoad'

function Nothing(): null {
  return null
}

type Module<P> = { default: ComponentType<P> }

/**
 * A lazily loaded extra that is never worth breaking its screen for: when its chunk cannot load
 * (offline before it was cached, a deploy replaced it, too slow) it renders nothing instead of
 * throwing. `preload` brings its code ahead of a render: a screen the server rendered loads the
 * extras it shows before it is hydrated (router.tsx), because a part left dehydrated while its
 * chunk arrives loses the taps on it (React cannot hydrate it to answer them).
 */
export function lazyOptional<P extends object>(load: () => Promise<Module<P>>) {
  let loaded: Module<P> | null = null
  let loading: Promise<Module<P>> | null = null
  const preload = (): Promise<Module<P>> => (loading ??= loadChunk(load, Nothing, { onFailure: () => undefined }).then((module) => (loaded = module)))
  // Loaded before its first render, the part is handed to React by a thenable that answers at once,
  // which React.lazy renders without suspending (a promise would suspend it until its callback runs).
  const Optional = lazy(() => {
    const ready = loaded
    return ready ? ({ then: (resolve: (module: Module<P>) => void) => resolve(ready) } as unknown as Promise<Module<P>>) : preload()
  })
  return Object.assign(Optional, { preload })
}
