import type { Envelope } from '../../events/envelope'
import { routeActions, type RouteNames } from './actionsFromRoute'
import { logActionMapper } from './actionsFromLog'
import { addProductLogOf } from './addProductLog'
import { analyticsEventOf, analyticsPagePath, mayTrack, type GuestAction } from './analyticsMapping'
import type { AnalyticsPort } from './analyticsPort'
import { buildLogEntry, type LogContext, type LoggerPort } from './loggerPort'

export type VenueTrackerOptions = {
  venueName: string | null | undefined
  analyticsEnabled: boolean
  analytics: AnalyticsPort
  logger: LoggerPort
  /** Read when an entry is logged (the language may change meanwhile). */
  logContext: () => LogContext
  names: RouteNames
}

/**
 * One venue's analytics and logging (SPEC §7): page views and the actions of a route, the actions
 * of appended events, and the guest actions screens report. Analytics goes out only when enabled
 * and the venue has a name; the logger gets `addproduct` for every cart addition.
 */
export function venueTracker(options: VenueTrackerOptions) {
  const fromLog = logActionMapper()
  const tracking = mayTrack(options.analyticsEnabled, options.venueName)
  const venue = (options.venueName ?? '').trim()
  const action = (guestAction: GuestAction) => {
    if (tracking) options.analytics.send({ kind: 'event', venue, ...analyticsEventOf(guestAction) })
  }
  return {
    route(path: string) {
      if (tracking) options.analytics.send({ kind: 'page_view', venue, path: analyticsPagePath(path) })
      routeActions(path, options.names).forEach(action)
    },
    events(events: readonly Envelope[]) {
      for (const event of events) {
        fromLog(event).forEach(action)
        const entry = addProductLogOf(event)
        if (entry) void options.logger.log(buildLogEntry(options.logContext(), entry.action, entry.metadata))
      }
    },
    action,
  }
}
