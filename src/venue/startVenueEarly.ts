import { venueFullUrl, venueLightUrl } from '../../api/venueCalls'
import type { BrowserRecords } from '../../events/stores/browserRecords'
import { fetchEarly } from '../platform/earlyFetch'
import { apiBaseUrl, isOnline } from '../platform/browserPorts'
import { venueHashOf } from '../pwa/venueOfPath'
import { wantedLanguage } from './wantedLanguage'

/**
 * On a venue route, starts the venue's info (static-light and the full info in the wanted
 * language) and the venue home's code before the first render, so they travel alongside the UI
 * language instead of after it. VenueProvider makes the same calls and takes these answers.
 */
export function startVenueEarly(location: Location, records: BrowserRecords): void {
  const route = location.pathname.replace(/^\/app(?=\/)/, '')
  const hash = venueHashOf(route)
  if (!hash || !isOnline()) return
  const lang = wantedLanguage(new URLSearchParams(location.search), records)
  fetchEarly(venueLightUrl(apiBaseUrl, hash, lang))
  fetchEarly(venueFullUrl(apiBaseUrl, hash, lang))
  if (/^\/restaurants\/[^/]+\/?$/.test(route)) void import('../screens/VenueHome')
}
