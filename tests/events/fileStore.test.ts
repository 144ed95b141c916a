import { appendFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildExport, parseExport } from '../../events/exportFormat'
import { FileEventStore } from '../../events/stores/file'
import { T0, e, margherita } from '../support/builders'

const drafts = (n: number) => Array.from({ length: n }, (_, i) => ({ ...e('LineAdded', { line: margherita(), quantity: 1 }), id: `d${i}`, at: T0 + i }))

describe('DESIGN §3 the CLI file store and the export format', () => {
  it('appends lines, loads them back, and survives a torn last line without reusing its seq', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'comanda-file-')), 'log.ndjson')
    const store = new FileEventStore('demo-online', path)
    await store.append(drafts(3))
    appendFileSync(path, '{"seq":4,"id":"torn","at":')
    const reopened = new FileEventStore('demo-online', path)
    const log = await reopened.load()
    expect(log.events.map((ev) => ev.seq)).toEqual([1, 2, 3])
    expect(log.quarantine).toHaveLength(1)
    const next = await reopened.append(drafts(1))
    expect(next.ok && next.events[0]!.seq).toBe(4)
    expect(readFileSync(path, 'utf8')).toContain('"id":"torn"')
  })

  it('an export round-trips: what the store holds is what the CLI reads', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'comanda-file-')), 'log.ndjson')
    const store = new FileEventStore('demo-online', path)
    await store.append(drafts(2))
    const text = JSON.stringify(buildExport({ venue: 'demo-online', deviceId: 'device-1', exportedAt: T0, app: 'test', entries: store.entries() }))
    const parsed = parseExport(text)
    expect(parsed.header).toMatchObject({ format: 'comanda-event-log', version: 1, venue: 'demo-online', deviceId: 'device-1', exportedAt: T0 })
    expect(parsed.events.map((ev) => ev.id)).toEqual(['d0', 'd1'])
  })

  it.each([
    ['[]', 'expected a JSON object'],
    ['{"format":"other"}', '"format" must be "comanda-event-log"'],
    ['{"format":"comanda-event-log","version":2}', 'unsupported export version 2'],
    ['{"format":"comanda-event-log","version":1,"venue":"x","exportedAt":1}', 'no "events" list'],
  ])('an export %s is refused with one clear sentence', (text, message) => {
    const dir = mkdtempSync(join(tmpdir(), 'comanda-bad-'))
    writeFileSync(join(dir, 'x.json'), text)
    expect(() => parseExport(text)).toThrow(message)
  })
})
