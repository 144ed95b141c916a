/** The UI resources getTranslationsData answers (SPEC §7): one file per area of the app, merged. */
/** Deep-merges i18next resource objects (one per area file); later files win on the same key. */
export function mergeResources(parts: readonly Record<string, unknown>[]): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) {
      const existing = out[key]
      out[key] =
        value && typeof value === 'object' && !Array.isArray(value) && existing && typeof existing === 'object' && !Array.isArray(existing)
          ? mergeResources([existing as Record<string, unknown>, value as Record<string, unknown>])
          : value
    }
  }
  return out
}
