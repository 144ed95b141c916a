/**
 * A structural diff of two JSON-like values (the presented views): every leaf that differs, with
 * its path ("totals.total", "cart.lines[1].quantity"), the value before and the value after.
 * An added or removed array element or object key is one change with `undefined` on the side it is
 * missing from. Array elements that carry a `key` (cart lines) or an `id` (orders) are matched by
 * it, so removing the first line reads as one removal, not as every later line changing.
 */
export type Change = { path: string; before: unknown; after: unknown }

type Json = Record<string, unknown>

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function identityOf(value: unknown): string | null {
  if (!isObject(value)) return null
  if (typeof value.key === 'string' || typeof value.key === 'number') return `key:${value.key}`
  if (typeof value.id === 'string' || typeof value.id === 'number') return `id:${value.id}`
  return null
}

function identities(values: readonly unknown[]): string[] | null {
  const ids = values.map(identityOf)
  if (ids.some((id) => id === null)) return null
  return new Set(ids).size === ids.length ? (ids as string[]) : null
}

function join(path: string, key: string): string {
  return path === '' ? key : `${path}.${key}`
}

export function sameValue(a: unknown, b: unknown): boolean {
  return diffValues(a, b).length === 0
}

export function diffValues(before: unknown, after: unknown, path = '', out: Change[] = []): Change[] {
  if (before === after) return out
  if (Array.isArray(before) && Array.isArray(after)) return diffArrays(before, after, path, out)
  if (isObject(before) && isObject(after)) {
    for (const key of Object.keys(before)) {
      if (!(key in after)) out.push({ path: join(path, key), before: before[key], after: undefined })
      else diffValues(before[key], after[key], join(path, key), out)
    }
    for (const key of Object.keys(after)) if (!(key in before)) out.push({ path: join(path, key), before: undefined, after: after[key] })
    return out
  }
  if (Number.isNaN(before) && Number.isNaN(after)) return out
  out.push({ path, before, after })
  return out
}

function diffArrays(before: readonly unknown[], after: readonly unknown[], path: string, out: Change[]): Change[] {
  const beforeIds = identities(before)
  const afterIds = identities(after)
  if (beforeIds && afterIds) {
    const afterIndex = new Map(afterIds.map((id, i) => [id, i]))
    const beforeIndex = new Map(beforeIds.map((id, i) => [id, i]))
    beforeIds.forEach((id, i) => {
      const j = afterIndex.get(id)
      if (j === undefined) out.push({ path: `${path}[${i}]`, before: before[i], after: undefined })
      else diffValues(before[i], after[j], `${path}[${j}]`, out)
    })
    afterIds.forEach((id, j) => {
      if (!beforeIndex.has(id)) out.push({ path: `${path}[${j}]`, before: undefined, after: after[j] })
    })
    return out
  }
  const common = Math.min(before.length, after.length)
  for (let i = 0; i < common; i++) diffValues(before[i], after[i], `${path}[${i}]`, out)
  for (let i = common; i < before.length; i++) out.push({ path: `${path}[${i}]`, before: before[i], after: undefined })
  for (let i = common; i < after.length; i++) out.push({ path: `${path}[${i}]`, before: undefined, after: after[i] })
  return out
}

/** The first segment of a change's path: the view it belongs to. */
export function viewOf(path: string): string {
  return /^[^.[]+/.exec(path)?.[0] ?? path
}

/** The path below its view: "totals.total" → "total". */
export function pathInView(path: string): string {
  return path.slice(viewOf(path).length).replace(/^\./, '')
}
