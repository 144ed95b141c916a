/** The address guests share: the venue home of this app, without the query (a table QR must not travel). */
export function venueShareUrl(origin: string, base: string, hash: string): string {
  const root = base.endsWith('/') ? base : `${base}/`
  return `${origin}${root}restaurants/${encodeURIComponent(hash)}`
}

export type ShareOutcome = 'shared' | 'cancelled' | 'failed'

/** The Web Share API where the browser has it: a dismissed share sheet is not a failure. */
export async function shareNatively(share: (data: ShareData) => Promise<void>, data: ShareData): Promise<ShareOutcome> {
  try {
    await share(data)
    return 'shared'
  } catch (error) {
    return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError' ? 'cancelled' : 'failed'
  }
}
