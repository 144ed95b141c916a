import * as t from 'io-ts'

/**
 * What each field of an event holds, kept beside the codec that defines it, so that
 * `comanda log redact` masks by what the catalogue says a field is and not only by what a value
 * looks like (issue #17.2). Every object codec an event reaches is classified field by field;
 * `classificationGaps` finds one that is not, and a test runs it over the whole catalogue.
 */
export type PersonalKind =
  | 'name'
  | 'email'
  | 'phone'
  | 'address'
  | 'birthday'
  /** Free text the guest typed: notes, custom fields, the WhatsApp message built from them. */
  | 'guest-text'
  | 'secret'
  | 'payment-session'
  | 'card'

export type FieldPrivacy =
  /** The venue's menu, prices, statuses, times, flags: kept (the pattern detectors still look inside texts). */
  | 'public'
  /** Identifiers and codes the folds match on: never touched, or two orders could become one. */
  | 'key'
  /** An object or a list of them, whose own fields are classified where its codec is defined. */
  | 'nested'
  | PersonalKind

type ObjectCodec = t.InterfaceType<t.Props> | t.PartialType<t.Props>

const classifications = new WeakMap<t.Mixed, Readonly<Record<string, FieldPrivacy>>>()

/** `codec` with each of its fields classified; the type asks for every field, no more. */
export function classified<C extends ObjectCodec>(codec: C, fields: { readonly [K in keyof C['props']]: FieldPrivacy }): C {
  classifications.set(codec, fields as Record<string, FieldPrivacy>)
  return codec
}

/** The classification of an object codec's fields, if it has one. */
export function privacyOf(codec: t.Mixed): Readonly<Record<string, FieldPrivacy>> | undefined {
  return classifications.get(codec)
}

export function isObjectCodec(codec: t.Mixed): codec is ObjectCodec {
  return codec instanceof t.InterfaceType || codec instanceof t.PartialType
}

/** The codec a wrapper stands for: recursion, refinement, exact and readonly types are looked through. */
export function unwrapCodec(codec: t.Mixed): t.Mixed {
  let current: t.Mixed = codec
  for (;;) {
    if (current instanceof t.RecursiveType || current instanceof t.RefinementType || current instanceof t.ExactType || current instanceof t.ReadonlyType)
      current = current.type as t.Mixed
    else return current
  }
}

/** The codecs a composite codec is made of: union and intersection members, a list's items, a record's values. */
export function memberCodecs(codec: t.Mixed): readonly t.Mixed[] {
  if (codec instanceof t.UnionType || codec instanceof t.IntersectionType) return codec.types as t.Mixed[]
  if (codec instanceof t.ArrayType || codec instanceof t.ReadonlyArrayType) return [codec.type as t.Mixed]
  if (codec instanceof t.DictionaryType) return [codec.codomain as t.Mixed]
  return []
}

/**
 * Where `codec` reaches an object codec whose fields are not all classified (or a classification
 * names a field the codec lacks), as paths from `path`. Empty: every field it can carry is classified.
 */
export function classificationGaps(codec: t.Mixed, path: string, seen: Set<t.Mixed> = new Set()): string[] {
  const inner = unwrapCodec(codec)
  if (seen.has(inner)) return []
  seen.add(inner)
  if (!isObjectCodec(inner)) return memberCodecs(inner).flatMap((member) => classificationGaps(member, path, seen))
  const keys = Object.keys(inner.props)
  const fields = privacyOf(inner)
  if (fields === undefined) return keys.length === 0 ? [] : [`${path}: {${keys.join(', ')}} has no classification`]
  const gaps = [
    ...keys.filter((key) => fields[key] === undefined).map((key) => `${path}.${key}: not classified`),
    ...Object.keys(fields).filter((key) => !keys.includes(key)).map((key) => `${path}.${key}: classified but not in the codec`),
  ]
  for (const key of keys) {
    const field = inner.props[key] as t.Mixed
    if (fields[key] === 'nested') gaps.push(...classificationGaps(field, `${path}.${key}`, seen))
    else if ((fields[key] === 'public' || fields[key] === 'key') && holdsFields(field))
      gaps.push(`${path}.${key}: holds fields of its own, classify it as nested`)
  }
  return gaps
}

/** Whether values of `codec` can be objects with fields (whose privacy a single class would hide). */
function holdsFields(codec: t.Mixed, seen: Set<t.Mixed> = new Set()): boolean {
  const inner = unwrapCodec(codec)
  if (seen.has(inner)) return false
  seen.add(inner)
  if (isObjectCodec(inner)) return Object.keys(inner.props).length > 0
  return memberCodecs(inner).some((member) => holdsFields(member, seen))
}

/**
 * The field names some codec of `codecs` classifies as personal, with their class: what an entry
 * no codec reads (a version the catalogue does not know, a damaged one) is masked by, where a name
 * is personal in one codec and public in another (a guest's `name`, a dish's) the personal class wins.
 */
export function personalFieldNames(codecs: readonly t.Mixed[]): ReadonlyMap<string, PersonalKind> {
  const found = new Map<string, PersonalKind>()
  const seen = new Set<t.Mixed>()
  const walk = (codec: t.Mixed) => {
    const inner = unwrapCodec(codec)
    if (seen.has(inner)) return
    seen.add(inner)
    if (!isObjectCodec(inner)) return memberCodecs(inner).forEach(walk)
    const fields = privacyOf(inner) ?? {}
    for (const [key, field] of Object.entries(inner.props)) {
      const privacy = fields[key]
      if (privacy === 'nested') walk(field as t.Mixed)
      else if (privacy !== undefined && privacy !== 'public' && privacy !== 'key' && !found.has(key)) found.set(key, privacy)
    }
  }
  codecs.forEach(walk)
  return found
}
