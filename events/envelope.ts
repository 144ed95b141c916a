import type * as t from 'io-ts'
import { isLeft } from 'fp-ts/Either'
import { current, isEventType, latestVersion, legacy, type DomainEvent, type EventType } from './catalogue'
import { nestingDepth } from '../domain/nestingDepth'
import { isEpochMs } from './codecs/primitives'

/** DESIGN §3: the stored form of an event. `seq` is gapless per venue log and starts at 1. */
export type Envelope = DomainEvent & { seq: number; id: string; at: number; v: number }

/** An event the store has not numbered yet. */
export type Draft = DomainEvent & { id: string; at: number }

/** Something in a log that could not be read as an event: kept, never dropped, with the reason. */
export type QuarantineEntry = { seq: number | null; reason: string; raw: unknown }

export type Decoded = { ok: true; event: Envelope; upcast: boolean } | { ok: false; quarantine: QuarantineEntry }

/** The short, readable first problem of an io-ts validation. */
export function describeErrors(errors: t.Errors): string {
  const first = errors[0]
  if (!first) return 'invalid'
  const path = first.context
    .map((entry) => entry.key)
    .filter((key) => key !== '')
    .join('.')
  const expected = first.context[first.context.length - 1]?.type.name ?? 'a valid value'
  let got: string
  try {
    got = JSON.stringify(first.value) ?? 'undefined'
  } catch {
    got = String(first.value)
  }
  if (got.length > 60) got = `${got.slice(0, 57)}...`
  return `${path || '(root)'}: expected ${expected}, got ${got}`
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function seqOf(raw: unknown, hint: number | null): number | null {
  if (isRecord(raw) && typeof raw.seq === 'number' && Number.isSafeInteger(raw.seq) && raw.seq >= 1) return raw.seq
  return hint
}

/**
 * Reads one stored event (DESIGN §3 Versioning): unknown types, versions newer than this app,
 * payloads that fail their codec and broken envelopes become quarantine entries; older versions
 * are lifted to the newest by the upcasters.
 */
export function decodeStored(raw: unknown, hintSeq: number | null = null): Decoded {
  if (!isRecord(raw)) return quarantined(raw, hintSeq, 'not an event envelope (expected an object)')
  const { seq, id, at, type, v, data } = raw
  if (typeof seq !== 'number' || !Number.isSafeInteger(seq) || seq < 1) return quarantined(raw, hintSeq, 'envelope: seq must be a whole number from 1')
  if (typeof id !== 'string' || id.length === 0) return quarantined(raw, hintSeq, 'envelope: id must be a non-empty string')
  if (!isEpochMs(at)) return quarantined(raw, hintSeq, 'envelope: at must be epoch milliseconds (a date from 1970 to the year 275760)')
  if (typeof type !== 'string') return quarantined(raw, hintSeq, 'envelope: type must be a string')
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 1) return quarantined(raw, hintSeq, 'envelope: v must be a whole number from 1')
  if (!isEventType(type)) return quarantined(raw, hintSeq, `unknown event type "${type}"`)
  const newest = latestVersion[type]
  if (v > newest) return quarantined(raw, hintSeq, `${type} v${v} is newer than this app knows (v${newest})`)

  if (v === newest) {
    const codec = current[type] as t.Mixed
    // `is` is the allocation-free fast path; decode only runs to explain a failure.
    if (codec.is(data)) return { ok: true, upcast: false, event: raw as unknown as Envelope }
    if (tooDeep(data)) return quarantined(raw, hintSeq, `${type} v${v} payload: nests more than ${MAX_PAYLOAD_DEPTH} levels deep (the app's events nest a few)`)
    const result = codec.decode(data)
    if (isLeft(result)) return quarantined(raw, hintSeq, `${type} v${v} payload: ${describeErrors(result.left)}`)
    return { ok: true, upcast: false, event: { ...(raw as object), data: result.right } as Envelope }
  }
  if (tooDeep(data)) return quarantined(raw, hintSeq, `${type} v${v} payload: nests more than ${MAX_PAYLOAD_DEPTH} levels deep (the app's events nest a few)`)
  return upcastFrom(type, v, data, raw, hintSeq)
}

/** Deeper than any event the app writes: a payload past it is not read (explaining it overflowed the stack). */
const MAX_PAYLOAD_DEPTH = 64
const tooDeep = (data: unknown) => nestingDepth(data, MAX_PAYLOAD_DEPTH) > MAX_PAYLOAD_DEPTH

// A plain function, not a closure per call: decoding is the hot path of every replay.
function quarantined(raw: unknown, hintSeq: number | null, reason: string): Decoded {
  return { ok: false, quarantine: { seq: seqOf(raw, hintSeq), reason, raw } }
}

function upcastFrom(type: EventType, v: number, data: unknown, raw: Record<string, unknown>, hintSeq: number | null): Decoded {
  const quarantine = (reason: string) => quarantined(raw, hintSeq, reason)
  const steps = legacy[type] ?? {}
  const step = steps[v]
  if (!step) return quarantine(`${type} v${v} is not a version this app has ever written`)
  const result = step.codec.decode(data)
  if (isLeft(result)) return quarantine(`${type} v${v} payload: ${describeErrors(result.left)}`)
  let lifted: unknown = step.upcast(result.right)
  for (let version = v + 1; version < latestVersion[type]; version++) {
    const next = steps[version]
    if (!next) return quarantine(`${type}: no upcaster from v${version}`)
    lifted = next.upcast(lifted)
  }
  if (!(current[type] as t.Mixed).is(lifted)) return quarantine(`${type} v${v}: upcast result does not match v${latestVersion[type]}`)
  return { ok: true, upcast: true, event: { ...raw, v: latestVersion[type], data: lifted } as unknown as Envelope }
}

export function toEnvelope(draft: Draft, seq: number): Envelope {
  return { seq, id: draft.id, at: draft.at, type: draft.type, v: latestVersion[draft.type], data: draft.data } as Envelope
}
