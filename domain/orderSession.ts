/** SPEC §4 Order session, §9: a session is valid for 2 hours after the last order (configurable). */
export const DEFAULT_SESSION_VALIDITY_MS = 2 * 60 * 60 * 1000

/**
 * SPEC §4: valid when more than 0 and less than the validity since the last order
 * (the last order's timestamp is in the past and under 2 hours old).
 */
export function isOrderSessionValid(
  lastOrderAt: number | null,
  now: number,
  validityMs: number = DEFAULT_SESSION_VALIDITY_MS,
): boolean {
  if (lastOrderAt === null) return false
  const age = now - lastOrderAt
  return age > 0 && age < validityMs
}

/** SPEC §4: for type 1 venues a valid session keeps only these fields of the last client order. */
export const TYPE1_KEPT_ORDER_FIELDS = ['note', 'covers_number', 'table_id'] as const
