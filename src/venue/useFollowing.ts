import { useEffect, type DependencyList } from 'react'
import type { Following } from '../../commands/openVenue'

/**
 * Follows a realtime channel of the venue session (the guest's orders, the table's tab) while the
 * screen is shown and `follow` is given: stops it when the screen goes or `deps` change, even when
 * the subscription is still being made. `active()` says whether this screen still wants what the
 * channel tells (a callback may arrive after it went). Live updates are a bonus: a failure is quiet.
 */
export function useFollowing(follow: ((active: () => boolean) => Promise<Following>) | null, deps: DependencyList): void {
  useEffect(() => {
    if (follow === null) return
    let stop: (() => void) | null = null
    let cancelled = false
    void follow(() => !cancelled)
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
    // the caller names what its follow depends on
  }, deps)
}
