/** Where a payer goes back to after the hosted page: the app's own origin only. */

/** `{publicUrl}/app/restaurants/{hash}/cart/payment-result` (SPEC §2 payment result screen). */
export function paymentResultPage(publicUrl: string, venueHash: string): string {
  return `${publicUrl.replace(/\/$/, '')}/app/restaurants/${encodeURIComponent(venueHash)}/cart/payment-result`
}

/** `{publicUrl}/app/restaurants/{hash}/tab`: where a guest paying a share of the table's tab comes back to (issue #18). */
export function tabPage(publicUrl: string, venueHash: string): string {
  return `${publicUrl.replace(/\/$/, '')}/app/restaurants/${encodeURIComponent(venueHash)}/tab`
}

/** True when `url` parses and has exactly one of the app's origins (scheme, host and port). */
export function isOnAppOrigin(url: string, appOrigins: readonly string[]): boolean {
  try {
    const { origin } = new URL(url)
    return appOrigins.some((allowed) => new URL(allowed).origin === origin)
  } catch {
    return false
  }
}

/**
 * The app's origin a guest's request came from, when it is one of the app's (`allowedOrigins`):
 * a phone on 127.0.0.1 comes back from the provider's page to 127.0.0.1, where its log and its tab
 * are, not to the PUBLIC_URL's localhost. Anything else gets the PUBLIC_URL.
 */
export function requestAppOrigin(origin: string | undefined, config: { publicUrl: string; allowedOrigins: readonly string[] }): string {
  return origin !== undefined && isOnAppOrigin(origin, config.allowedOrigins) ? new URL(origin).origin : config.publicUrl
}

/**
 * The return URL with the app's query string kept (SPEC §7 query_string) and the session and
 * order added; null when it would leave the app's origin.
 */
export function returnRedirect(input: { returnUrl: string; queryString: string | null; sessionId: string; orderId: number | null }, appOrigins: readonly string[]): string | null {
  if (!isOnAppOrigin(input.returnUrl, appOrigins)) return null
  const url = new URL(input.returnUrl)
  if (input.queryString) {
    for (const [key, value] of new URLSearchParams(input.queryString.replace(/^\?/, ''))) url.searchParams.set(key, value)
  }
  url.searchParams.set('session_id', input.sessionId)
  if (input.orderId === null) url.searchParams.delete('order_id')
  else url.searchParams.set('order_id', String(input.orderId))
  return isOnAppOrigin(url.toString(), appOrigins) ? url.toString() : null
}
