/** Customer registration rules (SPEC §3 Registration form fields, Client session; §5; §6). */

/** SPEC §3: a registration-done marker with expiry, stored locally. */
export type RegistrationMarker = { expiresAt: number }

export function registrationMarker(now: number, lifetimeMs: number): RegistrationMarker {
  return { expiresAt: now + lifetimeMs }
}

/**
 * SPEC §5 Registration marker: a cached registration-done marker counts only if not expired.
 * Choice: it expires at `expiresAt` itself; a missing or malformed marker (as read back from
 * storage) never counts.
 */
export function isRegistrationMarkerValid(marker: unknown, now: number): boolean {
  if (typeof marker !== 'object' || marker === null) return false
  const expiresAt = (marker as { expiresAt?: unknown }).expiresAt
  return typeof expiresAt === 'number' && Number.isFinite(expiresAt) && now < expiresAt
}

export type RegistrationField = { name: string; pivot?: { enabled?: boolean | number | null } | null }

/** The field whose enabled state says whether registration is mandatory (SPEC §3, §6). */
export const REQUIRED_FIELD_NAME = 'required'

/**
 * SPEC §3, §6: registration is mandatory when the registration field named `required` is
 * enabled. Choice: the name is matched exactly; enabled is true or 1 (the pivot table's
 * integer); anything else, or no such field, means registration is optional.
 */
export function isRegistrationMandatory(fields: readonly RegistrationField[]): boolean {
  return fields.some((field) => {
    const enabled = field.pivot?.enabled
    return field.name === REQUIRED_FIELD_NAME && (enabled === true || enabled === 1)
  })
}
