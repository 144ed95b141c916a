import { APP_VERSION } from '../../events/appVersion'
import { interval, map, startWith, type Subscribable } from 'rxjs'
import type { Realtime } from '../../api/venueCalls'
import type { FullVenueInfo } from '../../api/venueInfo'
import type { CommandBus } from '../../commands/bus'
import { openVenue, type VenueSessionCore } from '../../commands/openVenue'
import type { Envelope } from '../../events/envelope'
import { buildExport, type ExportedLog } from '../../events/exportFormat'
import type { BrowserRecords } from '../../events/stores/browserRecords'
import { LocalStorageEventStore } from '../../events/stores/localStorage'
import { presentViews, type PresentedViews } from '../../projections/present'
import { presented$ } from '../../projections/rx'
import type { Views } from '../../projections/views'
import { apiBaseUrl, browserClock, browserFetch, browserIds, isOnline } from '../platform/browserPorts'

import { browserTabApi, browserVenueApi } from './browserVenueApi'
import { nextTask } from '../shell/nextTask'


/** One venue's event log, views and command bus in this tab (DESIGN §1, §6). */
export type VenueSession = {
  hash: string
  deviceId: string
  /** A server-rendered page's session (firstSession.ts): settles once the guest's log has been read (issue #14). */
  whenRead?: Promise<void>
  /** Some stored entries could not be read and were quarantined (DESIGN §3): the guest is told (issue #12.18). */
  damagedOnLoad: boolean
  /** What the screens subscribe to (src/venue/useView.ts); a server-rendered page's are not RxJS observables (firstSession.ts). */
  views$: Subscribable<Views>
  presented$: Subscribable<PresentedViews>
  current(): Views
  /** The views as the guest sees them now (projections/present.ts): what a screen shows before `presented$` says more. */
  presentedNow(): PresentedViews
  dispatch: CommandBus['dispatch']
  /** Follows the guest's orders live on the venue's channel (SPEC §6 My orders). */
  followOrders: VenueSessionCore['followOrders']
  /** Follows the table's tab this phone is on (DESIGN §7a). */
  followTab: VenueSessionCore['followTab']
  /** The "Segnala un problema" download: the log in the export format of DESIGN §3. */
  exportLog(): ExportedLog
  /** Events as they are appended (here or by another tab), for observers such as analytics. */
  onEvents?(listener: (events: readonly Envelope[]) => void): () => void
  dispose(): void
}

/** Views that depend on the time (the 2-hour session) are seen through a clock that ticks every 30 s. */
const CLOCK_TICK_MS = 30_000

/** Opens the venue in this tab (commands/venueSession.ts) over the browser's storage, clock and network. */
export async function openVenueSession(hash: string, records: BrowserRecords, info: FullVenueInfo, t: string | null): Promise<VenueSession> {
  const store = new LocalStorageEventStore({
    venue: hash,
    storage: window.localStorage,
    ...(navigator.locks ? { locks: navigator.locks } : {}),
    onStorageEvent: (listener) => {
      const onStorage = (event: StorageEvent) => listener(event.key)
      window.addEventListener('storage', onStorage)
      return () => window.removeEventListener('storage', onStorage)
    },
  })
  const deviceId = records.deviceId(() => crypto.randomUUID())
  const credentials = records.credentials(hash)
  const api = browserVenueApi(hash, records)
  const loaded = await store.load({ useSnapshot: true })
  // Reading the stored log and folding it with the venue's rules: two tasks, not one long one (issue #14).
  await nextTask()
  const orderFeed = { baseUrl: window.location.href, fetch: browserFetch, deviceSecret: () => records.deviceSecret().get(), waitMs: null }
  const tabs = { api: browserTabApi(hash, records), secrets: records.tabSecrets(hash) }
  const ports = { api, customers: api, clock: browserClock, ids: browserIds, credentials, tabs }
  // the page's language and direction, as the server rendered it or the chooser set it
  const language = { code: document.documentElement.lang || 'it', rtl: document.documentElement.dir === 'rtl' }
  const { live, dispatch, followOrders, followTab, dispose } = await openVenue({ venue: hash, deviceId, info, t, language, store, loaded, ports, orderFeed })
  const now$ = interval(CLOCK_TICK_MS).pipe(startWith(0), map(() => browserClock.now()))
  return {
    hash,
    deviceId,
    damagedOnLoad: loaded.quarantine.length > 0,
    views$: live.views$,
    presented$: presented$(live.views$, now$),
    current: () => live.current(),
    presentedNow: () => presentViews(live.current(), browserClock.now()),
    dispatch,
    followOrders,
    followTab,
    exportLog: () => buildExport({ venue: hash, deviceId, exportedAt: browserClock.now(), app: APP_VERSION, entries: store.entries() }),
    onEvents: (listener) => store.subscribe(listener),
    dispose,
  }
}
