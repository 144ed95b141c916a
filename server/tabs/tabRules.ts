import { DEFAULT_TAB_INACTIVITY_MS, DEFAULT_TIP_PERCENTS, type TabRules } from '../../domain/tab'
import type { LoadedVenue } from '../venueCatalog'

/**
 * A venue's tab rules (issue #18). The venue file has no tab options yet, so every venue has the
 * defaults: only a line's author edits it, 3 hours of inactivity close a tab, tips of 5/10/15 %.
 */
export function tabRulesOf(venue: LoadedVenue): TabRules {
  return {
    anyoneEdits: false,
    inactivityMs: DEFAULT_TAB_INACTIVITY_MS,
    tipPercents: DEFAULT_TIP_PERCENTS,
    coverPrice: venue.order.rules.coverPrice ?? 0,
    ordering: venue.order.rules.ordering,
    currency: venue.order.currency,
  }
}

/** SPEC §1: tables (and so tabs) exist at venues of type 2 and 3. */
export function servesTabs(venue: LoadedVenue): boolean {
  return venue.restaurantType >= 2 && venue.tables.length > 0
}
