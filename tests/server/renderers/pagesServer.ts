import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll } from 'vitest'
import { configFromEnv } from '../../../server/config'
import { startServer, type RunningServer } from '../../../server/main'

/**
 * A reference server for the describe block, rendering its venue pages with one of this folder's
 * stand-in renderers into the given `index.html`, on `threads` rendering threads; gone after it.
 */
export function usePagesServer(input: { renderer: string; shell: string; threads?: string; log?: (line: string) => void }): () => RunningServer {
  let server: RunningServer
  let dir: string
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'comanda-pages-'))
    writeFileSync(join(dir, 'index.html'), input.shell)
    const config = configFromEnv({ PORT: '0', HOST: '127.0.0.1', REALTIME_PORT: '0', DATA_DIR: join(dir, 'data'), RENDER_THREADS: input.threads ?? '0' })
    server = await startServer(config, { webAppDir: dir, rendererFile: fileURLToPath(new URL(`./${input.renderer}`, import.meta.url)), startRealtime: false, ...(input.log ? { log: input.log } : {}) })
  })
  afterAll(async () => {
    await server?.close()
    rmSync(dir, { recursive: true, force: true })
  })
  return () => server
}
