import { valueAt } from './viewPaths'

/** `$session.lastServerOrder.id`: a value taken from the views when the step runs. */
const REFERENCE = /^\$([A-Za-z][\w.]*)$/

export function hasReferences(value: unknown): boolean {
  if (typeof value === 'string') return REFERENCE.test(value)
  if (Array.isArray(value)) return value.some(hasReferences)
  if (typeof value === 'object' && value !== null) return Object.values(value).some(hasReferences)
  return false
}

/**
 * Replaces every `$path` string by the value at that path of the presented views, so a step can
 * name what only the server knows beforehand (an order id, the unpaid orders, a line key).
 */
export function resolveReferences(value: unknown, views: unknown): unknown {
  if (typeof value === 'string') {
    const match = REFERENCE.exec(value)
    if (!match) return value
    const found = valueAt(views, match[1]!)
    if (!found.found) throw new ReferenceProblem(`${value}: the views have no ${match[1]}`)
    return found.value
  }
  if (Array.isArray(value)) return value.map((entry) => resolveReferences(entry, views))
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, resolveReferences(entry, views)]))
  return value
}

export class ReferenceProblem extends Error {}
