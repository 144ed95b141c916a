// `npm run bench:web`: the guest app's weight and speed on a phone (issue targets printed beside
// each figure). Needs the built app (`npm run build`) and Debian's Chromium (scripts/chromium.sh).
//  (a) the initial JavaScript of the venue home route, gzipped: the page is really loaded in
//      Chromium from the real server and every JavaScript response until the network is idle is
//      gzipped (zlib, level 9) and summed; the table tells which came from index.html (the module
//      script and its modulepreload links) and which are lazy chunks the route loads at start.
//  (b) the Lighthouse mobile performance score (its default mobile emulation and throttling), the
//      median of LIGHTHOUSE_RUNS (3) runs, Lighthouse driving Debian's Chromium.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import lighthouseRun from 'lighthouse'
import { reportFigure, verdict } from './results'
import { chromium } from 'playwright-core'
import { chromiumPath, CHROMIUM_ARGS, DIST, freePort, launchChromium, PHONE, startAppServer } from '../tests/browser/support/browser'

const TARGET_JS_KB = 110
const TARGET_LIGHTHOUSE = 95
/** Lighthouse's score moves by several points from run to run here: the figure is the median of these. */
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const ROUTE = '/app/restaurants/demo-online'

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`

/** What dist/index.html loads before any code runs: its module script and modulepreload links. */
function staticEntries(): Set<string> {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8')
  const found = new Set<string>()
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isModule = /^<script/.test(tag) && /type="module"/.test(tag)
    const isPreload = /^<link/.test(tag) && /rel="modulepreload"/.test(tag)
    const ref = /(?:src|href)="([^"]+)"/.exec(tag)?.[1]
    if ((isModule || isPreload) && ref) found.add(new URL(ref, 'http://x').pathname)
  }
  return found
}

const app = await startAppServer()
const { url, log } = app
const browser = await launchChromium()
try {
  // (a) initial JavaScript of the venue home route
  const context = await browser.newContext(PHONE)
  const page = await context.newPage()
  const scripts: { path: string; raw: number; gzip: number }[] = []
  const pending: Promise<void>[] = []
  page.on('response', (response) => {
    const type = response.request().resourceType()
    const contentType = response.headers()['content-type'] ?? ''
    if (type !== 'script' && !/javascript/.test(contentType)) return
    pending.push(
      response.body().then(
        (body) => void scripts.push({ path: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length }),
        () => {},
      ),
    )
  })
  await page.goto(`${url}${ROUTE}`, { waitUntil: 'networkidle' })
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 })
  await page.waitForLoadState('networkidle')
  await Promise.all(pending)
  await context.close()

  const fromHtml = staticEntries()
  const rows = scripts.sort((a, b) => b.gzip - a.gzip)
  const total = rows.reduce((sum, row) => sum + row.gzip, 0)
  const rawTotal = rows.reduce((sum, row) => sum + row.raw, 0)
  console.log(`initial JavaScript of ${ROUTE} (Chromium, phone, until the network is idle):`)
  for (const row of rows) {
    const origin = fromHtml.has(row.path) ? 'index.html' : 'lazy at start'
    console.log(`  ${row.path.padEnd(48)} ${kb(row.raw).padStart(10)} raw ${kb(row.gzip).padStart(10)} gzip   ${origin}`)
  }
  const missing = [...fromHtml].filter((path) => path.endsWith('.js') && !rows.some((row) => row.path === path))
  if (missing.length > 0) console.log(`  (listed in index.html but not loaded: ${missing.join(', ')})`)
  const met = total <= TARGET_JS_KB * 1000
  reportFigure(
    { bench: 'web', name: 'initial JavaScript of the venue home, gzipped', value: Math.round(total / 100) / 10, unit: 'kB', target: `≤ ${TARGET_JS_KB} kB`, met },
    `initial JS, gzipped: ${kb(total)} (${rows.length} files, ${kb(rawTotal)} raw)   target ≤ ${TARGET_JS_KB} kB: ${verdict(met)}`,
  )

  // (b) Lighthouse
  await lighthouse(`${url}${ROUTE}`)
} catch (error) {
  console.error(log.join('\n'))
  throw error
} finally {
  await browser.close()
  await app.close()
}

async function lighthouse(target: string): Promise<void> {
  const scores: number[] = []
  for (let run = 1; run <= LIGHTHOUSE_RUNS; run++) {
    const score = await lighthouseOnce(target)
    if (score !== null) scores.push(score)
  }
  const sorted = [...scores].sort((a, b) => a - b)
  const median = sorted.length === 0 ? null : sorted[Math.floor((sorted.length - 1) / 2)]!
  const met = median === null ? null : median >= TARGET_LIGHTHOUSE
  reportFigure(
    { bench: 'web', name: `Lighthouse mobile performance (venue home), median of ${LIGHTHOUSE_RUNS}`, value: median ?? Number.NaN, unit: '', target: `≥ ${TARGET_LIGHTHOUSE}`, met },
    `lighthouse mobile performance, median of ${scores.join(', ')}: ${median ?? 'no score'}   target ≥ ${TARGET_LIGHTHOUSE}: ${verdict(met)}`,
  )
}

/** One Lighthouse run (its default mobile emulation and throttling): the score, with its metrics printed. */
async function lighthouseOnce(target: string): Promise<number | null> {
  const port = await freePort()
  const lighthouseBrowser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`] })
  try {
    const result = await lighthouseRun(target, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], formFactor: 'mobile' })
    const performance = result?.lhr.categories.performance
    const value = performance?.score == null ? null : Math.round(performance.score * 100)
    console.log(`lighthouse run: ${value ?? 'no score'}`)
    for (const ref of performance?.auditRefs ?? []) {
      const audit = result?.lhr.audits[ref.id]
      if (ref.weight > 0 && audit) console.log(`  ${audit.title.padEnd(32)} ${String(audit.displayValue ?? '').padStart(10)}  score ${audit.score ?? '-'}`)
    }
    if (process.env.LIGHTHOUSE_JSON) (await import('node:fs')).writeFileSync(process.env.LIGHTHOUSE_JSON, JSON.stringify(result?.lhr))
    return value
  } finally {
    await lighthouseBrowser.close()
  }
}
