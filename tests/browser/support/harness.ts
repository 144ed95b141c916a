// The browser-test harness (DESIGN §9 "End to end"): per test file, the real server serving the
// built PWA and Debian's Chromium (./browser.ts), phone pages tracked for console errors and
// failed requests, openVenue and the axe check.
import AxeBuilder from '@axe-core/playwright'
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import type { RunningServer } from '../../../server/main'
import { launchChromium, PHONE, startAppServer } from './browser'

/** What went wrong in a page: console errors, uncaught exceptions, failed requests, HTTP errors. */
export type PageProblems = {
  consoleErrors: string[]
  pageErrors: string[]
  failedRequests: string[]
  httpErrors: string[]
}

const problemsOf = new WeakMap<Page, PageProblems>()

function track(page: Page): PageProblems {
  const problems: PageProblems = { consoleErrors: [], pageErrors: [], failedRequests: [], httpErrors: [] }
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    const where = message.location()
    problems.consoleErrors.push(`${message.text()}${where.url ? ` (${where.url}:${where.lineNumber})` : ''}`)
  })
  page.on('pageerror', (error) => problems.pageErrors.push(error.stack ?? error.message))
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? 'failed'
    // Cancelled, not failed: a navigation (or the page) dropped a request still in flight, e.g. the
    // venue logo the install layer was reading when the guest moved on.
    if (reason === 'net::ERR_ABORTED') return
    problems.failedRequests.push(`${request.method()} ${request.url()}: ${reason}`)
  })
  page.on('response', (response) => {
    if (response.status() >= 400) problems.httpErrors.push(`${response.request().method()} ${response.url()}: HTTP ${response.status()}`)
  })
  problemsOf.set(page, problems)
  return problems
}

export function problems(page: Page): PageProblems {
  const found = problemsOf.get(page)
  if (!found) throw new Error('this page was not opened by the harness (harness.newPage())')
  return found
}

/** Fails listing every console error, uncaught exception and failed request of the page. */
export function expectNoProblems(page: Page, options: { allowHttp?: RegExp[] } = {}): void {
  const found = problems(page)
  const allowed = (line: string) => (options.allowHttp ?? []).some((pattern) => pattern.test(line))
  const lines = [
    ...found.pageErrors.map((line) => `uncaught: ${line}`),
    ...found.consoleErrors.filter((line) => !allowed(line)).map((line) => `console.error: ${line}`),
    ...found.failedRequests.map((line) => `request failed: ${line}`),
    ...found.httpErrors.filter((line) => !allowed(line)).map((line) => `response: ${line}`),
  ]
  if (lines.length > 0) throw new Error(`the page had ${lines.length} problem(s):\n  ${lines.join('\n  ')}`)
}

export type BrowserHarness = {
  /** The server's origin, e.g. http://127.0.0.1:41234 (the app is under /app/). */
  url: string
  dataDir: string
  server: RunningServer
  browser: Browser
  /** The server's log lines so far. */
  serverLog: string[]
  /**
   * A page in a fresh phone context (its own storage), tracked for problems, closed in afterAll.
   * Its service worker is blocked unless `serviceWorkers: 'allow'` is asked for (see PHONE_PAGE).
   */
  newPage(options?: BrowserContextOptions): Promise<Page>
}

/**
 * A test's phone runs without the service worker, as a guest's first visit does until the worker
 * has installed: the worker's install precaches the whole app (122 files, 1.5 MB) and Chromium
 * compiles its scripts for the code cache, about 3 s of CPU for every new phone (the browser tests
 * took 756 s instead of 821 with it blocked, on two cores). What the worker does (offline, the
 * cached pages, the update prompt, a return visit) is tested with it allowed:
 * tests/browser/offline.test.ts.
 */
const PHONE_PAGE: BrowserContextOptions = { ...PHONE, serviceWorkers: 'block' }

/** Which harness a browser belongs to, so openVenue(page, …) finds the server's URL. */
const harnessByBrowser = new WeakMap<Browser, BrowserHarness>()

/**
 * Starts the server and Chromium in beforeAll and closes everything in afterAll; call it at the
 * top of a test file and read the harness inside the tests.
 */
export function useBrowserHarness(): () => BrowserHarness {
  let harness: BrowserHarness | null = null
  let stop: (() => Promise<void>) | null = null

  beforeAll(async () => {
    const app = await startAppServer()
    const { server, url, dataDir, log } = app
    const contexts: BrowserContext[] = []
    let browser: Browser
    try {
      browser = await launchChromium()
    } catch (error) {
      await app.close()
      throw error
    }
    harness = {
      url,
      dataDir,
      server,
      browser,
      serverLog: log,
      async newPage(options = {}) {
        const context = await browser.newContext({ ...PHONE_PAGE, ...options })
        contexts.push(context)
        const page = await context.newPage()
        track(page)
        return page
      },
    }
    harnessByBrowser.set(browser, harness)
    stop = async () => {
      for (const context of contexts) await context.close().catch(() => {})
      await browser.close().catch(() => {})
      await app.close()
    }
  })

  afterAll(async () => {
    await stop?.()
    harness = null
  })

  return () => {
    if (!harness) throw new Error('the browser harness is not started (useBrowserHarness() runs in beforeAll)')
    return harness
  }
}

/** The app's URL for a path under /app/. */
export function appUrl(harness: BrowserHarness, path: string): string {
  return `${harness.url}/app${path.startsWith('/') ? path : `/${path}`}`
}

/**
 * Opens /app/restaurants/{hash}[/{path}] and waits until the venue has loaded (or failed, or gone
 * to another route): no busy loader left and a main landmark or an alert on the page.
 */
export async function openVenue(page: Page, hash: string, path = ''): Promise<void> {
  const harness = harnessOf(page)
  const suffix = path ? `/${path.replace(/^\//, '')}` : ''
  await page.goto(appUrl(harness, `/restaurants/${hash}${suffix}`), { waitUntil: 'load' })
  await settled(page)
}

/** Waits until no loader is busy and the screen (main) or an error alert is shown. */
export async function settled(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null && document.querySelector('main, [role="alert"]') !== null, null, {
    timeout,
  })
}

function harnessOf(page: Page): BrowserHarness {
  const browser = page.context().browser()
  const harness = browser ? harnessByBrowser.get(browser) : undefined
  if (!harness) throw new Error('this page does not belong to a started browser harness')
  return harness
}

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices (issue #16.12). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice']

/**
 * axe-core on the page as it is now: fails on any violation of impact serious or critical,
 * listing each rule, its help text and the elements it found. Label in name (WCAG 2.5.3, level A)
 * is still marked experimental in axe, so it is turned on by name. axe runs in the page itself
 * (`setLegacyMode`), its same-origin frames included (the venue's quiz): by default it finishes each
 * run in a blank page of its own, which took the venue home's check from 1.5 s to 3 s; a
 * cross-origin frame (a third party's content) is then not checked. Only the violations come back
 * with their elements.
 */
export async function expectAccessible(page: Page): Promise<void> {
  // the page's own layout, its fonts loaded: a card laid out in the fallback font's metrics sat a few
  // pixels lower, its + button half under the fixed cart bar (target-size), in one run of several
  await page.evaluate(async () => {
    await document.fonts.ready
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  })
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(AXE_TAGS)
    .analyze()
  const severe = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
  if (severe.length === 0) return
  const lines = severe.map((violation) => {
    const nodes = violation.nodes
      .slice(0, 5)
      .map((node) => `      ${node.target.join(' ')}: ${(node.failureSummary ?? '').replace(/\s+/g, ' ').trim()}`)
      .join('\n')
    const more = violation.nodes.length > 5 ? `\n      … and ${violation.nodes.length - 5} more` : ''
    return `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes}${more}`
  })
  throw new Error(`axe found ${severe.length} serious or critical violation(s) on ${page.url()}:\n${lines.join('\n')}`)
}
