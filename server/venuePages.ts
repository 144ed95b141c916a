import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlibConstants, gzip as gzipCallback } from 'node:zlib'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Fetch } from '../api/transport'
import { RENDERED_PAGE_PARAMETERS, RENDERED_VENUE_PAGE } from '../api/renderedPages'
import { loadTranslations, loadVenueFull, loadVenueLight } from '../api/venueCalls'
import { languageOfCookie, resolveLanguage } from '../domain/language'
import { uniqueTableIdFromQr } from '../domain/tables'
import type { FullVenueInfo } from '../api/venueInfo'
import type { VenueLight } from '../api/venueCalls'
import type { PageRenderer, RenderedPage } from '../api/pageRenderer'
import { freshReads } from './freshReads'
import { renderPool } from './renderPool'


/** Rendered pages kept, per venue content, language and address (the oldest go first). */
const CACHE_ENTRIES = 500
/**
 * Pages whose address holds what a visitor typed (a search's words, a venue that does not exist)
 * are kept apart, fewer: any number of them can be asked for, and they must not push the venue's
 * own pages out of the cache (a render each again).
 */
const TYPED_CACHE_ENTRIES = 100
/**
 * How long the venue API's answers are used without asking again (server/freshReads.ts): a venue
 * changed by `comanda venue import` shows within this time (issue #14).
 */
const FRESH_MS = 2000

type Encoding = 'br' | 'gzip'
/** A rendered page, and its compressed bodies once made (each made once, even when asked for twice at the same time). */
type Page = { html: Buffer; encoded: Map<Encoding, Compressed> }
/** A compressed body; `final` once the better one has been asked for (or it is that one). */
type Compressed = { body: Promise<Buffer>; final: boolean }

/** `render` answers a rendered venue page and says true, or says false and leaves the request to the app shell. */
export type VenuePages = { render(request: FastifyRequest, reply: FastifyReply): Promise<boolean> }

/**
 * DESIGN §6: venue pages rendered on the server by the app's own components (the built
 * `dist-server/entry-server.js`; the server never imports src/ as source). The renderer reads the
 * venue through the SPEC §7 calls of `api/` with `fetch`: by default the reference server's own
 * routes in process (`inject`), or any venue API over HTTP. A moved venue redirects, an unknown one
 * is the not-found page with status 404 at the address the guest typed.
 */
export async function venuePages(app: FastifyInstance, options: { distDir: string; rendererFile: string; renderThreads?: number; startThreads?: 'now' | 'with the first page'; apiBaseUrl?: string; fetch?: Fetch; clock: () => number; log?: (line: string) => void }): Promise<VenuePages | null> {
  if (!existsSync(options.rendererFile) || !existsSync(join(options.distDir, 'index.html'))) return null
  // React renders several times faster in its production build, which it picks from NODE_ENV when
  // it is first loaded: a server started without NODE_ENV (`comanda serve`) renders in production mode.
  process.env.NODE_ENV ??= 'production'
  const rendererUrl = pathToFileURL(options.rendererFile).href
  let renderer: PageRenderer
  if ((options.renderThreads ?? 0) > 0) {
    const pool = lazyRenderPool(rendererUrl, options.renderThreads!, options.log)
    // a served venue's first guest does not wait for the threads to load the renderer (seconds)
    if (options.startThreads === 'now') pool.start()
    app.addHook('onClose', () => pool.close())
    renderer = pool
  } else {
    try {
      ;({ renderer } = (await import(rendererUrl)) as { renderer: PageRenderer })
    } catch (error) {
      // The API and the app still work without it: the browser renders the pages, as before issue #14.
      options.log?.(`the venue pages are not rendered on the server: ${options.rendererFile} did not load (${messageOf(error)})`)
      return null
    }
  }
  const template = pageTemplate(inlineStylesheets(readFileSync(join(options.distDir, 'index.html'), 'utf8'), options.distDir))
  const fetch = options.fetch ?? injectFetch(app)
  const base = options.apiBaseUrl ?? ''
  const venueCache = new Map<string, Page>()
  const typedCache = new Map<string, Page>()

  const failures = new Set<string>()
  /** Pages being rendered now: while there are none, a page just sent is compressed better at once (`send`). */
  let rendering = 0
  const idle = () => rendering === 0
  const page = async (key: string, rendered: () => Promise<RenderedPage>, typed = false): Promise<Page | null> => {
    const cache = typed ? typedCache : venueCache
    const hit = cache.get(key)
    if (hit !== undefined) {
      cache.delete(key)
      cache.set(key, hit)
      return hit
    }
    let html: Buffer
    rendering++
    try {
      html = template(await rendered())
    } catch (error) {
      // The browser renders the page from the app shell; the failure is a defect to see, once (a renderer that does not load fails every page).
      const message = messageOf(error)
      if (!failures.has(message)) options.log?.(`a venue page was not rendered on the server (${key}): ${message}`)
      if (failures.size >= CACHE_ENTRIES) failures.clear()
      failures.add(message)
      return null
    } finally {
      rendering--
    }
    const made: Page = { html, encoded: new Map() }
    cache.set(key, made)
    if (cache.size > (typed ? TYPED_CACHE_ENTRIES : CACHE_ENTRIES)) cache.delete(cache.keys().next().value as string)
    return made
  }

  const read = freshReads({ clock: options.clock, freshMs: FRESH_MS, limit: CACHE_ENTRIES })
  const strings = (language: string): Promise<Record<string, unknown>> =>
    language === 'it' ? Promise.resolve(BUNDLED) : read(`strings|${language}`, async () => (await loadTranslations(fetch, base, language, true)) ?? {})
  /** The not-found page's UI language: the guest's, when the app has its strings, else Italian. */
  const uiLanguage = async (wanted: string) => {
    const found = await strings(wanted)
    return Object.keys(found).length > 0 ? { language: wanted, strings: found } : { language: 'it', strings: BUNDLED }
  }
  /** The venue's light and full info in the language the guest gets, and a digest of both (the page cache's key). */
  const venue = (hash: string, asked: string | null, browser: string[]) =>
    read(`venue|${hash}|${asked ?? ''}|${browser.join(',')}`, async () => {
      const light = await loadVenueLight(fetch, base, hash, resolveLanguage({ stored: asked, browser, venueDefault: null }), true)
      if (light.kind !== 'ok') return { light }
      const offered = light.value.languagesAvailable.map((language) => language.code)
      const language = resolveLanguage({ stored: asked, browser, venueDefault: light.value.currentLanguage, offered })
      const full = await loadVenueFull(fetch, base, hash, language, true)
      if (full.kind !== 'ok') return { light }
      const content = createHash('sha1').update(JSON.stringify(light.value)).update(JSON.stringify(full.value)).digest('base64url')
      return { light, info: full.value, content }
    })

  return {
    async render(request, reply) {
      const url = new URL(request.url, 'http://page')
      if (!RENDERED_VENUE_PAGE.test(url.pathname)) return false
      const segment = url.pathname.split('/')[3] ?? ''
      // the language the guest chose in the app, unless the address names one (the page hydrates in it)
      const chosen = languageOfCookie(request.headers.cookie)
      const hash = decodeURIComponent(segment)
      const browser = acceptedLanguages(request.headers['accept-language'])
      const asked = url.searchParams.get('lang') ?? chosen
      const { light, info, content } = await venue(hash, asked, browser)
      if (light.kind === 'moved') {
        const moved = url.pathname.replace(`/restaurants/${segment}`, `/restaurants/${encodeURIComponent(light.hash)}`)
        void reply.code(302).header('cache-control', 'no-cache').redirect(moved + url.search)
        return true
      }
      if (light.kind === 'not-found') {
        const wanted = resolveLanguage({ stored: asked, browser, venueDefault: null })
        const html = await page(`404|${wanted}|${url.pathname}`, async () => renderer.renderNotFoundPage({ location: url.pathname, hash, ...(await uiLanguage(wanted)) }), true)
        return html !== null && send(request, reply.code(404), html, idle)
      }
      if (light.kind !== 'ok' || info === undefined || content === undefined) return false
      const location = renderedPageAddress(url)
      const html = await page(
        `${content}|${info.currentLanguage}|${location}`,
        async () => renderer.renderVenuePage({ location, hash, info, light: light.value, strings: await strings(info.currentLanguage), table: url.searchParams.get('t'), at: options.clock() }),
        !isVenueOwnAddress(url, info, light.value),
      )
      return html !== null && send(request, reply, html, idle)
    },
  }
}

/**
 * Whether a rendered page's address is one of the venue's own (its menu's categories, dishes and
 * special menus, its tables, its languages, no search or filter): those fill the page cache; any
 * other, whose address holds what a visitor typed, is kept apart (`TYPED_CACHE_ENTRIES`).
 */
export function isVenueOwnAddress(url: URL, info: FullVenueInfo, light: VenueLight): boolean {
  // every parameter a page reads but its table and language is what a visitor typed (a search, a filter, a line to edit)
  if (RENDERED_PAGE_PARAMETERS.some((name) => name !== 't' && name !== 'lang' && url.searchParams.has(name))) return false
  const lang = url.searchParams.get('lang')
  if (lang !== null && !light.languagesAvailable.some((language) => language.code === lang)) return false
  const t = url.searchParams.get('t')
  if (t !== null && !info.tables.some((table) => table.id === uniqueTableIdFromQr(t))) return false
  const [, kind, id] = /\/(category|item|special-menus)\/(\d+)\/?$/.exec(url.pathname) ?? []
  if (kind === undefined) return true
  const ids = kind === 'item' ? info.menuentries : kind === 'category' ? [...info.menucategories, ...info.menudrinkcategories] : info.specialmenus
  return ids.some((entry) => entry.id === Number(id))
}

/** Italian's strings are the renderer's own (src/i18n/italian.ts): one empty object for every page, sent once to each rendering thread. */
const BUNDLED: Record<string, unknown> = Object.freeze({})

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** The rendering threads, started when asked or with the first page to render: a server that renders none (the API's tests) starts none. */
function lazyRenderPool(rendererUrl: string, size: number, log?: (line: string) => void): PageRenderer & { start(): void; close(): Promise<void> } {
  let pool: ReturnType<typeof renderPool> | null = null
  const started = () => (pool ??= renderPool(rendererUrl, size, log))
  return {
    renderVenuePage: (input) => started().renderVenuePage(input),
    renderNotFoundPage: (input) => started().renderNotFoundPage(input),
    start: () => void started(),
    close: async () => pool?.close(),
  }
}

const brotli = promisify(brotliCompress)
const gzip = promisify(gzipCallback)

/**
 * How hard a page is compressed (brotli quality, gzip level). A page's first guest gets it
 * compressed fast: on a page rendered for them, compression was a third of the server's work, and
 * brotli 4 takes half the time of 6 for 12% more bytes (3 kB on a venue home). The better one
 * replaces it once the server has no page to render, or when the page is asked for again (issue #14).
 */
const EFFORT = { fast: { br: 4, gzip: 6 }, best: { br: 6, gzip: 6 } } as const

/** A page's body compressed off the serving thread (zlib's thread pool), in one output chunk. */
const compress = (html: Buffer, encoding: Encoding, effort: keyof typeof EFFORT): Promise<Buffer> =>
  encoding === 'br'
    ? brotli(html, { chunkSize: html.length, params: { [zlibConstants.BROTLI_PARAM_QUALITY]: EFFORT[effort].br, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: html.length } })
    : gzip(html, { chunkSize: html.length, level: EFFORT[effort].gzip })

/** Makes the better body, which replaces the fast one once made (if it fails, the fast one stays). */
function compressBetter(page: Page, encoding: Encoding, made: Compressed): void {
  if (made.final) return
  made.final = true
  const better: Compressed = { body: compress(page.html, encoding, 'best'), final: true }
  better.body.then(() => page.encoded.set(encoding, better), () => undefined)
}

/**
 * Sends the page (never awaits the reply: a Fastify reply is thenable and settles only once sent).
 * A page is compressed off the main thread, fast for its first guest, then better once the server
 * is `idle` or the page is asked for again: the event loop renders the next page meanwhile (issue #14).
 */
async function send(request: FastifyRequest, reply: FastifyReply, page: Page, idle: () => boolean): Promise<true> {
  reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'Accept-Language, Accept-Encoding, Cookie')
  const accepted = String(request.headers['accept-encoding'] ?? '')
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null
  if (encoding === null) {
    void reply.send(page.html)
    return true
  }
  let made = page.encoded.get(encoding)
  if (made === undefined) {
    const fast: Compressed = { body: compress(page.html, encoding, 'fast'), final: EFFORT.fast[encoding] === EFFORT.best[encoding] }
    page.encoded.set(encoding, (made = fast))
    fast.body.then(() => idle() && compressBetter(page, encoding, fast), () => undefined)
  } else compressBetter(page, encoding, made)
  void reply.header('content-encoding', encoding).send(await made.body)
  return true
}

/**
 * The address a venue page is rendered and cached at: its path and the parameters the page reads,
 * in one order. A link shared with a tracking parameter, or a request with an invented one, is
 * answered from the cache instead of costing a render each.
 */
export function renderedPageAddress(url: URL): string {
  const kept = new URLSearchParams()
  for (const name of RENDERED_PAGE_PARAMETERS) for (const value of url.searchParams.getAll(name)) kept.append(name, value)
  return kept.size > 0 ? `${url.pathname}?${kept}` : url.pathname
}

/** The browser's languages in its order of preference (Accept-Language, q-values respected). */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = Number(params.find((param) => param.trim().startsWith('q='))?.trim().slice(2) ?? '1')
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index }
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag)
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/**
 * dist/index.html with the places a rendered page fills: <html>'s attributes, the title, the
 * root's content, the embedded data. The page comes out as bytes: the parts of index.html between
 * those places (the inlined stylesheets are half of a page) are encoded once, and a page encodes
 * only what it brings (issue #14: writing out the whole page again was a tenth of the serving
 * thread's time on a cold page).
 */
function pageTemplate(html: string): (page: RenderedPage) => Buffer {
  const [head, rest] = html.split('<!--page-->')
  const [, tail] = (rest ?? '').split('<!--/page-->')
  if (head === undefined || tail === undefined || !tail.includes('<!--first-screen-->')) throw new Error('dist/index.html has no <!--page--> place: rebuild the app')
  const scripts = scriptsAfterFirstPaint(head)
  const places = /^([\s\S]*?)<html [^>]*>([\s\S]*?)<title>[^<]*<\/title>([\s\S]*?)<\/head>([\s\S]*)$/.exec(scripts.head)
  if (places === null) throw new Error('dist/index.html has no <html>, <title> or </head>: rebuild the app')
  const [, beforeHtml, beforeTitle, beforeHeadEnd, afterHeadEnd] = places as unknown as [string, string, string, string, string]
  const [beforeData, afterData] = tail.split('<!--first-screen-->') as [string, string]
  const bytes = { beforeHtml, beforeTitle, beforeHeadEnd, afterHeadEnd, beforeData, afterData: scripts.loader + afterData }
  const encoded = Object.fromEntries(Object.entries(bytes).map(([name, text]) => [name, Buffer.from(text)])) as Record<keyof typeof bytes, Buffer>
  return ({ attributes, body, data }) => {
    // React puts the page's image preloads (the hero's first, with its priority) at the start of
    // what it rendered; in the head, before the scripts, the browser asks for them first (issue #14).
    const preloads = /^(?:<link rel="preload" as="image"[^>]*>)+/.exec(body)?.[0] ?? ''
    return Buffer.concat([
      encoded.beforeHtml,
      Buffer.from(`<html lang="${escapeHtml(attributes.lang)}" dir="${attributes.dir}" data-mantine-color-scheme="${attributes.colorScheme}">`),
      encoded.beforeTitle,
      Buffer.from(`<title>${escapeHtml(attributes.title)}</title>`),
      encoded.beforeHeadEnd,
      Buffer.from(`${preloads}</head>`),
      encoded.afterHeadEnd,
      Buffer.from(body.slice(preloads.length)),
      encoded.beforeData,
      Buffer.from(data),
      encoded.afterData,
    ])
  }
}

/**
 * The app's scripts, asked for once the page has painted its hero (issue #14): the server's HTML
 * is the venue's content (its links work before any script), so on a phone's link the page's own
 * bytes and its high-priority pictures (the hero, the splash's cover) come before the modules that
 * hydrate it. The module preloads and the entry scripts leave the head for a loader that adds them
 * once the browser has reported the first contentful paint and those pictures are in, decoded and
 * two frames on (at most HERO_WAIT_MS). A frame's callback comes before the frame is shown: the
 * scripts asked for there were, in some loads, asked for before the first paint or the hero's, and
 * Lighthouse's simulation then counted their bytes into its FCP and LCP (1.4 s and 2.1 s where
 * other loads of the same page had 0.9 s and 1.1 s).
 * The loader adds the chunks' and the entry's module preloads one per task (each asks for a module:
 * 10-20 ms at 4x CPU, 40-96 ms for the four in one task), then evaluates the preloaded chunks
 * (vite.config.ts `FIRST_SCREEN_CHUNKS`, in the build's order) each in a task of its own before
 * the entry, which finds them evaluated: the first screen's code no longer runs as one long task
 * that holds a tap back. A chunk that fails to load leaves the entry to fail as it would have,
 * into the app's own handling.
 */
export const HERO_WAIT_MS = 3000

function scriptsAfterFirstPaint(head: string): { head: string; loader: string } {
  const preloads = [...head.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]!)
  // The build's entry scripts: the app's entry, and the bundler's runtime when it has a chunk of its own.
  const entries = [...head.matchAll(/<script type="module" crossorigin src="([^"]+)"><\/script>/g)]
  if (entries.length === 0) return { head, loader: '' }
  let stripped = head.replace(/<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
  for (const entry of entries) stripped = stripped.replace(entry[0], '')
  const sources = entries.map((entry) => entry[1]!)
  // The entry is asked for with the chunks (on a phone's link it was a round trip after them), and evaluated after them.
  const asked = [...preloads, ...sources.filter((source) => !preloads.includes(source))]
  const loader = `(function(){var d=document,started=false;function pause(){var s=window.scheduler;return s&&s.yield?s.yield():new Promise(function(r){setTimeout(r,0)})}function entries(){${JSON.stringify(sources)}.forEach(function(h){var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=h;d.head.appendChild(s)})}function load(){if(started)return;started=true;function each(p,f){return p.reduce(function(c,h){return c.then(function(){return f(h)}).then(pause)},Promise.resolve())}each(${JSON.stringify(asked)},function(h){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;d.head.appendChild(l)}).then(function(){return each(${JSON.stringify(preloads)},function(h){return import(h)})}).then(entries,entries)}function framed(r){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(r,0)})})}var painted=new Promise(function(r){var P=window.PerformanceObserver;if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf('paint')<0)return framed(r);var o=new P(function(l){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();r()}});o.observe({type:'paint',buffered:true})});var heroes=[].slice.call(d.querySelectorAll('img[fetchpriority=high]')).filter(function(i){return !i.complete}).map(function(i){return new Promise(function(r){i.addEventListener('load',r,{once:true});i.addEventListener('error',r,{once:true})}).then(function(){return i.decode&&i.decode().catch(function(){})}).then(function(){return new Promise(framed)})});Promise.all([painted].concat(heroes)).then(load);setTimeout(load,${HERO_WAIT_MS})})()`
  return { head: stripped, loader: `<script>${loader}</script>` }
}

/**
 * The first paint's stylesheet, put in the page: the page paints with its first bytes instead of
 * waiting for a render-blocking request that shares a phone's link with the scripts (issue #14).
 */
function inlineStylesheets(html: string, distDir: string): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="\/app\/([^"]+\.css)"[^>]*>/g, (tag, file: string) => {
    const path = join(distDir, file)
    if (!existsSync(path)) return tag
    // The link stays, disabled (never fetched): the app's loader of lazy screens looks for it before
    // it adds the stylesheet a lazy screen shares with the first screen, which would restyle the page.
    return `<style>${readFileSync(path, 'utf8').replace(/<\/style/gi, '<\\/style')}</style><link rel="stylesheet" href="/app/${file}" disabled>`
  })
}

/** The reference server's own venue API, called in process (no socket): the in-process shortcut of issue #14. */
function injectFetch(app: FastifyInstance): Fetch {
  return async (input, init) => {
    const response = await app.inject({ method: (init?.method ?? 'GET') as 'GET', url: input, headers: init?.headers ?? {}, ...(init?.body ? { payload: init.body } : {}) })
    return { status: response.statusCode, text: async () => response.body }
  }
}
