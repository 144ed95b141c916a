/** SPEC §7 Other loads: an ad script loaded only on the routes of one venue (configured), removed otherwise. */
export const AD_SCRIPT_ID = 'comanda-venue-ad'

export type AdScriptConfig = { venueHash: string | null; src: string | null }

/** Whether a router path (e.g. `/restaurants/{hash}/cart`) belongs to the ad venue. */
export function isAdRoute(path: string, config: AdScriptConfig): boolean {
  if (!config.venueHash || !config.src) return false
  const hash = /^\/restaurants\/([^/]+)/.exec(path)?.[1]
  return hash !== undefined && decodeURIComponent(hash) === config.venueHash
}

/** Adds the ad script on the ad venue's routes and removes it on every other route. */
export function syncAdScript(doc: Document, path: string, config: AdScriptConfig): void {
  const present = doc.getElementById(AD_SCRIPT_ID)
  if (isAdRoute(path, config)) {
    if (present) return
    const script = doc.createElement('script')
    script.id = AD_SCRIPT_ID
    script.async = true
    script.src = config.src!
    doc.head.appendChild(script)
  } else {
    present?.remove()
  }
}

export function removeAdScript(doc: Document): void {
  doc.getElementById(AD_SCRIPT_ID)?.remove()
}
