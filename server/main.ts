import { readFileSync } from 'node:fs'
import { buildApp } from './app'
import { clientAddresses } from './clientAddress'
import type { ServerConfig } from './config'
import { openDatabase } from './db/connect'
import { projectFile } from './projectFiles'
import type { ServerEvents } from './realtime/publisher'
import { PusherOrderEvents } from './realtime/pusherPublisher'
import { postgresFanout } from './realtime/postgresFanout'
import { EmbeddedEvents } from './realtime/embeddedEvents'
import { startPusherServer } from './realtime/pusherServer'
import { seedDemoVenues } from './seed'
import { registerWebApp } from './webApp'
import { venuePages } from './venuePages'
import { DbVenueCatalog } from './venueRepository'

export const DEMO_VENUES_DIR = projectFile('fixtures', 'venues')
export const WEB_APP_DIR = projectFile('dist')
export const RENDERER_FILE = projectFile('dist-server', 'entry-server.js')

export type RunningServer = { url: string; realtimePort: number | null; close(): Promise<void> }

/**
 * `npm start` / `comanda serve`: opens (creating, migrating and seeding) the database, starts the
 * realtime endpoint and the HTTP API (DESIGN §7).
 */
export async function startServer(config: ServerConfig, options: { events?: ServerEvents; log?: (line: string) => void; startRealtime?: boolean; webAppDir?: string; rendererFile?: string; clock?: () => number; startRenderThreads?: 'now' | 'with the first page' } = {}): Promise<RunningServer> {
  const log = options.log ?? (() => {})
  const { db, dialect, close } = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  // What is open, closed in reverse order by close(), or at once when a later step fails (a port in
  // use): the process then ends with the error instead of hanging on an open socket or thread.
  const opened: (() => Promise<unknown>)[] = [close]
  const closeOpened = async (onError: (error: unknown) => void) => {
    for (const closeOne of opened.splice(0).reverse()) await closeOne().catch(onError)
  }
  try {
    const seeded = await seedDemoVenues(db, DEMO_VENUES_DIR, Date.now())
    if (seeded.length > 0) log(`seeded the demo venues: ${seeded.join(', ')}`)
    const realtime = options.startRealtime === false ? null : await startRealtime(config, log)
    if (realtime) opened.push(() => realtime.close())
    const local: ServerEvents = options.events ?? realtime?.events ?? { orderStateChanged: async () => {}, tabAppended: async () => {} }
    // Several processes on one PostgreSQL database each serve their own websockets: they share what they publish (issue #18).
    const fanout = dialect === 'postgres' && config.databaseUrl && realtime?.port ? await postgresFanout(config.databaseUrl, local, log) : null
    if (fanout) opened.push(() => fanout.close())
    const events = fanout?.events ?? local
    // Venue info tells the app where to follow its orders: the port the endpoint really has (0 = any free port).
    const served = realtime?.port ? { ...config, realtime: { ...config.realtime, port: realtime.port } } : config
    const app = await buildApp({ db, venues: new DbVenueCatalog(db), events, clock: options.clock ?? Date.now, config: served }, { warn: log })
    opened.push(() => app.close())
    const webAppDir = options.webAppDir ?? WEB_APP_DIR
    const pages = await venuePages(app, { distDir: webAppDir, rendererFile: options.rendererFile ?? RENDERER_FILE, renderThreads: config.renderThreads, startThreads: options.startRenderThreads, clock: options.clock ?? Date.now, log })
    const webApp = await registerWebApp(app, webAppDir, pages)
    await app.listen({ port: config.port, host: config.host })
    const address = app.server.address()
    const port = typeof address === 'object' && address ? address.port : config.port
    const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`
    log(`Comanda venue API on ${url}/api (${dialect === 'sqlite' ? `SQLite in ${config.dataDir}` : 'PostgreSQL'})`)
    log(webApp ? `the guest app on ${url}/app/restaurants/demo-online` : 'the guest app is not built: run `npm run build` to serve it on /app/')
    return {
      url,
      realtimePort: realtime?.port ?? null,
      close: () =>
        closeOpened((error) => {
          throw error
        }),
    }
  } catch (error) {
    await closeOpened(() => undefined)
    throw error
  }
}

/** The embedded Pusher-protocol endpoint, unless PUSHER_HOST names an outside service. */
async function startRealtime(config: ServerConfig, log: (line: string) => void): Promise<{ events: ServerEvents; port: number | null; close(): Promise<void> }> {
  if (config.realtime.host || config.realtime.cluster) {
    const events = new PusherOrderEvents(config.realtime)
    log(`publishing order changes to the Pusher-compatible service at ${config.realtime.host ?? `cluster ${config.realtime.cluster}`}`)
    return { events, port: null, close: async () => {} }
  }
  const tls = config.tlsFiles ? { cert: readFileSync(config.tlsFiles.cert, 'utf8'), key: readFileSync(config.tlsFiles.key, 'utf8') } : undefined
  const embedded = await startPusherServer(config.realtime, config.allowedOrigins, { addresses: clientAddresses(config.trustProxy), ...(tls ? { tls } : {}) })
  const events = new EmbeddedEvents(embedded)
  log(`realtime (Pusher protocol) on ${tls ? 'wss' : 'ws'}://127.0.0.1:${embedded.port}/app/${config.realtime.key}`)
  return { events, port: embedded.port, close: () => embedded.close() }
}

