import { tabRulesFor, type TabRules } from '../../domain/tab'
import type { LoadedVenue } from '../venueCatalog'

/** A venue's tab rules (issue #18), as the phones work them out from the same venue info (domain/tab `tabRulesFor`). */
export function tabRulesOf(venue: LoadedVenue): TabRules {
  return tabRulesFor({ ordering: venue.order.rules.ordering, coverPrice: venue.order.rules.coverPrice, currency: venue.order.currency, tab: venue.order.rules.tab })
}

/** SPEC §1: tables (and so tabs) exist at venues of type 2 and 3. */
export function servesTabs(venue: LoadedVenue): boolean {
  return venue.restaurantType >= 2 && venue.tables.length > 0
}
