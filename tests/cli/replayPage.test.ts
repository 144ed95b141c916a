import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readExportFile } from '../../cli/readExport'
import { escapeHtml, replayPage, scriptJson } from '../../cli/replayHtml'
import { comanda, fixture, NO_STACK, writeLog } from './runComanda'

describe('comanda replay --html: a self-contained page (issue #8; opened in Chromium by tests/browser/replayHtml.test.ts)', () => {
  it('writes the page and says where', async () => {
    const target = join(writeLog('{}'), '..', 'page.html')
    const result = await comanda('replay', 'fixtures/logs/type2-table-covers-waiter.log.json', '--html', target)
    expect(result.code).toBe(0)
    expect(result.out).toBe(`wrote ${target}: 14 events, open it in a browser`)
    const html = readFileSync(target, 'utf8')
    expect(html.match(/<li class="event"/g)).toHaveLength(14)
    expect(html).toContain('<p class="explain">LineAdded #5: cart: +2 × Diavola (€ 9);')
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
