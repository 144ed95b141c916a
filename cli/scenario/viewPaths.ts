/** `totals.total`, `myOrders.orders.0.status`, `myOrders.unpaid.length`: a path into the presented views. */
export function valueAt(root: unknown, path: string): { found: true; value: unknown } | { found: false } {
  let current: unknown = root
  for (const part of path.split('.')) {
    if (current === null || current === undefined) return { found: false }
    if (Array.isArray(current) && part === 'length') {
      current = current.length
      continue
    }
    if (typeof current !== 'object' || !Object.prototype.hasOwnProperty.call(current, part)) return { found: false }
    current = (current as Record<string, unknown>)[part]
  }
  return { found: true, value: current }
}

/** Deep equality of JSON values (what a scenario file can hold). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((entry, i) => sameValue(entry, b[i]))
  if (typeof a === 'object' && typeof b === 'object' && a !== null && b !== null && !Array.isArray(a) && !Array.isArray(b)) {
    const keys = Object.keys(a)
    return keys.length === Object.keys(b).length && keys.every((key) => sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  }
  return false
}
