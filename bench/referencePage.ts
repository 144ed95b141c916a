// The reference page of `npm run bench:web` (bench/reference/): built with Vite into a temporary
// directory and served gzipped by a plain Node server, as a simple peer app is served. Lighthouse
// measures it in the same rounds as the venue pages (issue #14: a figure on this shared machine
// moves by 5-10 points from run to run; the reference says how much of that is the machine).
import react from '@vitejs/plugin-react'
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { extname, join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'
import { freePort } from '../tests/browser/support/browser'

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.webp': 'image/webp' }

export type ReferencePage = { url: string; javaScriptKb: number; close(): Promise<void> }

export async function startReferencePage(): Promise<ReferencePage> {
  const outDir = mkdtempSync(join(tmpdir(), 'comanda-reference-'))
  await build({ configFile: false, root: join(import.meta.dirname, 'reference'), base: '/', publicDir: false, logLevel: 'warn', plugins: [react()], build: { outDir, emptyOutDir: true } })
  mkdirSync(join(outDir, 'img'))
  for (const image of readdirSync('public/img/dishes')) copyFileSync(join('public/img/dishes', image), join(outDir, 'img', image))
  const files = new Map<string, { body: Buffer; gzip: Buffer | null; type: string }>()
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) walk(path)
      else {
        const body = readFileSync(path)
        const type = TYPES[extname(name)] ?? 'application/octet-stream'
        files.set(`/${relative(outDir, path)}`, { body, gzip: type.startsWith('image/') ? null : gzipSync(body, { level: 9 }), type })
      }
    }
  }
  walk(outDir)
  const javaScriptKb = [...files].filter(([path]) => path.endsWith('.js')).reduce((sum, [, file]) => sum + (file.gzip?.length ?? 0), 0) / 1000
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://reference').pathname
    // a single-page app: every address that is not a file is the page
    const file = files.get(path) ?? files.get('/index.html')!
    const gzip = file.gzip !== null && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))
    response.writeHead(200, { 'content-type': file.type, 'cache-control': 'no-cache', ...(gzip ? { 'content-encoding': 'gzip' } : {}) })
    response.end(gzip ? file.gzip : file.body)
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${port}`,
    javaScriptKb,
    close: async () => {
      await new Promise((resolve) => server.close(resolve))
      rmSync(outDir, { recursive: true, force: true })
    },
  }
}
