// Issue #14: the app's files are compressed once, when it is built, and sent as they were written;
// a file without a compressed copy is still compressed for the browser that accepts it.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { configFromEnv } from '../../server/config'
import { rawGet } from '../support/rawGet'
import { startServer, type RunningServer } from '../../server/main'
import { compressBuiltFiles } from '../../src/platform/compressedAssets'

const SCRIPT = Array.from({ length: 400 }, (_, i) => `export const dish${i} = { id: ${i}, name: 'Piatto ${i}', price: ${i * 50} }`).join('\n')

describe("the app's built files", () => {
  let server: RunningServer
  let dir: string
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'comanda-built-'))
    mkdirSync(join(dir, 'assets'))
    writeFileSync(join(dir, 'index.html'), `<!doctype html><html lang="it"><head><title>Comanda</title><style>${'p{margin:0}'.repeat(200)}</style></head><body><!--page--><div id="root"></div><!--/page--><!--first-screen--></body></html>`)
    writeFileSync(join(dir, 'assets', 'menu-AbCd1234.js'), SCRIPT)
    writeFileSync(join(dir, 'assets', 'tiny-AbCd1234.js'), 'export {}')
    writeFileSync(join(dir, 'assets', 'dish-AbCd1234.webp'), Buffer.alloc(4000, 7))
    expect(await compressBuiltFiles(dir)).toBe(2)
    // Written after the build step: a file the build did not compress.
    writeFileSync(join(dir, 'assets', 'late-AbCd1234.js'), SCRIPT)
    const config = configFromEnv({ PORT: '0', HOST: '127.0.0.1', REALTIME_PORT: '0', DATA_DIR: join(dir, 'data'), RENDER_THREADS: '0' })
    server = await startServer(config, { webAppDir: dir, rendererFile: fileURLToPath(new URL('./renderers/echo.mjs', import.meta.url)), startRealtime: false })
  })
  afterAll(async () => {
    await server?.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('the build writes a brotli and a gzip copy of each text file worth it, none of pictures or tiny files', () => {
    const script = join(dir, 'assets', 'menu-AbCd1234.js')
    expect(brotliDecompressSync(readFileSync(`${script}.br`)).toString()).toBe(SCRIPT)
    expect(gunzipSync(readFileSync(`${script}.gz`)).toString()).toBe(SCRIPT)
    expect(existsSync(join(dir, 'index.html.br'))).toBe(true)
    expect(existsSync(join(dir, 'assets', 'tiny-AbCd1234.js.br'))).toBe(false)
    expect(existsSync(join(dir, 'assets', 'dish-AbCd1234.webp.br'))).toBe(false)
  })

  it('sends the copy the browser accepts as it was written, cached for good', async () => {
    const url = `${server.url}/app/assets/menu-AbCd1234.js`
    const brotli = await rawGet(url, 'gzip, deflate, br')
    expect(brotli.encoding).toBe('br')
    expect(brotli.bytes.equals(readFileSync(join(dir, 'assets', 'menu-AbCd1234.js.br')))).toBe(true)
    expect(brotli.headers['content-type']).toMatch(/javascript/)
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(String(brotli.headers.vary)).toMatch(/accept-encoding/i)
    const gzip = await rawGet(url, 'gzip')
    expect(gzip.encoding).toBe('gzip')
    expect(gzip.bytes.equals(readFileSync(join(dir, 'assets', 'menu-AbCd1234.js.gz')))).toBe(true)
    const plain = await rawGet(url, 'identity')
    expect(plain.encoding).toBeUndefined()
    expect(plain.bytes.toString()).toBe(SCRIPT)
  })

  it('the shell too, never cached', async () => {
    const shell = await rawGet(`${server.url}/app/`, 'br')
    expect(shell.encoding).toBe('br')
    expect(shell.headers['cache-control']).toBe('no-cache')
    expect(brotliDecompressSync(shell.bytes).toString()).toContain('<title>Comanda</title>')
  })

  it('a file without a copy is compressed as it is sent; a missing file is a 404', async () => {
    const late = await rawGet(`${server.url}/app/assets/late-AbCd1234.js`, 'br')
    expect(late.encoding).toBe('br')
    expect(brotliDecompressSync(late.bytes).toString()).toBe(SCRIPT)
    const missing = await rawGet(`${server.url}/app/assets/gone-AbCd1234.js`, 'br')
    expect(missing.status).toBe(404)
    expect(JSON.parse((missing.encoding === 'br' ? brotliDecompressSync(missing.bytes) : missing.bytes).toString())).toMatchObject({ code: 'not_found' })
  })
})
