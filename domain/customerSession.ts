/** SPEC §7 refresh: when the app renews the customer's access token. */

const DAY = 24 * 60 * 60 * 1000

/** How long before the token's expiry (as the server gave it) the app asks for a fresh one. */
export const REFRESH_BEFORE_MS = 7 * DAY

/**
 * Choice: the token is renewed once it is within a week of the expiry the server answered with
 * it; a token whose expiry is unknown is never renewed ahead of time.
 */
export function isRefreshDue(expiresAt: number | null, now: number): boolean {
  return expiresAt !== null && now >= expiresAt - REFRESH_BEFORE_MS
}
