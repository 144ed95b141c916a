import type { i18n as I18n } from 'i18next'

/**
 * Which UI strings a render read (the server, entry-server.tsx): every value i18next took from
 * its resources, plural forms and nested texts included, as `namespace␀key`. The page then embeds
 * those strings only, and its browser hydrates with them (issue #14).
 */
let reading: Set<string> | null = null

/** Makes the instance's resource reads count for `readWhile` (once per instance). */
export function countStringReads(instance: I18n): void {
  // i18next's translator reads every value through its store's getResource (not in its types)
  const store = instance.store as unknown as { getResource: (lng: string, ns: string, key?: string | string[], options?: object) => unknown }
  const read = store.getResource.bind(store)
  store.getResource = (lng, ns, key, options) => {
    const value = read(lng, ns, key, options)
    if (reading !== null && value !== undefined && value !== null && key !== undefined) reading.add(`${ns}\u0000${Array.isArray(key) ? key.join('.') : key}`)
    return value
  }
}

/** Runs `work` (synchronous: a `renderToString`) and the strings it read. */
export function readWhile<T>(work: () => T): { result: T; read: ReadonlySet<string> } {
  const outer = reading
  const read = new Set<string>()
  reading = read
  try {
    return { result: work(), read }
  } finally {
    reading = outer
    if (outer) for (const key of read) outer.add(key)
  }
}

/** True while some render's reads are being counted. */
export const countingReads = (): boolean => reading !== null

/** Counts reads made earlier for the same text (a remembered `t`, ./rememberedTranslations.ts). */
export function countAgain(read: ReadonlySet<string>): void {
  if (reading) for (const key of read) reading.add(key)
}

/** The part of `all` (one namespace's nested resources) that `read` names, in the same shape. */
export function pickStrings(all: Record<string, unknown>, read: ReadonlySet<string>, namespace = 'translation'): Record<string, unknown> {
  const picked: Record<string, unknown> = {}
  for (const entry of read) {
    const [ns, key] = entry.split('\u0000') as [string, string]
    if (ns !== namespace) continue
    const path = key.split('.')
    let from: unknown = all
    for (const part of path) from = from !== null && typeof from === 'object' ? (from as Record<string, unknown>)[part] : undefined
    if (from === undefined) continue
    let into = picked
    for (const part of path.slice(0, -1)) into = (into[part] ??= {}) as Record<string, unknown>
    into[path.at(-1)!] = typeof from === 'object' && from !== null ? structuredClone(from) : from
  }
  return picked
}
