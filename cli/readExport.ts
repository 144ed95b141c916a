import { readFileSync } from 'node:fs'
import { ExportFormatError, parseExport, type ParsedExport } from '../events/exportFormat'
import { BadInput } from './exitCodes'
import { instantOf } from './instant'
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

/** `--at`: a moment as `instantOf` reads it (cli/instant.ts). */
export function parseAt(value: string): number {
  const at = instantOf(value)
  if (at === null) throw new BadInput(`--at: "${value}" is neither an ISO date-time with its offset (2026-11-22T12:00:00+01:00, or Z for UTC) nor epoch milliseconds`)
  return at
}

/** The log as `comanda log redact` would write it, read back, and how many values that masked. */
export function readRedactedExportFile(path: string): { log: ParsedExport; masked: number } {
  const text = readLogText(path)
  parseExportText(path, text) // a file that is not a log is refused with its own clear line
  const { redacted, masked } = redactExport(JSON.parse(text) as Record<string, unknown>)
  return { log: parseExportText(path, JSON.stringify(redacted)), masked: masked.length }
}
