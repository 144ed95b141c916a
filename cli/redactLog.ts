import * as t from 'io-ts'
import { current, isEventType, latestVersion, legacy } from '../events/catalogue'
import { isObjectCodec, memberCodecs, personalFieldNames, privacyOf, unwrapCodec, type FieldPrivacy, type PersonalKind } from '../events/codecs/privacy'
import { nestingDepth } from '../domain/nestingDepth'
import { BadInput } from './exitCodes'
import { detectorForKey, maskAs, maskText, type DetectorName } from './redaction'

const MAX_REDACTED_DEPTH = 64

/**
 * One masked value: the event it sits in (null for the export's header), where, and why: the
 * field's class in the event catalogue, or the detector that found it where the catalogue says nothing.
 */
export type Masked = { seq: number | null; path: string; kind: PersonalKind | DetectorName }

type Found = (path: string, kind: Masked['kind']) => void

/** Numbers are only masked when their field names card data: a phone flag or a time stays as it is. */
const NUMBER_DETECTORS = new Set<DetectorName>(['card-number', 'card-security-code', 'card-expiry'])

/** The envelope's own fields (DESIGN §3) and the header's format fields are structure, not content. */
const ENVELOPE_KEYS = new Set(['seq', 'at', 'type', 'v', 'id'])
const HEADER_KEYS = new Set(['format', 'version', 'exportedAt', 'events', 'venue', 'deviceId', 'app'])
/** Identifiers the folds match on: masking two order keys alike could merge two orders. */
const IDENTIFIER_KEYS = new Set(['id', 'orderKey', 'lineKey', 'key', 'hash', 'deviceId', 'deviceID', 'venue'])

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function join(path: string, key: string | number): string {
  return typeof key === 'number' ? `${path}[${key}]` : path === '' ? key : `${path}.${key}`
}

/** Every field name the catalogue's codecs, current and earlier, classify as personal. */
const PERSONAL_FIELDS = personalFieldNames([
  ...Object.values(current),
  ...Object.values(legacy).flatMap((versions) => Object.values(versions ?? {}).map((version) => version.codec as t.Mixed)),
])

/**
 * Where the catalogue says nothing (a field no codec declares, an unknown event): a copy of
 * `value` with everything the pattern detectors find masked. `unread`: an entry no codec reads (a
 * version the catalogue does not know, a damaged one), where a field any codec calls personal (a
 * name, an address, a tax code) is masked by its name as well, since no codec says it is not.
 */
function redactByPattern(value: unknown, key: string, path: string, found: Found, unread = false): unknown {
  if (unread && PERSONAL_FIELDS.has(key)) return redactAs(PERSONAL_FIELDS.get(key)!, value, path, found)
  if (Array.isArray(value)) return value.map((item, i) => redactByPattern(item, key, join(path, i), found, unread))
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactByPattern(v, k, join(path, k), found, unread)]))
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

/** Every string (and card number) under `value` masked as `kind` says. */
function redactAs(kind: PersonalKind, value: unknown, path: string, found: Found): unknown {
  if (Array.isArray(value)) return value.map((item, i) => redactAs(kind, item, join(path, i), found))
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactAs(kind, v, join(path, k), found)]))
  const masked = maskAs(kind, value)
  if (masked !== value) found(path, kind)
  return masked
}

type Field = { codec: t.Mixed; privacy: FieldPrivacy | undefined }

/** The fields an object codec (or an intersection of them) declares, with their classes. */
function declaredFields(codec: t.Mixed): Map<string, Field> | null {
  const inner = unwrapCodec(codec)
  if (isObjectCodec(inner)) {
    const privacy = privacyOf(inner)
    return new Map(Object.entries(inner.props).map(([key, field]) => [key, { codec: field as t.Mixed, privacy: privacy?.[key] }]))
  }
  if (inner instanceof t.IntersectionType) {
    const members = (inner.types as t.Mixed[]).map(declaredFields)
    return members.every((fields) => fields !== null) ? new Map(members.flatMap((fields) => [...fields!])) : null
  }
  return null
}

/**
 * A copy of `value` redacted by what `codec` declares: each field as its class says (personal
 * and secret ones masked whole, public texts looked at by the detectors, keys kept), fields no
 * codec declares by the detectors alone.
 */
function redactByCodec(codec: t.Mixed, value: unknown, key: string, path: string, found: Found): unknown {
  const inner = unwrapCodec(codec)
  if (inner instanceof t.UnionType) {
    const member = (inner.types as t.Mixed[]).find((candidate) => candidate.is(value))
    return member ? redactByCodec(member, value, key, path, found) : redactByPattern(value, key, path, found)
  }
  if ((inner instanceof t.ArrayType || inner instanceof t.ReadonlyArrayType) && Array.isArray(value)) {
    const [item] = memberCodecs(inner)
    return value.map((v, i) => redactByCodec(item!, v, key, join(path, i), found))
  }
  const fields = declaredFields(inner)
  if (fields === null || !isRecord(value)) return redactByPattern(value, key, path, found)
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => {
      const field = fields.get(k)
      const at = join(path, k)
      if (field === undefined) return [k, redactUndeclared(v, k, at, found)]
      if (field.privacy === undefined || field.privacy === 'public') return [k, redactByPattern(v, k, at, found)]
      if (field.privacy === 'key') return [k, v]
      if (field.privacy === 'nested') return [k, redactByCodec(field.codec, v, k, at, found)]
      return [k, redactAs(field.privacy, v, at, found)]
    }),
  )
}

/**
 * A field the codec does not declare is nothing the replay reads: the detectors mask what they
 * recognise (keeping its shape), and any other text is masked whole as the guest's own (a name or an
 * address no detector knows the shape of was kept in clear).
 */
function redactUndeclared(value: unknown, key: string, path: string, found: Found): unknown {
  if (Array.isArray(value)) return value.map((item, i) => redactUndeclared(item, key, join(path, i), found))
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactUndeclared(v, k, join(path, k), found)]))
  const detected = redactByPattern(value, key, path, found)
  return detected !== value || typeof value !== 'string' ? detected : redactAs('guest-text', value, path, found)
}

/** The codec an entry was written with: its type at its version, if the catalogue knows it. */
function codecOf(entry: Record<string, unknown>): t.Mixed | undefined {
  const { type, v } = entry
  if (typeof type !== 'string' || !isEventType(type) || typeof v !== 'number') return undefined
  return v === latestVersion[type] ? current[type] : legacy[type]?.[v]?.codec
}

/**
 * `comanda log redact`: the export with every field the event catalogue classifies as personal
 * or secret masked (names, contacts, addresses, guest notes, payment sessions, card data), and
 * whatever the detectors find in the rest, the metadata around the events and quarantined
 * entries included. The structure (seq, at, type, v, format) is never touched and each mask
 * keeps its value's type, so the result reads and replays.
 */
export function redactExport(json: Record<string, unknown>): { redacted: Record<string, unknown>; masked: Masked[] } {
  // the walks below recurse: a file nested thousands of levels deep overflowed the stack
  if (nestingDepth(json, MAX_REDACTED_DEPTH) > MAX_REDACTED_DEPTH) throw new BadInput(`the log nests more than ${MAX_REDACTED_DEPTH} levels deep (the app's events nest a few): it is not redacted`)
  const masked: Masked[] = []
  const redacted: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(json)) {
    if (HEADER_KEYS.has(key)) redacted[key] = value
    else redacted[key] = redactByPattern(value, key, key, (path, kind) => masked.push({ seq: null, path, kind }))
  }
  if (Array.isArray(json.events)) {
    redacted.events = json.events.map((entry) => {
      if (!isRecord(entry)) return redactByPattern(entry, '', '', (path, kind) => masked.push({ seq: null, path: path || '(entry)', kind }), true)
      const seq = typeof entry.seq === 'number' ? entry.seq : null
      const found: Found = (path, kind) => masked.push({ seq, path, kind })
      const codec = codecOf(entry)
      return Object.fromEntries(
        Object.entries(entry).map(([key, value]) => {
          if (ENVELOPE_KEYS.has(key)) return [key, value]
          if (key === 'data' && codec !== undefined) return [key, redactByCodec(codec, value, key, key, found)]
          return [key, redactByPattern(value, key, key, found, codec === undefined)]
        }),
      )
    })
  }
  return { redacted, masked }
}
