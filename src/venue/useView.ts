import { useSyncExternalStore } from 'react'
import type { Subscription } from 'rxjs'
import type { Views } from '../../projections/views'
import { useVenue } from './venueContext'
import type { VenueSession } from './venueSession'

type Subscribe = (changed: () => void) => () => void

const subscribers = new WeakMap<VenueSession, Subscribe>()

/**
 * One subscription to a session's views for every component that reads them. A long menu hydrates
 * hundreds of cards that each read their count in the cart: each one subscribing to `views$` (a
 * chain of operators per subscriber on a server-rendered page, firstSession.ts) made their
 * subscribing a long task after hydration (issue #14). Here each reader only joins a set.
 */
function subscribeTo(session: VenueSession): Subscribe {
  const known = subscribers.get(session)
  if (known) return known
  const listeners = new Set<() => void>()
  let subscription: Subscription | null = null
  const subscribe: Subscribe = (changed) => {
    listeners.add(changed)
    subscription ??= session.views$.subscribe(() => {
      for (const listener of [...listeners]) listener()
    })
    return () => {
      listeners.delete(changed)
      if (listeners.size === 0) {
        subscription?.unsubscribe()
        subscription = null
      }
    }
  }
  subscribers.set(session, subscribe)
  return subscribe
}

/**
 * One view that needs no presenting at the time (the table, the waiter calls: projections/present.ts
 * passes them on as they are), read without the presentation code: the shell's first screen reads
 * it before the venue's event core has loaded (issue #14). `pick` returns a part of the views, so
 * the value stays the same object until that part changes.
 */
export function useView<T>(pick: (views: Views) => T): T {
  const { session } = useVenue()
  const read = () => pick(session.current())
  return useSyncExternalStore(subscribeTo(session), read, read)
}
