import type { ExportedLog } from '../../events/exportFormat'

/**
 * "Segnala un problema": the venue's event log as a file support replays with `comanda replay`
 * (DESIGN §3 export format). Named comanda-{hash}-{date}.log.json, the date being the export's
 * time in UTC (YYYY-MM-DD-HHMMSS), so two reports of one day do not overwrite each other.
 */
export function logFileName(hash: string, exportedAt: number): string {
  const iso = new Date(exportedAt).toISOString() // 2025-06-01T10:30:00.000Z
  const date = `${iso.slice(0, 10)}-${iso.slice(11, 19).replace(/:/g, '')}`
  const safeHash = hash.replace(/[^A-Za-z0-9_-]/g, '_')
  return `comanda-${safeHash}-${date}.log.json`
}

export function logDownload(exported: ExportedLog): { fileName: string; text: string } {
  return { fileName: logFileName(exported.venue, exported.exportedAt), text: JSON.stringify(exported, null, 2) }
}

/** Saves the file through a temporary link; returns its name. */
export function downloadLog(exported: ExportedLog, doc: Document = document): string {
  const { fileName, text } = logDownload(exported)
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }))
  const link = doc.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  link.style.display = 'none'
  doc.body.appendChild(link)
  try {
    link.click()
  } finally {
    link.remove()
    setTimeout(() => URL.revokeObjectURL(url), 10_000)
  }
  return fileName
}

/** How "Segnala un problema" reached support (issue #17.1). */
export type LogSent = { kind: 'shared' } | { kind: 'cancelled' } | { kind: 'mailed'; file: string; to: string } | { kind: 'downloaded'; file: string }

export type LogSending = {
  /** Where the venue takes the logs (its `support_email`), if it says. */
  supportEmail: string | null
  /** The e-mail's subject and text, in the guest's language, for the file's name. */
  mail: (file: string) => { subject: string; body: string }
  share?: Pick<Navigator, 'canShare' | 'share'> | undefined
  open?: (url: string) => void
  doc?: Document
}

/**
 * Sends the log the way the phone can (issue #17.1): the share sheet with the file where the
 * browser offers it (Web Share API); else the file downloaded and an e-mail to the venue's support
 * address opened with the steps; else the file downloaded, the screen saying whom to send it to.
 */
export async function sendLog(exported: ExportedLog, sending: LogSending): Promise<LogSent> {
  const { fileName, text } = logDownload(exported)
  const share = sending.share
  if (share?.canShare !== undefined && typeof File === 'function') {
    const file = new File([text], fileName, { type: 'application/json' })
    if (share.canShare({ files: [file] })) {
      try {
        await share.share({ files: [file], title: fileName })
        return { kind: 'shared' }
      } catch (error) {
        if ((error as { name?: string }).name === 'AbortError') return { kind: 'cancelled' }
        // a share that failed otherwise: the download below still gets the file out
      }
    }
  }
  const file = downloadLog(exported, sending.doc)
  if (sending.supportEmail !== null) {
    const { subject, body } = sending.mail(file)
    ;(sending.open ?? ((url) => window.location.assign(url)))(`mailto:${encodeURIComponent(sending.supportEmail)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`)
    return { kind: 'mailed', file, to: sending.supportEmail }
  }
  return { kind: 'downloaded', file }
}
