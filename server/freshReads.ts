/**
 * Answers kept for a short time and shared by everyone who asks meanwhile (issue #14): every
 * table's first scan after `comanda venue import` asks the venue API for the same venue, and
 * reading, decoding and hashing its info was a third of such a request. A read that fails is
 * forgotten at once, so the next request asks again.
 */
export function freshReads(options: { clock: () => number; freshMs: number; limit: number }) {
  const kept = new Map<string, { until: number; value: Promise<unknown> }>()
  return function read<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = options.clock()
    const found = kept.get(key)
    if (found && found.until > now) return found.value as Promise<T>
    if (kept.size >= options.limit) kept.clear()
    const value = load()
    kept.set(key, { until: now + options.freshMs, value })
    value.catch(() => {
      if (kept.get(key)?.value === value) kept.delete(key)
    })
    return value
  }
}
