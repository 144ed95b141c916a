// Issue #14: venue pages come rendered by the server (DESIGN §6) and hydrate without a mismatch,
// in Italian and Arabic; an unknown venue is a 404 at the typed address; a moved one redirects;
// the embedded venue data cannot be turned into markup.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { HERO_WAIT_MS } from '../../server/venuePages'
import { FIRST_CARDS } from '../../src/components/cardsShown'
import { addPlainItem, appUrl, copyVenue, fillCategory, openVenue, ROOT, settled, useBrowserHarness } from './support'

const harness = useBrowserHarness()

type VenueFile = { moved_to?: string | null; full: { tables: { id: number }[]; specialmenus: { id: number }[]; menucategories: { id: number; name: string }[]; menuentries: { id: number; name: string }[] } }
const venueFile = (hash: string) => JSON.parse(readFileSync(join(ROOT, `fixtures/venues/${hash}.json`), 'utf8')) as VenueFile
const online = venueFile('demo-online').full
const tableVenue = venueFile('demo-table').full
const qr = (id: number) => Buffer.from(String(id)).toString('base64')

/** Every page a guest lands on from a link or a QR code (issue #14). */
const PAGES = [
  '/restaurants/demo-online',
  `/restaurants/demo-table?t=${qr(tableVenue.tables[0]!.id)}`,
  '/restaurants/demo-online/a-la-carte-menu',
  `/restaurants/demo-online/category/${online.menucategories[1]!.id}`,
  `/restaurants/demo-online/item/${online.menuentries[2]!.id}`,
  '/restaurants/demo-online/special-menus',
  `/restaurants/demo-online/special-menus/${online.specialmenus[0]!.id}`,
  '/restaurants/demo-online/search',
  '/restaurants/demo-online/about',
]

const HYDRATION = /hydrat|did not match|server rendered|switched to client rendering/i

/**
 * Console lines and uncaught errors that say the page did not hydrate as the server rendered it,
 * and the server's <main> thrown away (React renders a screen anew, silently, when it is updated
 * before it has hydrated).
 */
async function hydrationProblems(page: Page): Promise<string[]> {
  const found: string[] = []
  await page.exposeFunction('reportRemovedMain', () => void found.push("the server's <main> was replaced"))
  await page.addInitScript(() => {
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) if (node.nodeName === 'MAIN') (window as unknown as { reportRemovedMain(): void }).reportRemovedMain()
      }
    }).observe(document, { childList: true, subtree: true })
  })
  page.on('console', (message) => {
    if (HYDRATION.test(message.text())) found.push(`${message.type()}: ${message.text().slice(0, 400)}`)
  })
  page.on('pageerror', (error) => found.push(`uncaught: ${error.message.slice(0, 400)}`))
  return found
}

/** The venue home, hydrated, the guest's log read, and its lazy parts (extras, PWA layer, event core) in. */
async function homeStarted(): Promise<Page> {
  const page = await harness().newPage()
  await page.goto(appUrl(harness(), '/restaurants/demo-online'))
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-interactive') && document.querySelector('[aria-busy="true"]') === null)
  await page.waitForLoadState('networkidle')
  return page
}

describe('server-rendered venue pages (issue #14, DESIGN §6)', () => {
  for (const language of ['it', 'ar']) {
    for (const path of PAGES) {
      it(`${path} in ${language}: the server's HTML has the page, and it hydrates without a mismatch`, async () => {
        const url = appUrl(harness(), path)
        const response = await fetch(url, { headers: { 'accept-language': language } })
        expect(response.status).toBe(200)
        const html = await response.text()
        expect(html).toContain(`<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}"`)
        expect(html).toMatch(/<main[ >]/)

        const page = await harness().newPage({ locale: language })
        const problems = await hydrationProblems(page)
        await page.goto(url)
        await settled(page)
        await page.waitForLoadState('networkidle')
        expect(problems).toEqual([])
        expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr')
      })
    }
  }

  it('a guest with a dish in the cart opens a dish, a category and the home: the cart shows, and each page hydrates without a mismatch', async () => {
    const page = await harness().newPage()
    await addPlainItem(page, 'demo-online', 103, 'Bruschetta al pomodoro', 1)
    const problems = await hydrationProblems(page)
    for (const path of ['/restaurants/demo-online/item/107', '/restaurants/demo-online/category/12', '/restaurants/demo-online']) {
      await page.goto(appUrl(harness(), path))
      await settled(page)
      await page.getByRole('link', { name: /^Il tuo ordine: 1 prodotto/ }).waitFor()
      await page.waitForLoadState('networkidle')
    }
    expect(problems).toEqual([])
  })

  it('a guest who chose Arabic and opens a link without ?lang gets the page in Arabic, and it hydrates without a mismatch', async () => {
    const page = await harness().newPage({ locale: 'it' })
    const problems = await hydrationProblems(page)
    await page.goto(appUrl(harness(), '/restaurants/demo-table?lang=ar'))
    await settled(page)
    await page.waitForLoadState('networkidle')
    // the QR code of a dish, a shared link: no lang in the address, an Italian browser
    await page.goto(appUrl(harness(), '/restaurants/demo-table/item/207'))
    await settled(page)
    await page.waitForLoadState('networkidle')
    expect(problems).toEqual([])
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl'])
  })

  it("asks for the home's cover at high priority (its LCP), and for the app's scripts only once it is painted", async () => {
    const html = await (await fetch(appUrl(harness(), '/restaurants/demo-online'))).text()
    const head = html.slice(0, html.indexOf('</head>'))
    const cover = /<link rel="preload" as="image" href="[^"]*cover\.jpg" fetchPriority="high"\/>/i.exec(head)
    expect(cover).not.toBeNull()
    // no script nor module preload competes with the cover for a phone's link: a loader at the end asks for them
    expect(head).not.toContain('<script type="module"')
    expect(head).not.toContain('rel="modulepreload"')
    const loader = html.slice(html.lastIndexOf('<script>'))
    expect(loader).toMatch(/img\[fetchpriority=high\]/)
    expect(loader).toMatch(/\/app\/assets\/index-[^"]+\.js/)
    const page = await harness().newPage()
    const scripts: string[] = []
    page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(request.url())))
    await page.goto(appUrl(harness(), '/restaurants/demo-online'))
    // The loader waits for the cover (at most HERO_WAIT_MS) and a frame, then evaluates the first
    // chunks one per task before it adds the entry: more than expect.poll's default second on a busy machine.
    await expect.poll(() => scripts.some((url) => /\/assets\/index-/.test(url)), { timeout: HERO_WAIT_MS + 15_000 }).toBe(true)
    await page.close()
    // moved, not copied: the root holds no preload of its own
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<div id="root">') + 200)
    expect(root).not.toContain('rel="preload"')
  })

  it.each([
    ['the venue home, under its cover', '/restaurants/demo-online', true],
    ['a category, with no picture at high priority', '/restaurants/demo-online/category/13', false],
  ])("%s: the app's code is asked for only once the browser has reported the first paint and the cover's", async (_name, path, underCover) => {
    const page = await harness().newPage()
    await page.addInitScript(() => {
      const paints: { name: string; at: number; url: string }[] = []
      ;(window as unknown as { paints: typeof paints }).paints = paints
      for (const type of ['paint', 'largest-contentful-paint'])
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) paints.push({ name: entry.name || entry.entryType, at: entry.startTime, url: (entry as PerformanceEntry & { url?: string }).url ?? '' })
        }).observe({ type, buffered: true })
    })
    await page.goto(appUrl(harness(), path))
    await settled(page)
    const { paints, firstScript, covers } = await page.evaluate(() => ({
      paints: (window as unknown as { paints: { name: string; at: number; url: string }[] }).paints,
      firstScript: Math.min(...performance.getEntriesByType('resource').filter((entry) => /\/app\/assets\/[^/]+\.js$/.test(entry.name)).map((entry) => entry.startTime)),
      covers: [...document.querySelectorAll('img[fetchpriority=high]')].map((image) => (image as HTMLImageElement).currentSrc),
    }))
    const firstPaint = paints.find((paint) => paint.name === 'first-contentful-paint')
    expect(firstPaint).toBeDefined()
    expect(firstScript).toBeGreaterThan(firstPaint!.at)
    // The cover's largest paint (it is the home's LCP), when the browser reported one.
    const coverPaints = paints.filter((paint) => paint.name === 'largest-contentful-paint' && covers.includes(paint.url))
    if (underCover) expect(coverPaints.length).toBeGreaterThan(0)
    for (const paint of coverPaints) expect(firstScript).toBeGreaterThan(paint.at)
  })

  it("preloads and evaluates the first screen's code one chunk per task, React first, before the entry (a tap is never held back by all of it at once)", async () => {
    const page = await harness().newPage()
    // A task counter the page's other tasks interleave with: two chunks that see one value ran in one task.
    await page.addInitScript(() => {
      const state = window as unknown as { taskCount: number; evaluated: [string, number][]; preloaded: number[]; counting: boolean }
      state.taskCount = 0
      state.evaluated = []
      state.preloaded = []
      state.counting = true
      const channel = new MessageChannel()
      channel.port1.onmessage = () => {
        state.taskCount++
        if (state.counting) channel.port2.postMessage(0)
      }
      channel.port2.postMessage(0)
      // The loader pauses with scheduler.yield where there is one, whose continuation runs ahead of
      // the counter's messages: without it, it pauses with a timer, between which the counter runs.
      Object.defineProperty(window, 'scheduler', { value: undefined })
      // a mutation is told at the end of the task that made it
      new MutationObserver((records) => {
        for (const record of records) for (const node of record.addedNodes) if (node instanceof HTMLLinkElement && node.rel === 'modulepreload') state.preloaded.push(state.taskCount)
      }).observe(document, { childList: true, subtree: true })
    })
    // Each of the page's first chunks (vite.config.ts) says when it is evaluated, as its last statement.
    await page.route(/\/app\/assets\/(first-[a-z]+|index)-[^/]+\.js$/, async (route) => {
      const response = await route.fetch()
      const name = /\/(first-[a-z]+|index)-/.exec(route.request().url())![1]!
      await route.fulfill({ response, body: `${await response.text()}\n;globalThis.evaluated.push([${JSON.stringify(name)}, globalThis.taskCount]);` })
    })
    await page.goto(appUrl(harness(), '/restaurants/demo-online'))
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-interactive'))
    const { evaluated, preloaded } = await page.evaluate(() => {
      const state = window as unknown as { evaluated: [string, number][]; preloaded: number[]; counting: boolean }
      state.counting = false
      return { evaluated: state.evaluated, preloaded: state.preloaded }
    })
    await page.close()
    expect(evaluated.map(([name]) => name)).toEqual(['first-react', 'first-mantine', 'first-libraries', 'index'])
    const tasks = evaluated.map(([, task]) => task)
    expect(new Set(tasks).size).toBe(tasks.length)
    // Each preload asks for a module: 10-20 ms at 4x CPU, and the four in one task made a long one (issue #14).
    // The loader's come first (the runtime, the three chunks, the entry); the screen's go with its import.
    const byLoader = preloaded.slice(0, 5)
    expect(byLoader).toHaveLength(5)
    expect(new Set(byLoader).size).toBe(byLoader.length)
  })

  it("preloads the first screen's chunks with the entry, and the screen's imports with the screen; the start's lazy code comes when imported", async () => {
    const page = await homeStarted()
    const preloaded = await page.evaluate(() => [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => new URL((link as HTMLLinkElement).href).pathname.replace(/-[\w-]{8}\.js$/, '')))
    await page.close()
    // asked for together, not a round trip after another on a phone's link (vite.config.ts LANDING_SCREEN)
    expect(preloaded.slice(0, 5)).toEqual(['/app/assets/rolldown-runtime', '/app/assets/first-react', '/app/assets/first-mantine', '/app/assets/first-libraries', '/app/assets/index'])
    expect(preloaded).toContain('/app/assets/VenueHome')
    expect(preloaded).toContain('/app/assets/ItemCard')
    expect(preloaded.filter((path) => /\/(start-[a-z]+|PwaLayer|Checkout|Cart)$/.test(path))).toEqual([])
  })

  it('restyles nothing while the page loads: the whole stylesheet and Roboto wait for the guest to act, and come with the first tap', async () => {
    const page = await homeStarted()
    const look = () =>
      page.evaluate(() => ({
        stylesheets: [...document.querySelectorAll('link[rel="stylesheet"]:not([disabled])')].map((link) => link.getAttribute('href')),
        roboto: document.documentElement.style.getPropertyValue('--comanda-roboto'),
      }))
    expect(await look()).toEqual({ stylesheets: [], roboto: '' })
    await page.getByRole('heading', { level: 1 }).first().tap()
    await expect.poll(async () => (await look()).stylesheets.some((href) => /everything-[^/]+\.css$/.test(href ?? ''))).toBe(true)
    expect((await look()).roboto).toContain('Roboto')
    await page.close()
  })

  it('shows the venue without JavaScript: the content is in the HTML', async () => {
    const page = await harness().newPage({ javaScriptEnabled: false })
    await page.goto(appUrl(harness(), '/restaurants/demo-online/a-la-carte-menu'))
    await expect.poll(() => page.getByRole('link', { name: online.menucategories[1]!.name }).count()).toBe(1)
    await page.goto(appUrl(harness(), '/restaurants/demo-online'))
    expect(await page.getByRole('heading', { level: 1 }).first().textContent()).toBe('Pizzeria Da Gennaro')
  })

  it('sends the first cards of a 300-item category in its HTML, hydrates them without a mismatch, then shows the others (one parser task built 300 cards)', async () => {
    copyVenue(harness().dataDir, 'demo-online', 'demo-long', (file) => fillCategory(file, 12, 300))
    const url = appUrl(harness(), '/restaurants/demo-long/category/12')
    const html = await (await fetch(url)).text()
    expect(html.match(/class="comanda-menu-card"/g)).toHaveLength(FIRST_CARDS)
    const page = await harness().newPage()
    const problems = await hydrationProblems(page)
    await page.goto(url)
    await settled(page)
    await expect.poll(() => page.locator('.comanda-menu-card').count(), { timeout: 15_000 }).toBe(300)
    await page.waitForLoadState('networkidle')
    expect(problems).toEqual([])
  })

  it('paints the splash with the first bytes of a fresh tab, lifts it from the whole page, and shows it no more in that tab (SPEC §4 Startup)', async () => {
    const page = await harness().newPage()
    await page.goto(appUrl(harness(), '/restaurants/demo-online'), { waitUntil: 'commit' })
    const splash = page.getByTestId('splash')
    await splash.waitFor({ state: 'visible' })
    expect(await page.locator('main').count()).toBe(1)
    await splash.waitFor({ state: 'detached', timeout: 10_000 })
    await openVenue(page, 'demo-online', 'a-la-carte-menu')
    expect(await splash.isVisible()).toBe(false)
  })

  it('draws the server\'s HTML where it stays: no layout shift before the scripts run (issue #14, CLS ≤ 0.02)', async () => {
    // Lighthouse's phone; the app's code is held back, so what moves is the HTML and its styles alone.
    const page = await harness().newPage({ viewport: { width: 412, height: 823 } })
    await page.route(/\/assets\/index-[^/]*\.js$/, (route) => route.abort())
    await page.addInitScript(() => {
      const shifts: number[] = []
      Object.assign(window, { shifts })
      new PerformanceObserver((list) => list.getEntries().forEach((entry) => shifts.push((entry as PerformanceEntry & { value: number }).value))).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto(appUrl(harness(), '/restaurants/demo-online'))
    await page.waitForLoadState('load')
    await page.waitForTimeout(500)
    const total = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0))
    expect(total).toBeLessThanOrEqual(0.02)
  })

  it("keeps where the guest scrolled on the server's HTML while the app's code was still arriving", async () => {
    // A short phone, so that the menu scrolls.
    const page = await harness().newPage({ viewport: { width: 390, height: 420 } })
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
      await held
      await route.continue()
    })
    // A module script holds DOMContentLoaded back: the server's <main> is what the guest has.
    await page.goto(appUrl(harness(), '/restaurants/demo-online/a-la-carte-menu'), { waitUntil: 'commit' })
    await page.locator('main').waitFor()
    await page.evaluate(() => window.scrollTo({ top: 60 }))
    expect(await page.evaluate(() => [window.scrollY, document.documentElement.hasAttribute('data-interactive')])).toEqual([60, false])
    release()
    await settled(page)
    expect(await page.evaluate(() => window.scrollY)).toBe(60)
  })

  it('answers an unknown venue with the not-found page, status 404, at the address the guest typed', async () => {
    const url = appUrl(harness(), '/restaurants/no-such-venue/a-la-carte-menu')
    const response = await fetch(url)
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('404')
    const page = await harness().newPage()
    const problems = await hydrationProblems(page)
    await page.goto(url)
    await page.getByRole('heading', { name: 'Pagina non trovata' }).waitFor()
    await page.waitForLoadState('networkidle')
    expect(new URL(page.url()).pathname).toBe('/app/restaurants/no-such-venue/a-la-carte-menu')
    expect(problems).toEqual([])
  })

  it('answers each page once: rendering a page does not also start sending the app shell (no file left open)', async () => {
    const url = appUrl(harness(), '/restaurants/demo-online')
    // The server runs in this process: its open files are ours.
    const openShells = () =>
      readdirSync('/proc/self/fd').filter((fd) => {
        try {
          return readlinkSync(`/proc/self/fd/${fd}`).endsWith('index.html')
        } catch {
          return false
        }
      }).length
    for (let round = 0; round < 10; round++) {
      const answers = await Promise.all(Array.from({ length: 20 }, () => fetch(url, { headers: { 'accept-encoding': 'br' } })))
      for (const answer of answers) {
        expect(answer.status).toBe(200)
        expect(answer.headers.get('content-type')).toContain('text/html')
        await answer.arrayBuffer()
      }
    }
    expect(openShells()).toBe(0)
  })

  it('redirects a moved venue with HTTP, keeping the page and the query', async () => {
    const moved = venueFile('demo-moved').moved_to
    expect(moved).toBeTruthy()
    const response = await fetch(appUrl(harness(), '/restaurants/demo-moved/a-la-carte-menu?lang=en'), { redirect: 'manual' })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(`/app/restaurants/${moved}/a-la-carte-menu?lang=en`)
  })

  it('embeds venue texts so that none closes the data script or becomes markup (the XSS payloads of SafeHtml)', async () => {
    const payloads = ['</script><script>window.__pwned = 1</script>', '<img src=x onerror="window.__pwned = 2">', '<!--<script>', '\u2028\u2029</SCRIPT >&lt;']
    copyVenue(harness().dataDir, 'demo-online', 'demo-xss', (file) => {
      const light = (file as unknown as { light: Record<string, unknown> }).light
      light.name = payloads[0]
      file.full.short = payloads[1]
      file.full.description = payloads[2]
      ;(file.full.menucategories as { name: string }[])[0]!.name = payloads[3]!
    })
    const url = appUrl(harness(), '/restaurants/demo-xss')
    const html = await (await fetch(url)).text()
    const data = /<script id="comanda-first-screen" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''
    expect(data).not.toMatch(/[<>]/)
    expect(html).not.toContain(payloads[0])
    expect(html).not.toContain('<img src=x')
    const page = await harness().newPage()
    await page.goto(url)
    await settled(page)
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
    expect(await page.getByRole('heading', { level: 1 }).first().textContent()).toBe(payloads[0])
  })
})
