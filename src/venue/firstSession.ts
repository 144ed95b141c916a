import type { Subscribable } from 'rxjs'
import type { PresentedViews } from '../../projections/present'
import type { Views } from '../../projections/views'
import type { VenueSession } from './venueSession'

/**
 * The venue session of a server-rendered page (issue #14): the views of a guest who has just
 * opened the venue until the guest's event log is read, then the real session's, through the same
 * object. The page's context does not change when the log has been read, so only what shows the
 * guest's own state (cart bar, orders) renders again, not the whole page.
 */
export function firstSession(hash: string, first: { views: Views; presented: PresentedViews }, opened: Promise<VenueSession>): VenueSession {
  let real: VenueSession | null = null
  const read = opened.then((session) => (real = session))
  // The real session's stream once the log is read: written with no RxJS, which the first screen does not load (issue #14).
  const follow = <T>(pick: (session: VenueSession) => Subscribable<T>): Subscribable<T> => ({
    subscribe(observer) {
      let inner: { unsubscribe(): void } | null = null
      let closed = false
      read.then(
        (session) => {
          if (!closed) inner = pick(session).subscribe(observer)
        },
        (error: unknown) => {
          if (!closed) observer.error?.(error)
        },
      )
      return {
        unsubscribe: () => {
          closed = true
          inner?.unsubscribe()
        },
      }
    },
  })
  return {
    hash,
    get deviceId() {
      return real?.deviceId ?? ''
    },
    get damagedOnLoad() {
      return real?.damagedOnLoad ?? false
    },
    whenRead: read.then(() => undefined),
    views$: follow((session) => session.views$),
    presented$: follow((session) => session.presented$),
    current: () => real?.current() ?? first.views,
    presentedNow: () => real?.presentedNow() ?? first.presented,
    dispatch: async (command) => (await read).dispatch(command),
    followOrders: async (realtime, recorded) => (await read).followOrders(realtime, recorded),
    followTab: async (realtime, presence) => (await read).followTab(realtime, presence),
    exportLog: () => {
      if (!real) throw new Error('The event log is still being read')
      return real.exportLog()
    },
    onEvents: (listener) => {
      let stop: (() => void) | undefined
      let stopped = false
      void read.then((session) => {
        if (!stopped) stop = session.onEvents?.(listener)
      })
      return () => {
        stopped = true
        stop?.()
      }
    },
    dispose: () => real?.dispose(),
  }
}
