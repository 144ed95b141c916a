import type { VenueLight } from '../../api/venueCalls'
import type { FullVenueInfo } from '../../api/venueInfo'
import type { PresentedViews } from '../../projections/present'
import type { Views } from '../../projections/views'

/**
 * What the server rendered a venue page from (DESIGN §6), embedded in the page so that hydration
 * renders the same thing without a second request: the venue info, the UI strings of its
 * language, and the views of a guest who has just opened the venue, as they are and as presented
 * at the time of rendering (the event log is read after the first paint; the presentation code
 * comes with it).
 */
export type FirstScreen =
  | { kind: 'venue'; hash: string; language: string; rtl: boolean; strings: Record<string, unknown>; info: FullVenueInfo; light: VenueLight | null; views: Views; presented: PresentedViews }
  | { kind: 'not-found'; hash: string; language: string; rtl: boolean; strings: Record<string, unknown> }

export const FIRST_SCREEN_ELEMENT_ID = 'comanda-first-screen'

/**
 * The embedded JSON, safe inside a <script> element whatever the venue's texts hold: `<`, `>`
 * and `&` become \u escapes (no `</script>` or `<!--` can appear), as do the two line
 * separators JavaScript once treated as line ends.
 */
export function firstScreenScript(first: FirstScreen): string {
  const json = JSON.stringify(first).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)
  return `<script id="${FIRST_SCREEN_ELEMENT_ID}" type="application/json">${json}</script>`
}

/** The embedded first screen of this page, if the server rendered it. */
export function readFirstScreen(doc: Pick<Document, 'getElementById'>): FirstScreen | null {
  const text = doc.getElementById(FIRST_SCREEN_ELEMENT_ID)?.textContent
  if (!text) return null
  try {
    const value = JSON.parse(text) as FirstScreen
    return value && (value.kind === 'venue' || value.kind === 'not-found') && typeof value.hash === 'string' ? value : null
  } catch {
    return null
  }
}
