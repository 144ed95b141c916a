import { useEffect, useState } from 'react'
import type { TabPresence } from '../../api/tabChannel'
import { useVenue } from '../venue/venueContext'

/**
 * Follows the table's tab this phone is on (DESIGN §7a) while the screen is shown: every new head
 * on the tab's channel and every reconnection pull what others did. Answers who is at the table.
 */
export function useTabFollow(tabId: string | null): TabPresence {
  const { session, light } = useVenue()
  const realtime = light?.realtime
  const [presence, setPresence] = useState<TabPresence>([])
  useEffect(() => {
    if (tabId === null) return
    let stop: (() => void) | null = null
    let cancelled = false
    // the socket is a bonus: the screen also syncs when it opens, and the phone pulls on every reconnect
    void session.dispatch({ type: 'SyncTab' })
    void session
      .followTab(realtime, (here) => !cancelled && setPresence(here))
      .then((following) => {
        if (following.kind !== 'following') return
        if (cancelled) following.stop()
        else stop = following.stop
      })
      .catch(() => undefined)
    return () => {
      cancelled = true
      stop?.()
    }
  }, [tabId, realtime, session])
  return presence
}
