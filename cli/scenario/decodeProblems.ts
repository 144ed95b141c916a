import * as t from 'io-ts'

/**
 * Every decode error of a command, in words, once per field (issue #17.8): "missing
 * details.contacts" rather than io-ts's first error alone. A union reports the union (what the
 * field may be), not each of its members; an intersection is one object.
 */
export function decodeProblems(errors: t.Errors): string[] {
  const problems = new Map<string, string>()
  for (const error of errors) {
    const keys: string[] = []
    let expected = error.context[error.context.length - 1]?.type as t.Decoder<unknown, unknown> | undefined
    let actual: unknown = error.value
    for (let i = 1; i < error.context.length; i++) {
      const entry = error.context[i]!
      const parent = error.context[i - 1]!.type
      if (!(parent instanceof t.IntersectionType || parent instanceof t.UnionType)) keys.push(entry.key)
      if (entry.type instanceof t.UnionType) {
        expected = entry.type
        actual = entry.actual
        break
      }
    }
    const path = keys.filter((key) => key !== '').join('.') || '(the command)'
    if (problems.has(path)) continue
    problems.set(path, actual === undefined ? `missing ${path}` : `${path}: expected ${expected === undefined ? 'a valid value' : readable(valuesOf(expected))}, got ${shown(actual)}`)
  }
  return [...problems.values()]
}

/** What a codec accepts, as a reader names it: the values of a choice, else the codec's name. */
function valuesOf(codec: t.Decoder<unknown, unknown>): string[] {
  if (codec instanceof t.KeyofType) return Object.keys(codec.keys)
  if (codec instanceof t.LiteralType) return [String(codec.value)]
  if (codec instanceof t.NullType) return ['null']
  if (codec instanceof t.UnionType) return (codec.types as t.Decoder<unknown, unknown>[]).flatMap(valuesOf)
  return [codec.name]
}

/** [delivery, pickup, null] reads as delivery, pickup or null. */
function readable(values: readonly string[]): string {
  return values.length <= 1 ? (values[0] ?? 'a valid value') : `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}`
}

function shown(value: unknown): string {
  let text: string
  try {
    text = JSON.stringify(value) ?? String(value)
  } catch {
    text = String(value)
  }
  return text.length > 60 ? `${text.slice(0, 57)}...` : text
}
