import { useSyncExternalStore } from 'react'
import type { Subscribable, Unsubscribable } from 'rxjs'
import type { PresentedViews } from '../../projections/present'
import type { Views } from '../../projections/views'
import { useVenue } from './venueContext'
import type { VenueSession } from './venueSession'

type Subscribe = (changed: () => void) => () => void

/**
 * One subscription to a stream for every component that reads it. A long menu hydrates hundreds
 * of cards that each read their count in the cart: each one subscribing to `views$` (a chain of
 * operators per subscriber on a server-rendered page) made their subscribing a long task after
 * hydration (issue #14). Here each reader only joins a set; `next` sees each value first.
 */
function sharedSubscription<T>(stream: Subscribable<T>, next: (value: T) => void): Subscribe {
  const listeners = new Set<() => void>()
  let subscription: Unsubscribable | null = null
  return (changed) => {
    listeners.add(changed)
    subscription ??= stream.subscribe({
      next: (value) => {
        next(value)
        for (const listener of [...listeners]) listener()
      },
    })
    return () => {
      listeners.delete(changed)
      if (listeners.size === 0) {
        subscription?.unsubscribe()
        subscription = null
      }
    }
  }
}

const viewReaders = new WeakMap<VenueSession, Subscribe>()

function viewsOf(session: VenueSession): Subscribe {
  let subscribe = viewReaders.get(session)
  if (!subscribe) {
    subscribe = sharedSubscription(session.views$, () => {})
    viewReaders.set(session, subscribe)
  }
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
  return useSyncExternalStore(viewsOf(session), read, read)
}

type PresentedReader = { subscribe: Subscribe; latest: () => PresentedViews }
const presentedReaders = new WeakMap<VenueSession, PresentedReader>()

function presentedOf(session: VenueSession): PresentedReader {
  let reader = presentedReaders.get(session)
  if (!reader) {
    let latest: PresentedViews | null = null
    reader = {
      subscribe: sharedSubscription(session.presented$, (value) => (latest = value)),
      latest: () => (latest ??= session.presentedNow()),
    }
    presentedReaders.set(session, reader)
  }
  return reader
}

/**
 * The venue's views as the guest sees them now (DESIGN §5): the latest that `presented$` gave, or
 * the session's own until it gives one. Read like `useView`, with React's own hook for an outside
 * store: the first screen needs no RxJS for it (issue #14).
 */
export function useViews(): PresentedViews {
  return usePresented(whole)
}

const whole = (views: PresentedViews) => views

/**
 * One value of the presented views, for a component that shows no more than that: it renders again
 * when that value changes, not at each new views object (a page's start makes several: the log
 * read, the venue opened; issue #14). `pick` returns a primitive or a part the views keep as it is.
 */
export function usePresented<T>(pick: (views: PresentedViews) => T): T {
  const { session } = useVenue()
  const { subscribe, latest } = presentedOf(session)
  const read = () => pick(latest())
  return useSyncExternalStore(subscribe, read, read)
}
