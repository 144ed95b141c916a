import { availableParallelism } from 'node:os'
import { ConfigError, configuredSecret, keptSecrets, newSecret } from './secrets'

/** The reference server's settings, from the environment (README "Configuration"). */
export type ServerConfig = {
  port: number
  host: string
  /** Where the SQLite file lives when no DATABASE_URL is given. */
  dataDir: string
  databaseUrl: string | null
  /** The app's own origin plus these may call the API from a browser (CORS) and open the websocket. */
  allowedOrigins: string[]
  /** Protects the staff endpoints (`Authorization: Bearer <token>`). */
  staffToken: string
  realtime: { port: number; appId: string; key: string; secret: string; host: string | null; useTls: boolean; cluster: string | null }
  /** PEM files for the embedded realtime endpoint to speak wss (TLS_CERT_FILE, TLS_KEY_FILE). */
  tlsFiles: { cert: string; key: string } | null
  /** The public URL the payment simulator redirects back to. */
  publicUrl: string
  /** Proxies whose X-Forwarded-For is believed (TRUST_PROXY: addresses or CIDR ranges); none by default. */
  trustProxy: string[]
  /** The development social-login provider (never for production: it vouches for any e-mail). */
  devLogin: boolean
  /** Threads rendering the venue pages (RENDER_THREADS; 0 renders them on the serving thread); by default one per core, at most 4. */
  renderThreads: number
}

/**
 * The settings from the environment. The staff token and the realtime secret come from
 * STAFF_TOKEN and PUSHER_SECRET (at least 32 bytes); unset, they are generated: kept in the
 * data directory with `keep: true` (`comanda serve`), else new for this process (tests).
 */
/** DATABASE_URL: PostgreSQL's (postgres:// or postgresql://); without it the server keeps SQLite in its data folder. Anything else is refused, never tried as PostgreSQL at 127.0.0.1:5432. */
function databaseUrlOf(value: string | undefined): string | null {
  if (value === undefined || value === '') return null
  if (/^postgres(ql)?:\/\//i.test(value.trim())) return value.trim()
  throw new ConfigError('DATABASE_URL (--database-url) must be a postgres:// URL; without one the server keeps SQLite in its data folder')
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env, options: { keepSecrets?: boolean } = {}): ServerConfig {
  const port = portNumber('PORT', env.PORT, 8080)
  const host = env.HOST ?? '127.0.0.1'
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${port}`
  // Without PUBLIC_URL the app is opened at the address the server prints (127.0.0.1) or at localhost: both may follow orders live.
  const localOrigins = env.PUBLIC_URL === undefined ? [`http://127.0.0.1:${port}`, ...(host === '0.0.0.0' || host === '127.0.0.1' ? [] : [`http://${host}:${port}`])] : []
  const dataDir = env.DATA_DIR ?? 'data'
  const staffToken = configuredSecret('STAFF_TOKEN', env.STAFF_TOKEN)
  const pusherSecret = configuredSecret('PUSHER_SECRET', env.PUSHER_SECRET)
  const generated = staffToken !== null && pusherSecret !== null ? null : options.keepSecrets ? keptSecrets(dataDir) : { staffToken: newSecret(), pusherSecret: newSecret() }
  return {
    port,
    host,
    dataDir,
    databaseUrl: databaseUrlOf(env.DATABASE_URL),
    allowedOrigins: [publicUrl, ...localOrigins, ...(env.ALLOWED_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean)],
    staffToken: staffToken ?? generated!.staffToken,
    realtime: {
      port: portNumber('REALTIME_PORT', env.REALTIME_PORT, 9001),
      appId: env.PUSHER_APP_ID ?? 'comanda',
      key: env.PUSHER_KEY ?? 'comanda-key',
      secret: pusherSecret ?? generated!.pusherSecret,
      host: env.PUSHER_HOST ?? null,
      useTls: env.PUSHER_TLS === 'true',
      cluster: env.PUSHER_CLUSTER ?? null,
    },
    publicUrl,
    tlsFiles: env.TLS_CERT_FILE && env.TLS_KEY_FILE ? { cert: env.TLS_CERT_FILE, key: env.TLS_KEY_FILE } : null,
    trustProxy: (env.TRUST_PROXY ?? '').split(',').map((p) => p.trim()).filter(Boolean),
    devLogin: env.DEV_LOGIN === 'true' || env.DEV_LOGIN === '1',
    renderThreads: renderThreadsOf(env.RENDER_THREADS),
  }
}

const MAX_RENDER_THREADS = 32
/** Each thread holds its own React, Mantine and DOM for DOMPurify (tens of MB): a large machine does not get one per core unasked. */
const DEFAULT_MOST_RENDER_THREADS = 4

function renderThreadsOf(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return Math.min(availableParallelism(), DEFAULT_MOST_RENDER_THREADS)
  const threads = Number(value)
  if (!Number.isInteger(threads) || threads < 0 || threads > MAX_RENDER_THREADS) throw new ConfigError(`RENDER_THREADS must be a whole number from 0 to ${MAX_RENDER_THREADS} (0 renders the venue pages on the serving thread), not ${JSON.stringify(value)}`)
  return threads
}

/** A TCP port from the environment (0: any free port), or the reason it is refused. */
export function portNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback
  const port = Number(value)
  if (!/^\d{1,5}$/.test(value.trim()) || port > 65535) throw new ConfigError(`${name}: "${value}" is not a port number (0 to 65535)`)
  return port
}
