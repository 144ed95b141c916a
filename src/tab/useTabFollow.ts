import { useEffect, useState } from 'react'
import type { TabPresence } from '../../api/tabChannel'
import { useFollowing } from '../venue/useFollowing'
import { useVenue } from '../venue/venueContext'

/**
 * Follows the table's tab this phone is on (DESIGN §7a) while the screen is shown: every new head
 * on the tab's channel and every reconnection pull what others did. Answers who is at the table.
 */
export function useTabFollow(tabId: string | null): TabPresence {
  const { session, light } = useVenue()
  const realtime = light?.realtime
  const [presence, setPresence] = useState<TabPresence>([])
  // the socket is a bonus: the screen also syncs when it opens, and the phone pulls on every reconnect
  useEffect(() => {
    if (tabId !== null) void session.dispatch({ type: 'SyncTab' })
  }, [tabId, session])
  useFollowing(tabId === null ? null : (active) => session.followTab(realtime, (here) => active() && setPresence(here)), [tabId, realtime, session])
  return presence
}
