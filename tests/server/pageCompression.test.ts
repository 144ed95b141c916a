// Issue #14, DESIGN §6: a rendered page is compressed fast for its first guest, better once the server is idle or it is asked for again; every answer is the same page.
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { rawGet } from '../support/rawGet'
import { usePagesServer } from './renderers/pagesServer'

// A page as large as a venue home (its inlined stylesheets are most of it), so that the compressions differ.
const STYLES = Array.from({ length: 5000 }, (_, i) => `.c${i}{color:#${((i * 2654435761) % 0xffffff).toString(16).padStart(6, '0')};margin:${i % 17}px ${i % 5}rem}`).join('')
const SHELL = `<!doctype html><html lang="it"><head><title>Comanda</title><style>${STYLES}</style></head><body><!--page--><div id="root"></div><!--/page--><!--first-screen--></body></html>`

describe('a rendered page’s compression', () => {
  const server = usePagesServer({ renderer: 'echo.mjs', shell: SHELL })

  it('is fast for the first guest and smaller for the guests after, always the same page (brotli)', async () => {
    const url = `${server().url}/app/restaurants/demo-online?t=7`
    const first = await rawGet(url, 'br, gzip')
    expect(first.encoding).toBe('br')
    const page = brotliDecompressSync(first.bytes).toString()
    expect(page).toContain('table 7')
    expect(page).toContain(STYLES)
    const second = await rawGet(url, 'br')
    expect(brotliDecompressSync(second.bytes).toString()).toBe(page)
    let later = await rawGet(url, 'br')
    for (let tries = 0; later.bytes.length >= first.bytes.length && tries < 50; tries++) later = await rawGet(url, 'br')
    expect(later.bytes.length).toBeLessThan(first.bytes.length)
    expect(brotliDecompressSync(later.bytes).toString()).toBe(page)
  })

  it('answers gzip and plain HTML with the same page', async () => {
    const url = `${server().url}/app/restaurants/demo-online?t=8`
    const gzipped = await rawGet(url, 'gzip')
    expect(gzipped.encoding).toBe('gzip')
    const plain = await rawGet(url, 'identity')
    expect(plain.encoding).toBeUndefined()
    expect(gunzipSync(gzipped.bytes).toString()).toBe(plain.bytes.toString())
    expect(plain.bytes.toString()).toContain('table 8')
  })
})
