import { venueFullUrl, venueLightUrl } from '../../api/venueCalls'
import type { BrowserRecords } from '../../events/stores/browserRecords'
import { fetchEarly } from '../platform/earlyFetch'
import { apiBaseUrl, isOnline } from '../platform/browserPorts'
import { wantedLanguage } from './wantedLanguage'

const VENUE_PATH = /^\/app\/restaurants\/(?!confirm(?:\/|$))([^/]+)/

/**
 * On a venue route, starts the venue's info (static-light and the full info in the wanted
 * language) and the venue home's code before the first render, so they travel alongside the UI
 * language instead of after it. VenueProvider makes the same calls and takes these answers.
 */
export function startVenueEarly(location: Location, records: BrowserRecords): void {
  const hash = VENUE_PATH.exec(location.pathname)?.[1]
  if (!hash || !isOnline()) return
  const decoded = decodeURIComponent(hash)
  const lang = wantedLanguage(new URLSearchParams(location.search), records)
  fetchEarly(venueLightUrl(apiBaseUrl, decoded, lang))
  fetchEarly(venueFullUrl(apiBaseUrl, decoded, lang))
  if (/^\/app\/restaurants\/[^/]+\/?$/.test(location.pathname)) void import('../screens/VenueHome')
}
