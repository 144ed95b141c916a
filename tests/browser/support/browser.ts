// The browser tests' server and browser, without vitest (bench/web.ts uses them too): the real
// reference server serving the built PWA (dist/, built beforehand: nothing here builds it) on a
// fresh SQLite directory, and Debian's Chromium driven by playwright-core.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium, devices, type Browser, type BrowserContextOptions } from 'playwright-core'
import { configFromEnv } from '../../../server/config'
import { STAFF_TOKEN } from './staff'
import { startServer, type RunningServer } from '../../../server/main'

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url))

/** The built app the tests serve: dist/, or COMANDA_DIST (a build made with `vite build --outDir`). */
export const DIST = resolve(ROOT, process.env.COMANDA_DIST ?? 'dist')

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** An Android phone (a Pixel 7's user agent), at the viewport of the issue: 390x844, touch, Italian. */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  locale: 'it-IT',
  userAgent: devices['Pixel 7']?.userAgent ?? 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  acceptDownloads: true,
}

/** Debian's Chromium, as scripts/chromium.sh finds (or installs) it; COMANDA_CHROMIUM overrides. */
export function chromiumPath(): string {
  if (process.env.COMANDA_CHROMIUM) return process.env.COMANDA_CHROMIUM
  return execFileSync('bash', [join(ROOT, 'scripts/chromium.sh')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim()
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
}

/** A free loopback port (PUBLIC_URL must be known before the server starts: CORS and websocket origins). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.unref()
    probe.on('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

/** The reference server on a fresh data directory, serving DIST under /app/. */
export type AppServer = {
  server: RunningServer
  /** The server's origin, e.g. http://127.0.0.1:41234 (the app is under /app/). */
  url: string
  dataDir: string
  /** The server's log lines so far. */
  log: string[]
  /** Stops the server and removes its data directory. */
  close(): Promise<void>
}

export async function startAppServer(): Promise<AppServer> {
  if (!existsSync(join(DIST, 'index.html'))) {
    throw new Error(`${DIST}/index.html is missing: build the PWA first (\`npm run build\`; \`npm run test:browser\` does it)`)
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'comanda-browser-'))
  const log: string[] = []
  for (let attempt = 1; ; attempt++) {
    const port = await freePort()
    const url = `http://127.0.0.1:${port}`
    try {
      // One rendering thread (server/renderPool.ts): the pages render on a thread as in production,
      // and each suite's server loads the renderer once, not once per core beside Chromium. It
      // starts with the server, as `comanda serve`'s, while Chromium starts: a suite's first page
      // waited 2.6 s for it.
      const server = await startServer(configFromEnv({ PORT: String(port), HOST: '127.0.0.1', REALTIME_PORT: '0', DATA_DIR: dataDir, PUBLIC_URL: url, STAFF_TOKEN, DEV_LOGIN: 'true', RENDER_THREADS: '1' }), {
        log: (line) => log.push(line),
        webAppDir: DIST,
        startRenderThreads: 'now',
      })
      if (server.url !== url) throw new Error(`the server is on ${server.url}, not on ${url}`)
      const close = async () => {
        await server.close()
        rmSync(dataDir, { recursive: true, force: true })
      }
      return { server, url, dataDir, log, close }
    } catch (error) {
      // Another process took the port between the probe and the listen: try another one.
      if (attempt < 5 && (error as NodeJS.ErrnoException).code === 'EADDRINUSE') continue
      rmSync(dataDir, { recursive: true, force: true })
      throw error
    }
  }
}
