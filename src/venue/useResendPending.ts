import { useEffect } from 'react'
import { useDispatch } from './useDispatch'
import { useVenue } from './venueContext'

/**
 * DESIGN §4: a submission interrupted by a reload, a crash or going offline is sent again with
 * its own key, when the venue opens and whenever the browser comes back online.
 */
export function useResendPending(): void {
  const { session } = useVenue()
  const dispatch = useDispatch()
  useEffect(() => {
    const resend = () => {
      if (session.current().session.pending !== null) void dispatch({ type: 'ResendPendingOrder' })
    }
    resend()
    window.addEventListener('online', resend)
    return () => window.removeEventListener('online', resend)
  }, [session, dispatch])
}
