import * as t from 'io-ts'

/**
 * The building blocks of the venue file codec (api/venueFile.ts): closed objects that refuse
 * unknown fields, the scalar types of the format, and a one-line error report.
 * The format itself is described in fixtures/venues/README.md.
 */

type Out<P extends t.Props> = { [K in keyof P]: t.TypeOf<P[K]> }
type Flatten<T> = { [K in keyof T]: T[K] }
export type ClosedOf<R extends t.Props, O extends t.Props> = Flatten<Out<R> & Partial<Out<O>>>

const isRecord = (u: unknown): u is Record<string, unknown> => typeof u === 'object' && u !== null && !Array.isArray(u)

/**
 * An object with these required and optional fields and no others: a misspelt field in a venue
 * file is an error, not a silently missing setting. An optional field may be absent (or null
 * where its codec allows null); `undefined` values are dropped.
 */
export function closed<R extends t.Props, O extends t.Props = Record<never, t.Mixed>>(
  name: string,
  required: R,
  optional?: O,
): t.Type<ClosedOf<R, O>, ClosedOf<R, O>, unknown> {
  const optionalProps: t.Props = optional ?? {}
  const known = new Set([...Object.keys(required), ...Object.keys(optionalProps)])
  return new t.Type<ClosedOf<R, O>, ClosedOf<R, O>, unknown>(
    name,
    (u): u is ClosedOf<R, O> => isRecord(u) && Object.keys(u).every((key) => known.has(key)),
    (u, c) => {
      if (!isRecord(u)) return t.failure(u, c, 'expected an object')
      const errors: t.ValidationError[] = []
      const out: Record<string, unknown> = {}
      for (const key of Object.keys(u)) {
        if (!known.has(key)) errors.push({ value: u[key], context: [...c, { key, type: t.never, actual: u[key] }], message: 'unknown field' })
      }
      const visit = (key: string, codec: t.Mixed, isRequired: boolean): void => {
        const value = u[key]
        if (value === undefined) {
          if (isRequired) errors.push({ value, context: [...c, { key, type: codec, actual: value }], message: `missing field (${codec.name})` })
          return
        }
        const result = codec.validate(value, [...c, { key, type: codec, actual: value }])
        if (result._tag === 'Left') errors.push(...result.left)
        else out[key] = result.right
      }
      for (const [key, codec] of Object.entries(required)) visit(key, codec, true)
      for (const [key, codec] of Object.entries(optionalProps)) visit(key, codec, false)
      return errors.length > 0 ? t.failures(errors) : t.success(out as ClosedOf<R, O>)
    },
    t.identity,
  )
}

/** A base codec narrowed by a predicate; `name` says what was expected in the error report. */
export function refine<A>(base: t.Type<A, A, unknown>, predicate: (a: A) => boolean, name: string): t.Type<A, A, unknown> {
  return new t.Type<A, A, unknown>(
    name,
    (u): u is A => base.is(u) && predicate(u),
    (u, c) => {
      const result = base.validate(u, c)
      if (result._tag === 'Left') return t.failure(u, c, `expected ${name}`)
      return predicate(result.right) ? result : t.failure(u, c, `expected ${name}`)
    },
    t.identity,
  )
}

/**
 * `codec` or null. Not a `t.union`: a non-null value that fails is reported with the inner
 * codec's own path and message (`items[2].child.items[0].pricemodifier`), not as "expected X | null".
 */
export function nullable<C extends t.Mixed>(codec: C): t.Type<t.TypeOf<C> | null, t.OutputOf<C> | null, unknown> {
  return new t.Type<t.TypeOf<C> | null, t.OutputOf<C> | null, unknown>(
    `${codec.name} | null`,
    (u): u is t.TypeOf<C> | null => u === null || codec.is(u),
    (u, c) => (u === null ? t.success(null) : codec.validate(u, c)),
    (a) => (a === null ? null : codec.encode(a)),
  )
}

/**
 * An object used as a map: every key must pass `isKey` (an unknown key is an error, where
 * `t.record` would silently drop it) and every value `codec`.
 */
export function recordOf<C extends t.Mixed>(keyName: string, isKey: (key: string) => boolean, codec: C): t.Type<Record<string, t.TypeOf<C>>, Record<string, t.TypeOf<C>>, unknown> {
  return new t.Type<Record<string, t.TypeOf<C>>, Record<string, t.TypeOf<C>>, unknown>(
    `{ [${keyName}]: ${codec.name} }`,
    (u): u is Record<string, t.TypeOf<C>> => isRecord(u) && Object.entries(u).every(([key, value]) => isKey(key) && codec.is(value)),
    (u, c) => {
      if (!isRecord(u)) return t.failure(u, c, 'expected an object')
      const errors: t.ValidationError[] = []
      const out: Record<string, t.TypeOf<C>> = {}
      for (const [key, value] of Object.entries(u)) {
        const context = [...c, { key, type: codec, actual: value }]
        if (!isKey(key)) {
          errors.push({ value: key, context, message: `expected the key to be ${keyName}` })
          continue
        }
        const result = codec.validate(value, context)
        if (result._tag === 'Left') errors.push(...result.left)
        else out[key] = result.right
      }
      return errors.length > 0 ? t.failures(errors) : t.success(out)
    },
    t.identity,
  )
}

/** A flag as the venue API sends it: true/false or 1/0 (domain/menuTypes Flag). */
export const Flag = t.union([t.boolean, t.literal(0), t.literal(1)], 'flag (true, false, 1 or 0)')

export const Id = refine(t.number, (n) => Number.isSafeInteger(n) && n > 0, 'an id (a positive whole number)')
export const Count = refine(t.number, (n) => Number.isSafeInteger(n) && n >= 0, 'a whole number ≥ 0')
export const Text = t.string
export const NonEmpty = refine(t.string, (s) => s.trim().length > 0, 'a non-empty string')

/** The scheme of an address as a browser reads it (it drops controls and spaces first), or null for a path. */
function schemeOf(address: string): string | null {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(address.replace(/[\u0000-\u0020]/g, ''))
  return scheme ? scheme[1]!.toLowerCase() : null
}
/** A picture's address: a path on the venue's server, an http(s) URL or an embedded `data:image/`, never `javascript:`. */
export const ImageAddress = refine(t.string, (s) => [null, 'http', 'https'].includes(schemeOf(s)) || /^data:image\//i.test(s.trim()), 'an image address (a path, an http(s) URL or data:image/)')
/** A link the guest follows (reviews, sharing): http(s), mail or telephone. */
export const LinkAddress = refine(NonEmpty, (s) => ['http', 'https', 'mailto', 'tel'].includes(schemeOf(s) ?? ''), 'a link (an http(s), mailto: or tel: URL)')

const hasCents = (n: number): boolean => Number.isFinite(n) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6
/** Decimal euros as the API speaks them, at most 2 decimals; may be negative (a price modifier). */
export const Euros = refine(t.number, hasCents, 'euros (a number with at most 2 decimals)')
/** Decimal euros ≥ 0. */
export const Price = refine(t.number, (n) => hasCents(n) && n >= 0, 'euros ≥ 0 (a number with at most 2 decimals)')

/** 'HH:MM' or 'HH:MM:SS', venue-local wall-clock time. */
export const ClockTime = refine(t.string, (s) => /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(s), "a time 'HH:MM' or 'HH:MM:SS'")
/** SPEC §9: day 0 = Monday. */
export const Weekday = refine(t.number, (n) => Number.isInteger(n) && n >= 0 && n <= 6, 'a weekday 0-6 (0 = Monday)')
export const Colour = refine(t.string, (s) => /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/.test(s), "a colour '#RRGGBB'")
export const LanguageCode = refine(t.string, (s) => /^[a-z]{2,3}$/.test(s), "a language code ('it', 'en', 'ar')")
export const VenueHash = refine(t.string, (s) => /^[A-Za-z0-9_-]{1,64}$/.test(s), 'a venue hash (letters, digits, - and _)')

// --- The one-line error report ----------------------------------------------------------

function pathOf(context: t.Context): string {
  let path = ''
  for (let i = 1; i < context.length; i++) {
    const parent = context[i - 1]!.type as t.Mixed & { _tag?: string }
    if (parent._tag === 'UnionType') continue
    const key = context[i]!.key
    path += /^\d+$/.test(key) && parent._tag === 'ArrayType' ? `[${key}]` : path === '' ? key : `.${key}`
  }
  return path === '' ? '(top level)' : path
}

/** Where a union sits in the context: its error is reported once, for the union as a whole. */
function truncateAtUnion(context: t.Context): t.Context {
  const index = context.findIndex((entry) => (entry.type as t.Mixed & { _tag?: string })._tag === 'UnionType')
  return index === -1 ? context : context.slice(0, index + 1)
}

function shown(value: unknown): string {
  if (value === undefined) return 'nothing'
  const json = JSON.stringify(value)
  return json === undefined ? String(value) : json.length > 40 ? `${json.slice(0, 37)}...` : json
}

/** The first problem as one readable line, e.g. `full.menuentries[3].price: expected euros ≥ 0 ..., got "8,5"`. */
export function reportErrors(errors: t.Errors): string {
  const first = errors[0]
  if (first === undefined) return 'invalid venue file'
  const context = truncateAtUnion(first.context)
  const last = context[context.length - 1]
  const viaUnion = context.length < first.context.length
  const message = !viaUnion && first.message !== undefined ? first.message : `expected ${last?.type.name ?? 'something else'}`
  const value = viaUnion ? last?.actual : first.value
  const others = new Set(errors.map((error) => pathOf(truncateAtUnion(error.context)))).size - 1
  const more = others > 0 ? ` (and ${others} more)` : ''
  const got = message === 'unknown field' || message.startsWith('missing field') ? '' : `, got ${shown(value)}`
  return `${pathOf(context)}: ${message}${got}${more}`
}
