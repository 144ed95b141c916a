import { useCallback, useSyncExternalStore } from 'react'
import type { Views } from '../../projections/views'
import { useVenue } from './venueContext'

/**
 * One view that needs no presenting at the time (the table, the waiter calls: projections/present.ts
 * passes them on as they are), read without the presentation code: the shell's first screen reads
 * it before the venue's event core has loaded (issue #14). `pick` returns a part of the views, so
 * the value stays the same object until that part changes.
 */
export function useView<T>(pick: (views: Views) => T): T {
  const { session } = useVenue()
  const subscribe = useCallback(
    (changed: () => void) => {
      const subscription = session.views$.subscribe(changed)
      return () => subscription.unsubscribe()
    },
    [session],
  )
  const read = () => pick(session.current())
  return useSyncExternalStore(subscribe, read, read)
}
