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
