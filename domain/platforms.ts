/** Ordering platforms of a venue (SPEC §1, §3 Platform {name, enabled, number}). */

export type Platform = { name: string; enabled: boolean; number: string | null }

export type PlatformKind = 'whatsapp' | 'email' | 'phone'

/**
 * SPEC §3 Platform: names containing whatsapp, email or phone.
 * Choice: matching ignores case; a name containing more than one ('whatsapp_phone') is
 * read in the order whatsapp, email, phone, the most specific first.
 */
export function platformKind(name: string): PlatformKind | null {
  const normalised = name.toLowerCase()
  for (const kind of ['whatsapp', 'email', 'phone'] as const) {
    if (normalised.includes(kind)) return kind
  }
  return null
}

/** The kinds of the enabled platforms, each once, in the venue's order. */
export function enabledPlatformKinds(platforms: readonly Platform[]): PlatformKind[] {
  const kinds: PlatformKind[] = []
  for (const platform of platforms) {
    const kind = platformKind(platform.name)
    if (platform.enabled && kind !== null && !kinds.includes(kind)) kinds.push(kind)
  }
  return kinds
}

/**
 * The number (or address) configured on the first enabled platform of that kind with a
 * non-empty one, trimmed; null when there is none.
 */
export function platformNumber(platforms: readonly Platform[], kind: PlatformKind): string | null {
  for (const platform of platforms) {
    const number = (platform.number ?? '').trim()
    if (platform.enabled && platformKind(platform.name) === kind && number !== '') return number
  }
  return null
}
