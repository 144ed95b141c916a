import { Suspense, useEffect, useSyncExternalStore } from 'react'
import { lazyOptional } from '../extras/lazyOptional'
import { useLocation } from 'react-router-dom'
import { RefreshOverlay } from '../shell/RefreshOverlay'
import { CHUNK_FAILED_EVENT } from './chunkLoad'
import { registerServiceWorker } from './registerServiceWorker'
import { setUpdateApplier } from './reloadApp'
import type { ServiceWorkerUpdates, UpdateState } from './serviceWorkerUpdates'
import { UpdateToast } from './UpdateToast'
import { useAddToHome } from './useAddToHome'
import { useCachedVenue } from './useCachedVenue'
import { useInstallOffer } from './useInstallOffer'
import { useRuntimeManifest } from './useRuntimeManifest'
import { venueHashOf } from './venueOfPath'
import { withWholeLook } from '../shell/styles/wholeLook'
import { translationCopies } from '../i18n/translationCopies'
import { whenIdle } from '../platform/idle'
import { useFirstScreen } from '../venue/venueContext'

// The install modal (a Mantine Modal with its focus trap) loads only when it is to be shown.
const AddToHome = lazyOptional(withWholeLook(async () => ({ default: (await import('./AddToHome')).AddToHome })))

const IDLE: UpdateState = { phase: 'unregistered', newContentAvailable: false, refreshingApp: false }

function useUpdates(updates: ServiceWorkerUpdates | null): UpdateState {
  return useSyncExternalStore(
    (notify) => updates?.subscribe(notify) ?? (() => {}),
    () => updates?.state() ?? IDLE,
  )
}

/**
 * Issue #7, loaded after the first paint inside the router (router.tsx, LazyPwaLayer): the service worker's update toast and its
 * refresh overlay, the runtime web manifest of the route, and the add-to-home modals. It holds
 * no business state: the update state is the service worker's, the venue is read from its cache.
 */
export default function PwaLayer({ updates = registerServiceWorker() }: { updates?: ServiceWorkerUpdates | null }) {
  const path = useLocation().pathname
  const venue = useCachedVenue(venueHashOf(path))
  useRuntimeManifest(path, venue)
  const update = useUpdates(updates)
  const install = useInstallOffer()
  const addToHome = useAddToHome(venue !== null, install.offer !== null, path)

  // A page the server rendered in another language than the bundled Italian brought all its
  // strings, never asked of the server: kept for the next page offline (SPEC §7).
  const first = useFirstScreen()
  useEffect(() => {
    if (first?.all && first.language !== 'it') whenIdle(() => void translationCopies().save(first.language, first.strings), 5000)
  }, [first])

  // A screen whose code did not load reloads through REFRESH when a new version waits.
  const waiting = update.phase === 'waiting'
  useEffect(() => {
    if (!updates || !waiting) return
    setUpdateApplier(() => void updates.refresh())
    return () => setUpdateApplier(null)
  }, [updates, waiting])
  // A failed chunk while the toast was closed shows it again: REFRESH is the way out.
  useEffect(() => {
    if (!updates) return
    const onFailed = () => {
      if (updates.state().phase === 'waiting') updates.reopen()
    }
    window.addEventListener(CHUNK_FAILED_EVENT, onFailed)
    return () => window.removeEventListener(CHUNK_FAILED_EVENT, onFailed)
  }, [updates])

  const installNow = async () => {
    const offer = install.offer
    addToHome.close()
    if (!offer) return
    install.used()
    try {
      await offer.prompt()
    } catch {
      // The browser refused to show its prompt (already used): nothing to do.
    }
  }

  return (
    <>
      {update.newContentAvailable && <UpdateToast onRefresh={() => void updates?.refresh()} onClose={() => updates?.dismiss()} />}
      {update.refreshingApp && <RefreshOverlay />}
      {addToHome.modal && venue && (
        <Suspense fallback={null}>
          <AddToHome platform={addToHome.modal} name={venue.name} onClose={addToHome.close} onInstall={addToHome.modal === 'android' && install.offer ? () => void installNow() : undefined} />
        </Suspense>
      )}
    </>
  )
}
