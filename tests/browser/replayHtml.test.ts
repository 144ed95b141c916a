// `comanda replay --html` (issue #8, DESIGN §8): the support page opens from disk in Chromium,
// shows the timeline, switches the views per step, and never runs what a guest typed.
// Needs no built app: the page is a single file.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { main } from '../../cli/main'
import { launchChromium, ROOT } from './support/browser'

const HOSTILE_NOTE = '<img src=x onerror="window.__pwned=1"></script><script>window.__pwned=2</script> ben cotta & "calda"'

let browser: Browser
let dir: string

async function writePage(log: string, name: string, ...flags: string[]): Promise<string> {
  const target = join(dir, name)
  const out: string[] = []
  const err: string[] = []
  const code = await main(['node', 'comanda', 'replay', log, '--html', target, ...flags], { out: (t) => out.push(t), err: (t) => err.push(t) })
  expect(code, err.join('\n')).toBe(0)
  return target
}

async function open(file: string): Promise<{ page: Page; problems: string[]; requests: string[] }> {
  const page = await browser.newPage()
  const problems: string[] = []
  const requests: string[] = []
  page.on('console', (message) => void (message.type() === 'error' && problems.push(message.text())))
  page.on('pageerror', (error) => void problems.push(error.message))
  page.on('request', (request) => void requests.push(request.url()))
  await page.goto(pathToFileURL(file).href)
  return { page, problems, requests }
}

const title = (page: Page) => page.locator('#step-title').textContent()

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'comanda-html-'))
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

describe('comanda replay --html: the support page in Chromium', () => {
  it('shows one timeline row per event plus the export, each with its explain sentence', async () => {
    const file = await writePage(join(ROOT, 'fixtures/logs/type2-table-covers-waiter.log.json'), 'table.html')
    const { page, problems, requests } = await open(file)
    const rows = page.locator('#timeline .event')
    await expect.poll(() => rows.count()).toBe(15)
    expect(await rows.nth(0).textContent()).toContain('VenueOpened')
    expect(await rows.nth(4).locator('.explain').textContent()).toBe(
      'LineAdded #5: cart: +2 × Diavola (€ 9); cart: lines[0] added 2 × Diavola, count 0 → 2; totals: subtotal € 0 → € 18, total € 7,50 → € 25,50',
    )
    // Opens on the export: what the guest saw when they sent the log.
    expect(await title(page)).toMatch(/^At export/)
    expect(await rows.nth(14).getAttribute('aria-pressed')).toBe('true')
    expect(await page.locator('tr[data-path="totals.total"]').textContent()).toBe('total€ 0')
    expect(problems).toEqual([])
    expect(requests.every((url) => url.startsWith('file:'))).toBe(true)
  })

  it('clicking an event shows the views at that step, with what it changed marked', async () => {
    const file = await writePage(join(ROOT, 'fixtures/logs/type2-table-covers-waiter.log.json'), 'steps.html')
    const { page, problems } = await open(file)
    const rows = page.locator('#timeline .event')

    await rows.nth(5).click()
    expect(await title(page)).toMatch(/^After #6 LineAdded/)
    expect(await rows.nth(5).getAttribute('aria-pressed')).toBe('true')
    expect(await rows.nth(14).getAttribute('aria-pressed')).toBe('false')
    const total = page.locator('tr[data-path="totals.total"]')
    expect(await total.textContent()).toBe('total€ 34,50')
    expect(await total.getAttribute('class')).toBe('changed')
    const changed = await page.locator('tr.changed').allTextContents()
    expect(changed.some((text) => text.includes('Coca-Cola'))).toBe(true)
    expect(changed.some((text) => text.startsWith('subtotal') && text.includes('€ 27'))).toBe(true)

    await rows.nth(3).click()
    expect(await title(page)).toMatch(/^After #4 CoversSet/)
    expect(await total.textContent()).toBe('total€ 7,50')
    expect(await page.locator('table.view[data-view="cart"] tr', { hasText: 'Diavola' }).count()).toBe(0)

    // A change in a folded view is named on its fold (issue #17.3).
    await rows.filter({ hasText: 'WaiterCalled' }).first().click()
    expect(await page.locator('#more-views summary').textContent()).toContain('(changed here: waiter)')
    await page.locator('#more-views summary').click()
    expect(await page.locator('table.view[data-view="waiter"] tr.changed').count()).toBeGreaterThan(0)
    await rows.nth(3).click()
    expect(await page.locator('#more-changed').textContent()).toBe('')

    // The keyboard moves through the timeline too.
    await rows.nth(3).focus()
    await page.keyboard.press('ArrowDown')
    expect(await title(page)).toMatch(/^After #5 LineAdded/)
    expect(problems).toEqual([])
  })

  it('a guest note holding HTML is shown as text and never runs', async () => {
    const log = JSON.parse(readFileSync(join(ROOT, 'fixtures/logs/merge-on-edit.log.json'), 'utf8'))
    log.events[1].data.line.notes = HOSTILE_NOTE
    log.events[1].data.line.item.name = '<b>Margherita</b>'
    const source = join(dir, 'hostile.log.json')
    writeFileSync(source, JSON.stringify(log))
    const file = await writePage(source, 'hostile.html', '--no-redact')
    const html = readFileSync(file, 'utf8')
    expect(html).not.toContain('<img')
    expect(html).not.toContain('<b>Margherita')

    const { page, problems, requests } = await open(file)
    await page.locator('#timeline .event').nth(1).click()
    expect(await page.locator('table.view[data-view="cart"] tr', { hasText: 'notes' }).first().textContent()).toContain(HOSTILE_NOTE)
    expect(await page.locator('#timeline .event').nth(1).textContent()).toContain('<b>Margherita</b>')
    expect(await page.locator('img, b').count()).toBe(0)
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
    expect(problems).toEqual([])
    expect(requests.every((url) => url.startsWith('file:'))).toBe(true)
  })
})
