import { Workbox } from 'workbox-window'
import { startServiceWorkerUpdates, type ServiceWorkerUpdates } from './serviceWorkerUpdates'
import { warmImages } from './warmImages'

/** The deployment this code belongs to (VITE_COMANDA_DEPLOYMENT at build time), for support and the update tests. */
export const DEPLOYMENT: string = import.meta.env.VITE_COMANDA_DEPLOYMENT ?? 'local'

let running: ServiceWorkerUpdates | null = null

/**
 * Registers /app/sw.js (scope /app/, SPEC §7 "service worker file from the app base path") with
 * workbox-window, once per page, in production builds of browsers that have service workers.
 * Returns null where there is none (development, old browsers): the app works the same online.
 */
export function registerServiceWorker(): ServiceWorkerUpdates | null {
  if (running) return running
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null
  document.documentElement.dataset.deployment = DEPLOYMENT
  const base = import.meta.env.BASE_URL
  const workbox = new Workbox(`${base}sw.js`, { scope: base })
  workbox.addEventListener('controlling', (event) => {
    if (!event.isUpdate) void warmImages(document, (url) => fetch(url, { credentials: 'same-origin' }))
  })
  running = startServiceWorkerUpdates({
    workbox,
    container: {
      addEventListener: (type, listener) => navigator.serviceWorker.addEventListener(type, listener),
      getRegistration: () => navigator.serviceWorker.getRegistration(base),
    },
    reload: () => window.location.reload(),
    every: (run, ms) => {
      const timer = window.setInterval(run, ms)
      return () => window.clearInterval(timer)
    },
    log: (message, error) => console.warn(`Comanda: ${message}`, error ?? ''),
  })
  return running
}
