// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { buildExport, parseExport } from '../../../events/exportFormat'
import { downloadLog, logDownload, logFileName } from '../../../src/shell/logDownload'

afterEach(() => vi.restoreAllMocks())

const exported = () =>
  buildExport({ venue: 'demo-online', deviceId: '0b6a4d3c-1f2e-4a5b-8c7d-9e0f1a2b3c4d', exportedAt: Date.UTC(2025, 5, 1, 10, 30, 5), app: '0.1.0', entries: [] })

describe('"Segnala un problema": the event log download', () => {
  it('names the file comanda-{hash}-{date}.log.json', () => {
    expect(logFileName('demo-online', Date.UTC(2025, 5, 1, 10, 30, 5))).toBe('comanda-demo-online-2025-06-01-103005.log.json')
  })

  it('builds a valid export that parseExport (and so `comanda replay`) reads back', () => {
    const { fileName, text } = logDownload(exported())
    expect(fileName).toMatch(/^comanda-demo-online-2025-06-01-\d{6}\.log\.json$/)
    const parsed = parseExport(text)
    expect(parsed.header.venue).toBe('demo-online')
    expect(parsed.header.deviceId).toBe('0b6a4d3c-1f2e-4a5b-8c7d-9e0f1a2b3c4d')
    expect(parsed.header.exportedAt).toBe(Date.UTC(2025, 5, 1, 10, 30, 5))
  })

  it('downloads through a temporary link', async () => {
    let blob: Blob | null = null
    URL.createObjectURL = vi.fn((value: Blob | MediaSource) => {
      blob = value as Blob
      return 'blob:comanda'
    })
    URL.revokeObjectURL = vi.fn()
    const clicked: HTMLAnchorElement[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this)
    })
    const name = downloadLog(exported())
    expect(clicked).toHaveLength(1)
    expect(clicked[0]!.download).toBe(name)
    expect(clicked[0]!.href).toBe('blob:comanda')
    expect(document.querySelector('a[download]')).toBeNull()
    expect(parseExport(await blob!.text()).header.venue).toBe('demo-online')
  })
})
