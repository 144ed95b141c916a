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
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080)
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${port}`
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    dataDir: env.DATA_DIR ?? 'data',
    databaseUrl: env.DATABASE_URL ?? null,
    allowedOrigins: [publicUrl, ...(env.ALLOWED_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean)],
    staffToken: env.STAFF_TOKEN ?? 'demo-staff-token',
    realtime: {
      port: Number(env.REALTIME_PORT ?? 9001),
      appId: env.PUSHER_APP_ID ?? 'comanda',
      key: env.PUSHER_KEY ?? 'comanda-key',
      secret: env.PUSHER_SECRET ?? 'comanda-secret',
      host: env.PUSHER_HOST ?? null,
      useTls: env.PUSHER_TLS === 'true',
      cluster: env.PUSHER_CLUSTER ?? null,
    },
    publicUrl,
    tlsFiles: env.TLS_CERT_FILE && env.TLS_KEY_FILE ? { cert: env.TLS_CERT_FILE, key: env.TLS_KEY_FILE } : null,
  }
}
