// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { buildExport, parseExport } from '../../../events/exportFormat'
import { downloadLog, logDownload, logFileName, sendLog } from '../../../src/support/logDownload'

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

  describe('issue #17.1 sent where support reads it', () => {
    const quietDownload = () => {
      URL.createObjectURL = vi.fn(() => 'blob:comanda')
      URL.revokeObjectURL = vi.fn()
      const clicked: string[] = []
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push(this.download)
      })
      return clicked
    }
    const mail = (file: string) => ({ subject: 'Segnala un problema: Pizzeria', body: `Allego il registro ${file}` })

    it('the share sheet with the file, where the phone offers it; nothing downloaded', async () => {
      const clicked = quietDownload()
      const share = { canShare: vi.fn(() => true), share: vi.fn(async () => {}) }
      expect(await sendLog(exported(), { supportEmail: 'help@venue.example', mail, share })).toEqual({ kind: 'shared' })
      const shared = (share.share.mock.calls[0] as unknown as [{ files: File[] }])[0].files[0]!
      expect(shared.name).toMatch(/^comanda-demo-online-.*\.log\.json$/)
      expect(parseExport(await shared.text()).header.venue).toBe('demo-online')
      expect(clicked).toEqual([])
    })

    it('else the file downloaded and an e-mail to the venue\'s support opened with the steps', async () => {
      const clicked = quietDownload()
      const opened: string[] = []
      const sent = await sendLog(exported(), { supportEmail: 'help@venue.example', mail, share: undefined, open: (url) => opened.push(url) })
      expect(sent).toMatchObject({ kind: 'mailed', to: 'help@venue.example' })
      expect(clicked).toHaveLength(1)
      expect(opened[0]).toBe(`mailto:help%40venue.example?subject=${encodeURIComponent('Segnala un problema: Pizzeria')}&body=${encodeURIComponent(`Allego il registro ${clicked[0]}`)}`)
    })

    it('else the file downloaded, the screen saying whom to send it to; a share the guest cancels sends nothing', async () => {
      const clicked = quietDownload()
      expect(await sendLog(exported(), { supportEmail: null, mail, share: { canShare: () => false, share: async () => {} } })).toMatchObject({ kind: 'downloaded' })
      expect(clicked).toHaveLength(1)
      const cancelled = { canShare: () => true, share: async () => Promise.reject(Object.assign(new Error('no'), { name: 'AbortError' })) }
      expect(await sendLog(exported(), { supportEmail: null, mail, share: cancelled })).toEqual({ kind: 'cancelled' })
      expect(clicked).toHaveLength(1)
    })
  })
})
