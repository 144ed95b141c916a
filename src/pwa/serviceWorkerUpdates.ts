/**
 * SPEC §4 "Service worker": registered (update check every 30000 ms) → update found → updated
 * (the waiting worker is stored) → REFRESH (the loading text, skip waiting, one page reload when
 * the controller changes) or close. Nothing here reloads a guest by itself: a new version waits
 * for REFRESH (issue #7: never mid-order). The browser objects come in as ports, so the rules are
 * tested without a browser (tests/app/pwa/serviceWorkerUpdates.test.ts).
 */

export const UPDATE_CHECK_MS = 30_000

export type UpdatePhase = 'unregistered' | 'registered' | 'update-found' | 'waiting' | 'refreshing' | 'failed'

/** SPEC §3 App state: newContentAvailable (the toast shows) and refreshingApp (the overlay shows). */
export type UpdateState = { phase: UpdatePhase; newContentAvailable: boolean; refreshingApp: boolean }

type LifecycleEvent = { isUpdate?: boolean; isExternal?: boolean }

/** What is used of workbox-window's Workbox. */
export type WorkboxPort = {
  addEventListener(type: 'installing' | 'waiting' | 'controlling', listener: (event: LifecycleEvent) => void): void
  register(): Promise<unknown>
  update(): Promise<unknown>
}

/** What is used of navigator.serviceWorker. */
export type ContainerPort = {
  addEventListener(type: 'controllerchange', listener: () => void): void
  getRegistration(): Promise<{ waiting: { postMessage(message: unknown): void } | null } | undefined>
}

export type UpdatePorts = {
  workbox: WorkboxPort
  container: ContainerPort
  reload: () => void
  every: (run: () => void, ms: number) => () => void
  /** SPEC §8: service worker registration errors are only logged. */
  log: (message: string, error?: unknown) => void
}

export type ServiceWorkerUpdates = {
  state(): UpdateState
  subscribe(listener: (state: UpdateState) => void): () => void
  /** REFRESH: the overlay, SKIP_WAITING to the waiting worker, one reload when it takes control. */
  refresh(): Promise<void>
  /** The toast's close: the new version stays waiting until the next visit (or REFRESH). */
  dismiss(): void
  /** Shows the toast again after a close (a screen's code failed to load meanwhile). */
  reopen(): void
  stop(): void
}

const stateOf = (phase: UpdatePhase, shown: boolean): UpdateState => ({
  phase,
  newContentAvailable: phase === 'waiting' && shown,
  refreshingApp: phase === 'refreshing',
})

export function startServiceWorkerUpdates(ports: UpdatePorts): ServiceWorkerUpdates {
  let phase: UpdatePhase = 'unregistered'
  let shown = true
  let reloaded = false
  // One object per state, so React's useSyncExternalStore sees a change only when there is one.
  let current = stateOf(phase, shown)
  const listeners = new Set<(state: UpdateState) => void>()
  const set = (next: UpdatePhase) => {
    if (phase === 'refreshing' && next !== 'refreshing') return
    phase = next
    const state = stateOf(phase, shown)
    if (state.phase === current.phase && state.newContentAvailable === current.newContentAvailable) return
    current = state
    for (const listener of [...listeners]) listener(current)
  }
  const reloadOnce = () => {
    if (reloaded) return
    reloaded = true
    ports.reload()
  }

  ports.workbox.addEventListener('installing', (event) => {
    if (event.isUpdate || event.isExternal) set('update-found')
  })
  // A worker of a new deployment installed and waits (also one found waiting at start).
  ports.workbox.addEventListener('waiting', () => {
    shown = true
    set('waiting')
  })
  let stopChecks = () => {}
  ports.workbox
    .register()
    .then(() => {
      if (phase === 'unregistered') set('registered')
      stopChecks = ports.every(() => {
        ports.workbox.update().catch((error: unknown) => ports.log('service worker update check failed', error))
      }, UPDATE_CHECK_MS)
    })
    .catch((error: unknown) => {
      ports.log('service worker registration failed', error)
      set('failed')
    })

  return {
    state: () => current,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async refresh() {
      if (phase === 'refreshing') return
      set('refreshing')
      ports.container.addEventListener('controllerchange', reloadOnce)
      let waiting: { postMessage(message: unknown): void } | null = null
      try {
        waiting = (await ports.container.getRegistration())?.waiting ?? null
      } catch (error) {
        ports.log('service worker registration unreadable', error)
      }
      // The new worker already took control (another tab refreshed): the page only needs reloading.
      if (waiting === null) reloadOnce()
      else waiting.postMessage({ type: 'SKIP_WAITING' })
    },
    dismiss() {
      shown = false
      set(phase)
    },
    reopen() {
      shown = true
      set(phase)
    },
    stop() {
      stopChecks()
      listeners.clear()
    },
  }
}
