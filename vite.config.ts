import react from '@vitejs/plugin-react'
import { VitePWA } from 'vite-plugin-pwa'
import { defaultClientConditions } from 'vite'
import { defineConfig } from 'vitest/config'
import { serviceWorkerOptions } from './src/pwa/serviceWorkerBuild'
import { headScript } from './src/shell/headScript'
import { eagerFactories } from './src/platform/eagerFactories'
import { startChunks } from './src/platform/startChunks'
import { compressedAssets } from './src/platform/compressedAssets'
import { RENDERED_SCREENS } from './api/renderedPages'

/** index.html's head script, written from the app's own constants (src/shell/headScript.ts). */
const headScriptPlugin = { name: 'comanda-head-script', transformIndexHtml: (html: string) => html.replace('<!--head-script-->', `<script>${headScript()}</script>`) }

// The PWA (src/) is served under /app/ (SPEC §2: base path /app/, history mode). In development
// `vite` proxies the venue API to the reference server (`npm start` on :8080).
// `vite build --ssr` builds the server's renderer of venue pages (src/entry-server.tsx, DESIGN §6) into dist-server/.
/**
 * What the entry imports statically (what a server-rendered page hydrates with) in four chunks
 * instead of some fifty: few requests and preloads, where each added preload cost the main thread a
 * share of a long task. Four and not one so that a rendered page's loader can evaluate them one
 * per task, React first (server/venuePages.ts): one chunk was one task of about 100 ms (issue #14).
 */
const FIRST_SCREEN_CHUNKS = [
  { name: 'first-react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|src[\\/]platform[\\/]evaluateReact\.ts$/ },
  { name: 'first-mantine', test: /node_modules[\\/](@mantine|clsx)[\\/]/ },
  { name: 'first-libraries', test: /node_modules[\\/]/ },
  { name: 'first-screen' },
].map((group, index, groups) => ({ ...group, tags: ['$initial' as const], priority: groups.length - index }))

const START = startChunks()

/**
 * The screens a guest lands on (api/renderedPages.ts): the app imports the page's screen before it
 * hydrates, and its chunk's imports (the cards, the images, the cart bar) were asked for once it
 * arrived, and theirs after them: three round trips one after another, 150 ms each on a phone's
 * link, before the page answered a tap. Their preloads go with the screen's import.
 */
const LANDING_SCREEN = new RegExp(`^assets/(${RENDERED_SCREENS.join('|')})-[\\w-]{8}\\.js$`)

/**
 * Module preloads only for what the page's HTML loads (the first screen's chunks above) and for the
 * landing screens, none for another lazy import: each preload link the app added cost about a
 * millisecond of the main thread, some thirty-five of them inside the start's tasks (the screen, the guest's log, the extras, the PWA
 * layer). A lazy chunk's own imports are then asked for once it arrives, a round trip later, or
 * from the service worker's precache (issue #14); the start's imports each come as one chunk
 * (src/platform/startChunks.ts), so that is one round trip for them. Its stylesheets stay: a lazy
 * chunk waits for them.
 */
const preloadsOf = (file: string, deps: string[], { hostType }: { hostType: 'html' | 'js' }) => (hostType === 'html' || LANDING_SCREEN.test(file) ? deps : deps.filter((dep) => dep.endsWith('.css')))

export default defineConfig(({ isSsrBuild }) => ({
  base: '/app/',
  // The service worker (DESIGN §6, SPEC §4): Workbox precache of the shell and route chunks, prompt before updating.
  plugins: [react(), headScriptPlugin, ...(isSsrBuild ? [] : [eagerFactories(), START.plugin, VitePWA(serviceWorkerOptions), compressedAssets()])],
  // fp-ts and io-ts name directories in their imports (fp-ts/Either), which Node's ESM loader refuses: bundled into the renderer.
  ssr: { noExternal: ['fp-ts', 'io-ts'] },
  // RxJS's ES2015 build in the browser (its default is ES5 classes with tslib's helpers): 2 kB less of the first screen's code (issue #14).
  // react-i18next's useSyncExternalStore shim is React's own hook since React 18.
  resolve: {
    conditions: ['es2015', ...defaultClientConditions],
    alias: [{ find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: new URL('./src/platform/useSyncExternalStore.ts', import.meta.url).pathname }],
  },
  build: isSsrBuild ? { outDir: 'dist-server', sourcemap: false, emptyOutDir: true, copyPublicDir: false } : { outDir: 'dist', sourcemap: true, modulePreload: { resolveDependencies: preloadsOf }, rolldownOptions: { output: { codeSplitting: { groups: [...FIRST_SCREEN_CHUNKS, ...START.groups] } } } },
  server: { proxy: { '/api': 'http://localhost:8080', '/pay': 'http://localhost:8080' } },
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    exclude: ['tests/browser/**', 'node_modules/**'],
    environment: 'node',
    // Vitest's default is one worker fewer than the cores: one worker on CI's two, with the other core idle.
    maxWorkers: 2,
    // Worker threads rather than child processes: 171 s for the unit run where forks took 191 here.
    pool: 'threads',
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
}))
