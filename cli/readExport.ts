import { readFileSync } from 'node:fs'
import { ExportFormatError, parseExport, type ParsedExport } from '../events/exportFormat'
import { BadInput } from './exitCodes'
import { redactExport } from './redactLog'

export function readExportFile(path: string): ParsedExport {
  return parseExportText(path, readLogText(path))
}

/** A log file's text, or one clear BadInput line. */
export function readLogText(path: string): string {
  try {
    // a byte-order mark, as some editors write one, is no part of the JSON
    return readFileSync(path, 'utf8').replace(/^\uFEFF/, '')
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    throw new BadInput(code === 'ENOENT' ? `${path}: no such file` : code === 'EISDIR' ? `${path}: is a folder, not a log file` : `${path}: cannot be read (${code ?? 'error'})`)
  }
}

export function parseExportText(path: string, text: string): ParsedExport {
  try {
    return parseExport(text)
  } catch (error) {
    if (error instanceof ExportFormatError) throw new BadInput(`${path}: ${error.message}`)
    throw error
  }
}

/**
 * `--at`: an ISO date-time with its offset, or epoch milliseconds. A time without an offset is
 * refused: read on this machine's clock, it named another moment than on the venue's or the guest's.
 */
export function parseAt(value: string): number {
  const refused = () => new BadInput(`--at: "${value}" is neither an ISO date-time with its offset (2026-11-22T12:00:00+01:00, or Z for UTC) nor epoch milliseconds`)
  const text = value.trim()
  const epoch = /^\d+$/.test(text)
  if (!epoch && !/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i.test(text)) throw refused()
  const ms = epoch ? Number(text) : Date.parse(text)
  // a time a Date can hold (epoch ms up to 8.64e15), and a calendar day that exists (Date.parse takes 2026-02-30 as 2 March)
  if (Number.isNaN(ms) || ms > 8.64e15 || !dayExists(value)) throw refused()
  return ms
}

function dayExists(value: string): boolean {
  const day = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim())
  if (day === null) return true
  const [year, month, date] = day.slice(1).map(Number) as [number, number, number]
  return month >= 1 && month <= 12 && date >= 1 && date <= new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/** The log as `comanda log redact` would write it, read back, and how many values that masked. */
export function readRedactedExportFile(path: string): { log: ParsedExport; masked: number } {
  const text = readLogText(path)
  parseExportText(path, text) // a file that is not a log is refused with its own clear line
  const { redacted, masked } = redactExport(JSON.parse(text) as Record<string, unknown>)
  return { log: parseExportText(path, JSON.stringify(redacted)), masked: masked.length }
}
