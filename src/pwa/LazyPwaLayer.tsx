import { lazy, Suspense, type ComponentType } from 'react'
import { whenIdle } from '../platform/idle'

/** A page whose load never ends (an embedded frame that hangs) still gets the layer after this. */
const LOAD_WAIT_MS = 4000

/** Resolves once the page has loaded (or 4 s passed) and the browser is idle (at most 3 s later). */
function afterStartup(): Promise<void> {
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          window.addEventListener('load', () => resolve(), { once: true })
          setTimeout(resolve, LOAD_WAIT_MS)
        })
  return loaded.then(() => new Promise<void>((resolve) => whenIdle(resolve, 3000)))
}

function NoLayer() {
  return null
}

// The service worker, the manifest and the install modals come after the first screen, in their own
// chunk (issue #7: out of the initial JavaScript). A chunk that cannot load leaves the app as it is.
const PwaLayer = lazy<ComponentType>(() =>
  afterStartup()
    .then(() => import('./PwaLayer'))
    .catch((error: unknown) => {
      console.warn('Comanda: the install and update layer did not load', error)
      return { default: NoLayer }
    }),
)

export function LazyPwaLayer() {
  return (
    <Suspense fallback={null}>
      <PwaLayer />
    </Suspense>
  )
}
