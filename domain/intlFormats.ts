/**
 * Intl formatters made once per form and kept: making one costs far more than formatting with it
 * (issue #14: an Arabic menu made one per price, 200 ms of a phone's page start at 4x CPU). A memo,
 * not state: the same key always gives the same formatter. Bounded, as the keys come from venue
 * data and guests' languages. A formatter that cannot be made throws, and nothing is kept.
 */
const made = new Map<string, unknown>()
const KEPT = 128

export function intlFormat<F>(key: string, make: () => F): F {
  const known = made.get(key)
  if (known !== undefined) return known as F
  const format = make()
  if (made.size >= KEPT) made.clear()
  made.set(key, format)
  return format
}
