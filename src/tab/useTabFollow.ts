import { useEffect, useState } from 'react'
import type { TabPresence } from '../../api/tabChannel'
import { useFollowing } from '../venue/useFollowing'
import { useVenue } from '../venue/venueContext'

/** How often a screen asks the tab what changed while its channel is not followed (no realtime endpoint, the socket refused). */
const TAB_POLL_MS = 10_000

/**
 * Follows the table's tab this phone is on (DESIGN §7a) while the screen is shown: every new head
 * on the tab's channel and every reconnection pull what others did; without the channel, the screen
 * asks every 10 s. Answers who is at the table.
 */
export function useTabFollow(tabId: string | null): TabPresence {
  const { session, light } = useVenue()
  const realtime = light?.realtime
  const [presence, setPresence] = useState<TabPresence>([])
  const [live, setLive] = useState(false)
  // the socket is a bonus: the screen also syncs when it opens, and the phone pulls on every reconnect
  useEffect(() => {
    if (tabId !== null) void session.dispatch({ type: 'SyncTab' })
  }, [tabId, session])
  useFollowing(
    tabId === null
      ? null
      : async (active) => {
          const following = await session.followTab(realtime, (here) => active() && setPresence(here))
          if (active()) setLive(following.kind === 'following')
          return following
        },
    [tabId, realtime, session],
  )
  useEffect(() => {
    if (tabId === null || live) return
    const timer = setInterval(() => void session.dispatch({ type: 'SyncTab' }), TAB_POLL_MS)
    return () => clearInterval(timer)
  }, [tabId, live, session])
  return presence
}
