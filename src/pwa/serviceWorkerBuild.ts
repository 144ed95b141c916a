import type { VitePWAOptions } from 'vite-plugin-pwa'
import { RENDERED_VENUE_PAGE } from '../../api/renderedPages'

/** The venue images kept for offline reading: a size-bounded runtime cache (issue #7, SPEC §7 offline). */
export const VENUE_IMAGES_CACHE = 'comanda-venue-images'
export const VENUE_IMAGES_MAX_ENTRIES = 80
/** The venue pages the server rendered (issue #14), kept for offline and slow networks. */
export const VENUE_PAGES_CACHE = 'comanda-venue-pages'
/** How long a venue page may take from the network before the cached copy is shown. */
const VENUE_PAGE_TIMEOUT_S = 2

/**
 * The service worker of the PWA (DESIGN §6, SPEC §4 "Service worker"), built by vite-plugin-pwa's
 * generateSW (Workbox) as /app/sw.js with the scope /app/:
 * - precaches the shell (index.html), every code chunk (route screens included), the styles, the
 *   flags and the default install icons, so a visited venue opens and browses offline;
 * - the venue pages the server renders (issue #14) come network-first, the cached copy after 2 s or
 *   offline, and the precached shell when there is none; other navigations under /app/ answer with
 *   the precached shell (history mode);
 * - never takes over by itself: a new deployment installs and waits (`skipWaiting: false`) until the
 *   guest presses REFRESH (the page sends SKIP_WAITING through workbox-window); until then the old
 *   worker keeps serving the old chunks to the tabs that run them;
 * - claims the page on the very first install, so the first visit is already offline-ready;
 * - venue images (and any other image) in a bounded cache-first runtime cache. Venue data and the
 *   UI strings are not cached here: the app keeps the last full venue info per
 *   language (events/stores/venueCopies.ts) and the strings of the languages it was shown in
 *   (src/i18n/translationCopies.ts) itself.
 * Registration is the app's (src/pwa/registerServiceWorker.ts, workbox-window), and the web
 * manifest is made at runtime per venue (src/pwa/manifest.ts), so the plugin injects neither.
 */
export const serviceWorkerOptions: Partial<VitePWAOptions> = {
  strategies: 'generateSW',
  registerType: 'prompt',
  injectRegister: false,
  manifest: false,
  filename: 'sw.js',
  scope: '/app/',
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2}'],
    globIgnores: ['img/venues/**', 'img/dishes/**', '**/*.map'],
    maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
    navigateFallback: 'index.html',
    navigateFallbackDenylist: [RENDERED_VENUE_PAGE],
    skipWaiting: false,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    sourcemap: false,
    runtimeCaching: [
      {
        // Only the rendered venue pages reach this: the other navigations are the shell's (navigateFallback).
        urlPattern: ({ request }) => request.mode === 'navigate',
        handler: 'NetworkFirst',
        options: {
          cacheName: VENUE_PAGES_CACHE,
          networkTimeoutSeconds: VENUE_PAGE_TIMEOUT_S,
          expiration: { maxEntries: 30 },
          cacheableResponse: { statuses: [200] },
          precacheFallback: { fallbackURL: 'index.html' },
        },
      },
      {
        // Images the page shows, and the same files fetched again to warm this cache (src/pwa/warmImages.ts).
        urlPattern: ({ request, url }) => request.destination === 'image' || /\.(png|jpe?g|webp|gif|avif|svg)$/i.test(url.pathname),
        handler: 'CacheFirst',
        options: {
          cacheName: VENUE_IMAGES_CACHE,
          // The server's answers vary by Origin (CORS): the logo fetched with CORS to draw the install
          // icons and the same logo in an <img> are one picture, and offline the <img> found no copy.
          matchOptions: { ignoreVary: true },
          expiration: { maxEntries: VENUE_IMAGES_MAX_ENTRIES, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true },
          cacheableResponse: { statuses: [0, 200] },
        },
      },
    ],
  },
}
