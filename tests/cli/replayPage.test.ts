import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readExportFile } from '../../cli/readExport'
import { escapeHtml, replayPage, scriptJson } from '../../cli/replay/html'
import { comanda, fixture, NO_STACK, writeLog } from './runComanda'

describe('comanda replay --html: a self-contained page (issue #8; opened in Chromium by tests/browser/replayHtml.test.ts)', () => {
  it('writes the page and says where', async () => {
    const target = join(writeLog('{}'), '..', 'page.html')
    const result = await comanda('replay', 'fixtures/logs/type2-table-covers-waiter.log.json', '--html', target)
    expect(result.code).toBe(0)
    expect(result.out).toMatch(new RegExp(`^wrote ${target}: 14 events, \\d+ personal values masked; open it in a browser$`))
    const html = readFileSync(target, 'utf8')
    expect(html.match(/<li class="event"/g)).toHaveLength(14)
    expect(html).toContain('<p class="explain">LineAdded #5: cart: +2 × Diavola (€ 9);')
  })

  it('a long log gives a step to its last events only, the earlier ones folded into the first step shown, and says so; the export step is the whole fold', () => {
    const log = readExportFile('fixtures/logs/type2-table-covers-waiter.log.json')
    const whole = replayPage(log)
    const page = replayPage(log, undefined, 'not-redacted', 4)
    expect(page.match(/<li class="event"/g)).toHaveLength(4)
    expect(page).toContain('The first 10 events are folded into the first step shown')
    expect(page).toContain('<p class="explain">OrderStateChanged #14')
    expect(page).not.toContain('<p class="explain">LineAdded #5')
    const exportStep = (html: string) => {
      const data = JSON.parse(/<script type="application\/json" id="replay-data">([\s\S]*?)<\/script>/.exec(html)![1]!.replace(/\\u003c/g, '<')) as { steps: { views: Record<string, number> }[]; tables: unknown[][] }
      const last = data.steps.at(-1)!
      return Object.fromEntries(Object.entries(last.views).map(([name, id]) => [name, data.tables[id]]))
    }
    expect(exportStep(page)).toEqual(exportStep(whole))
  })

  it('needs nothing from outside: no external script, style, image or font', () => {
    const html = replayPage(readExportFile('fixtures/logs/type3-live-pickup-slot-states.log.json'))
    expect(html).not.toMatch(/\b(src|href)\s*=/i)
    expect(html).not.toMatch(/@import|url\(/i)
    expect(html.match(/<script/g)).toHaveLength(2)
  })

  it('escapes every text from the log, in the markup and in the embedded data', () => {
    const log = fixture('merge-on-edit')
    ;(log.events[1]!.data as { line: { notes: string } }).line.notes = '</script><script>alert(1)</script><!--'
    const html = replayPage(readExportFile(writeLog(log)))
    expect(html).not.toContain('<script>alert')
    expect(html).not.toContain('<!--')
    expect(html.match(/<\/script>/g)).toHaveLength(2)
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;')
    expect(JSON.parse(scriptJson({ note: '</script>&\u2028' }))).toEqual({ note: '</script>&\u2028' })
    expect(scriptJson({ note: '</script>' })).not.toContain('<')
  })

  it('masks the guest\'s personal data unless --no-redact (issue #17.3)', async () => {
    const log = fixture('lock-after-payment')
    const source = writeLog(JSON.stringify(log).replaceAll('"name":"Giulia"', '"name":"Giulia Rossi"'))
    const [masked, kept] = [join(source, '..', 'masked.html'), join(source, '..', 'kept.html')]
    expect((await comanda('replay', source, '--html', masked)).code).toBe(0)
    const page = readFileSync(masked, 'utf8')
    for (const secret of ['Giulia', 'giulia@example.com', '1234567', 'cs_sim_505']) expect(page, secret).not.toContain(secret)
    expect(page).toContain('G***** R****')
    expect(page).toMatch(/Redacted: \d+ personal values masked/)
    const result = await comanda('replay', source, '--html', kept, '--no-redact')
    expect(result.out).toContain('not redacted')
    const unredacted = readFileSync(kept, 'utf8')
    expect(unredacted).toContain('Giulia Rossi')
    expect(unredacted).toContain('Not redacted (--no-redact)')
  })

  it('opens on the cart and the order; the other views are folded below them (issue #17.3)', () => {
    const html = replayPage(readExportFile('fixtures/logs/type2-table-covers-waiter.log.json'))
    const order = [...html.matchAll(/<table class="view" data-view="(\w+)"/g)].map((match) => match[1])
    expect(order.slice(0, 4)).toEqual(['cart', 'totals', 'myOrders', 'checkout'])
    expect(html.indexOf('<details id="more-views">')).toBeGreaterThan(html.indexOf('data-view="checkout"'))
    expect(html.indexOf('<details id="more-views">')).toBeLessThan(html.indexOf('data-view="venue"'))
  })

  it('times on the venue\'s clock, the UTC instant on hover (issue #17.3)', () => {
    const log = fixture('type3-live-pickup-slot-states')
    const opened = log.events[0] as { type: string; data: Record<string, unknown> }
    expect(opened.type).toBe('VenueOpened')
    opened.data.rules = { ordering: { venueType: 3, options: null }, timeZone: 'Europe/Rome', tables: [], uniqueQr: false }
    const html = replayPage(readExportFile(writeLog(log)))
    const first = html.match(/<time datetime="([^"]+)" title="([^"]+)">([^<]+)<\/time>/)!
    expect(first[2]).toBe(first[1]!.replace('T', ' ').replace(/\.\d{3}Z$/, ' UTC'))
    expect(first[3]).toMatch(/ [+-]\d\d:\d\d Europe\/Rome$/)
  })

  it.each([
    [['--no-redact'], /--no-redact goes with --html/],
  ])('bad input %j: one clear line, exit 2', async (args, message) => {
    const result = await comanda('replay', 'fixtures/logs/coupon-errors.log.json', ...args)
    expect(result.code).toBe(2)
    expect(result.err).toMatch(message)
  })

  it('an empty log still makes a page: the export step alone', () => {
    const html = replayPage(readExportFile(writeLog({ ...fixture('coupon-errors'), events: [] })))
    expect(html).toContain('At export')
    expect(html.match(/<li class="event"/g)).toBeNull()
  })

  it.each([
    [['--html', 'fixtures/logs/coupon-errors.log.json'], /that is the log itself/],
    [['--html', '/no/such/dir/page.html'], /cannot be written/],
    [['--html', 'x.html', '--diff', 'fixtures/logs/coupon-errors.log.json'], /cannot be combined/],
  ])('bad input %j: one clear line, exit 2, the log untouched', async (args, message) => {
    const before = readFileSync('fixtures/logs/coupon-errors.log.json', 'utf8')
    const result = await comanda('replay', 'fixtures/logs/coupon-errors.log.json', ...args)
    expect(result.code).toBe(2)
    expect(result.err).toMatch(message)
    expect(result.err).not.toMatch(NO_STACK)
    expect(readFileSync('fixtures/logs/coupon-errors.log.json', 'utf8')).toBe(before)
  })
})
