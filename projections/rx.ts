import { Observable, combineLatest, distinctUntilChanged, map, scan, shareReplay, startWith } from 'rxjs'
import type { Envelope } from '../events/envelope'
import type { EventStore, LoadedLog } from '../events/store'
import { presentViews, type PresentedViews } from './present'
import { PROJECTION_VERSION, evolveViews, initialViews, replay, type Views } from './views'

export type LiveViews = {
  views$: Observable<Views>
  current(): Views
  dispose(): void
}

/** DESIGN §3: a snapshot every few hundred events keeps loading flat. */
export const SNAPSHOT_EVERY = 250

function startingViews(loaded: LoadedLog): Views {
  const snapshot = loaded.snapshot
  const base = snapshot && snapshot.version === PROJECTION_VERSION ? (snapshot.views as Views) : initialViews
  return replay(loaded.events, base)
}

function foldBatch(views: Views, events: readonly Envelope[]): Views {
  let next = views
  for (const event of events) {
    if (event.seq <= next.lastSeq) continue // delivered twice (this tab and a storage event)
    next = evolveViews(next, event)
  }
  return next
}

/**
 * The app's incremental views (DESIGN §5): the loaded log folded once, then every batch of new
 * events (appended here or by another tab) folded into the last state with `scan`; it never
 * refolds the whole log per event. `current()` is what the command bus decides against.
 */
export function liveViews(store: EventStore, loaded: LoadedLog, options: { snapshotEvery?: number } = {}): LiveViews {
  const snapshotEvery = options.snapshotEvery ?? SNAPSHOT_EVERY
  const start = startingViews(loaded)
  const batches$ = new Observable<readonly Envelope[]>((subscriber) => store.subscribe((events) => subscriber.next(events)))
  const views$ = batches$.pipe(scan(foldBatch, start), startWith(start), distinctUntilChanged(), shareReplay(1))
  let latest = start
  let snapshotSeq = loaded.snapshot?.seq ?? 0
  const subscription = views$.subscribe((views) => {
    latest = views
    if (views.lastSeq - snapshotSeq >= snapshotEvery) {
      store.saveSnapshot({ seq: views.lastSeq, version: PROJECTION_VERSION, views })
      snapshotSeq = views.lastSeq
    }
  })
  return { views$, current: () => latest, dispose: () => subscription.unsubscribe() }
}

/** The views at the clock's time: the session's 2-hour validity follows `now$` (DESIGN §5). */
export function presented$(views$: Observable<Views>, now$: Observable<number>): Observable<PresentedViews> {
  return combineLatest([views$, now$]).pipe(map(([views, now]) => presentViews(views, now)))
}
