import { detectorForKey, maskText, type DetectorName } from './redaction'

/** One masked value: the event it sits in (null for the export's header), where, and why. */
export type Masked = { seq: number | null; path: string; detector: DetectorName }

/** Numbers are only masked when their field names card data: a phone flag or a time stays as it is. */
const NUMBER_DETECTORS = new Set<DetectorName>(['card-number', 'card-security-code', 'card-expiry'])

/** The envelope's own fields (DESIGN §3) and the header's format fields are structure, not content. */
const ENVELOPE_KEYS = new Set(['seq', 'at', 'type', 'v'])
const HEADER_KEYS = new Set(['format', 'version', 'exportedAt', 'events'])
/** Identifiers the folds match on: masking two order keys alike could merge two orders. */
const IDENTIFIER_KEYS = new Set(['id', 'orderKey', 'lineKey', 'key', 'hash', 'deviceId', 'deviceID', 'venue'])

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function join(path: string, key: string | number): string {
  return typeof key === 'number' ? `${path}[${key}]` : path === '' ? key : `${path}.${key}`
}

/** A copy of `value` with everything the detectors find masked; each mask reported through `found`. */
function redactValue(value: unknown, key: string, path: string, found: (path: string, detector: DetectorName) => void): unknown {
  if (Array.isArray(value)) return value.map((item, i) => redactValue(item, key, join(path, i), found))
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactValue(v, k, join(path, k), found)]))
  if (IDENTIFIER_KEYS.has(key)) return value
  const byKey = detectorForKey(key)
  if (typeof value === 'number') {
    if (byKey && NUMBER_DETECTORS.has(byKey.name) && value !== 0) {
      found(path, byKey.name)
      return 0
    }
    return value
  }
  if (typeof value !== 'string' || value === '') return value
  if (byKey) {
    const masked = byKey.mask(value)
    if (masked !== value) {
      found(path, byKey.name)
      return masked
    }
  }
  const { text, found: detectors } = maskText(value)
  for (const detector of new Set(detectors)) found(path, detector)
  return text
}

/**
 * `comanda log redact`: the export with every token, card datum, e-mail and phone number masked,
 * in event payloads and in the metadata around them (header, envelopes, quarantined entries alike).
 * The structure (seq, at, type, v, format) is never touched, so the result reads and replays.
 */
export function redactExport(json: Record<string, unknown>): { redacted: Record<string, unknown>; masked: Masked[] } {
  const masked: Masked[] = []
  const redacted: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(json)) {
    if (HEADER_KEYS.has(key)) redacted[key] = value
    else redacted[key] = redactValue(value, key, key, (path, detector) => masked.push({ seq: null, path, detector }))
  }
  if (Array.isArray(json.events)) {
    redacted.events = json.events.map((entry) => {
      if (!isRecord(entry)) return redactValue(entry, '', '', (path, detector) => masked.push({ seq: null, path: path || '(entry)', detector }))
      const seq = typeof entry.seq === 'number' ? entry.seq : null
      return Object.fromEntries(
        Object.entries(entry).map(([key, value]) => [key, ENVELOPE_KEYS.has(key) ? value : redactValue(value, key, key, (path, detector) => masked.push({ seq, path, detector }))]),
      )
    })
  }
  return { redacted, masked }
}
