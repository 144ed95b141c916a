import type { VenueLight } from '../../api/venueCalls'
import type { FullVenueInfo } from '../../api/venueInfo'
import type { PresentedViews } from '../../projections/present'
import type { Views } from '../../projections/views'
import type { PageStrings } from '../i18n/i18n'

/**
 * What the server rendered a venue page from (DESIGN §6), embedded in the page so that hydration
 * renders the same thing without a second request: the venue info, the UI strings of its
 * language (all of them, or in Italian those the page shows: `all`), and the views of a guest who
 * has just opened the venue, as they are and as presented at the time of rendering (the event log
 * is read after the first paint; the presentation code comes with it).
 */
export type FirstScreen =
  | ({ kind: 'venue'; hash: string; rtl: boolean; info: FullVenueInfo; light: VenueLight | null; views: Views; presented: PresentedViews } & PageStrings)
  | ({ kind: 'not-found'; hash: string; rtl: boolean } & PageStrings)

export const FIRST_SCREEN_ELEMENT_ID = 'comanda-first-screen'

/**
 * The embedded JSON, safe inside a <script> element whatever the venue's texts hold: `<`, `>`
 * and `&` become \u escapes (no `</script>` or `<!--` can appear), as do the two line
 * separators JavaScript once treated as line ends.
 */
export function firstScreenScript(first: FirstScreen): string {
  const fields = Object.entries(first).flatMap(([key, value]) => (value === undefined ? [] : [`${JSON.stringify(key)}:${SHARED_FIELDS.has(key) && value !== null ? sharedJson(value as object) : safeJson(value)}`]))
  return `<script id="${FIRST_SCREEN_ELEMENT_ID}" type="application/json">{${fields.join(',')}}</script>`
}

/**
 * The venue info and the UI strings are the same objects for every page the server renders from
 * one read of the venue (every table's page, every screen): written out once each, they were a
 * tenth of a venue home's rendering (issue #14).
 */
const SHARED_FIELDS = new Set(['info', 'light', 'strings'])
const writtenOnce = new WeakMap<object, string>()

function sharedJson(value: object): string {
  let json = writtenOnce.get(value)
  if (json === undefined) {
    json = safeJson(value)
    writtenOnce.set(value, json)
  }
  return json
}

const safeJson = (value: unknown) => JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)

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
