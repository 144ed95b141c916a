import type { FullVenueInfo } from '../../api/venueInfo'
import { decideOpenVenue, decideScanTableQr } from '../../commands/guest'
import { openVenueCommand, tableQrCommand } from '../../commands/venueCommands'
import { latestVersion } from '../../events/catalogue'
import { evolveViews, initialViews, type Views } from '../../projections/views'

/**
 * The views of a guest who has just opened the venue (with the table of `?t=`, if any): what the
 * server renders and the page hydrates with, before the guest's own event log is read. The same
 * commands the venue session sends on opening, decided and folded without a store.
 */
export function firstViews(info: FullVenueInfo, t: string | null, at: number): Views {
  let views = initialViews
  const scanned = tableQrCommand(t, info)
  const opening = [(at: Views) => decideOpenVenue(openVenueCommand(info), at), ...(scanned?.type === 'ScanTableQr' ? [() => decideScanTableQr(scanned)] : [])]
  for (const decideNow of opening) {
    const decision = decideNow(views)
    if (decision._tag === 'Left') continue
    for (const event of decision.right) {
      const seq = views.lastSeq + 1
      views = evolveViews(views, { ...event, seq, id: `first-${seq}`, at, v: latestVersion[event.type] } as Parameters<typeof evolveViews>[1])
    }
  }
  return views
}
