/**
 * Requests started before the app has rendered (src/entry-client.tsx starts the venue's info while the
 * UI language loads), handed once to the first GET of the same URL: the venue's screens then wait
 * for one round trip instead of three in a row. A failed early request is simply made again.
 */
const started = new Map<string, Promise<Response>>()

export function fetchEarly(url: string): void {
  if (started.has(url)) return
  const response = fetch(url, { method: 'GET', headers: { Accept: 'application/json' } })
  response.catch(() => started.delete(url))
  started.set(url, response)
}

/** The early response for `url`, once; null when none was started (or it was taken). */
export function takeEarly(url: string): Promise<Response> | null {
  const response = started.get(url) ?? null
  started.delete(url)
  return response
}
