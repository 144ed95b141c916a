import { readEntries, type ReadLog } from './log'
import { isEpochMs } from './codecs/primitives'

/** DESIGN §3: what support staff receive and the CLI reads. */
export const EXPORT_FORMAT = 'comanda-event-log'
export const EXPORT_VERSION = 1

export type ExportedLog = {
  format: typeof EXPORT_FORMAT
  version: typeof EXPORT_VERSION
  venue: string
  deviceId: string
  exportedAt: number
  app: string
  events: unknown[]
}

export type ParsedExport = { header: Omit<ExportedLog, 'events'> } & ReadLog

export class ExportFormatError extends Error {}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * Reads an export. A file that is not an export at all is refused with one clear sentence; a bad
 * event inside a good export is quarantined with its reason and the rest still loads.
 */
export function parseExport(text: string): ParsedExport {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    throw new ExportFormatError(`not JSON: ${(error as Error).message}`)
  }
  if (!isRecord(json)) throw new ExportFormatError('not a Comanda event log: expected a JSON object')
  if (json.format !== EXPORT_FORMAT) throw new ExportFormatError(`not a Comanda event log: "format" must be "${EXPORT_FORMAT}"`)
  if (json.version !== EXPORT_VERSION) throw new ExportFormatError(`unsupported export version ${JSON.stringify(json.version)} (this app reads version ${EXPORT_VERSION})`)
  if (typeof json.venue !== 'string' || json.venue === '') throw new ExportFormatError('the export names no venue ("venue")')
  if (!Array.isArray(json.events)) throw new ExportFormatError('the export has no "events" list')
  const exportedAt = isEpochMs(json.exportedAt) ? json.exportedAt : null
  if (exportedAt === null) throw new ExportFormatError('"exportedAt" must be epoch milliseconds (a whole number a date can hold)')
  const header = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    venue: json.venue,
    deviceId: typeof json.deviceId === 'string' ? json.deviceId : '',
    exportedAt,
    app: typeof json.app === 'string' ? json.app : 'unknown',
  } as const
  return { header, ...readEntries(json.events) }
}

export function buildExport(input: { venue: string; deviceId: string; exportedAt: number; app: string; entries: readonly unknown[] }): ExportedLog {
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    venue: input.venue,
    deviceId: input.deviceId,
    exportedAt: input.exportedAt,
    app: input.app,
    events: [...input.entries],
  }
}
