import type { FullVenueInfo } from '../../api/venueInfo'
import { openVenueCommand, venueOpenedEvents } from '../../commands/guest'
import { toEnvelope } from '../../events/envelope'
import { initialViews, replay, type Views } from '../../projections/views'

/**
 * The views of a guest who has just opened the venue (with the table of `?t=`, if any): what the
 * server renders and the page hydrates with, before the guest's own event log is read. The
 * venue and table the opening command records, folded without a store.
 */
export function firstViews(info: FullVenueInfo, t: string | null, at: number): Views {
  const events = venueOpenedEvents(openVenueCommand(info, t), initialViews)
  return replay(events.map((event, i) => toEnvelope({ ...event, id: `first-${i + 1}`, at }, i + 1)))
}
