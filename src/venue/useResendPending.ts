import { useEffect } from 'react'
import { useDispatch } from './useDispatch'
import { useVenue } from './venueContext'

/**
 * DESIGN §4: a submission interrupted by a reload, a crash or going offline is sent again with
 * its own key, when the venue opens and whenever the browser comes back online. So are the lines
 * put on the table's tab offline (DESIGN §7a): pushed as soon as the phone is back, not at the
 * socket's next reconnection.
 */
export function useResendPending(): void {
  const { session } = useVenue()
  const dispatch = useDispatch()
  useEffect(() => {
    const resend = () => {
      const views = session.current()
      if (views.session.pending !== null) void dispatch({ type: 'ResendPendingOrder' })
      if ((views.tab?.replica.pending.length ?? 0) > 0) void session.dispatch({ type: 'SyncTab' })
    }
    resend()
    window.addEventListener('online', resend)
    return () => window.removeEventListener('online', resend)
  }, [session, dispatch])
}
