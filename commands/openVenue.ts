import type { Fetch } from '../api/transport'
import { canFollow, subscribeOrderChannel } from '../api/orderChannel'
import { subscribeTabChannel, type TabPresence } from '../api/tabChannel'
import type { Realtime } from '../api/venueCalls'
import type { FullVenueInfo } from '../api/venueInfo'
import type { EventStore, LoadedLog } from '../events/store'
import { liveViews, type LiveViews } from '../projections/rx'
import { CommandBus, type DispatchResult } from './bus'
import { openVenueCommand } from './guest'
import type { Ports } from './ports'

/** Why a device has no order channel before its first order. */
export const NO_ORDER_YET = 'the device has placed no order yet, so it has no order channel to follow'

/** Whether the guest's orders are followed live, and why not. `waiting`: not yet (no order, so no channel secret). */
export type Following = { kind: 'following'; stop(): void } | { kind: 'waiting'; reason: string } | { kind: 'failed'; reason: string }

/**
 * Where the device's order channel is reached from (the app's page, the scenario's API URL), and
 * how long to wait for its subscription: the scenario waits, so no change is missed; the app does
 * not, so a slow network only delays the changes.
 */
export type OrderFeed = { baseUrl: string; fetch: Fetch; deviceSecret(): string | null; waitMs: number | null }

/** A venue opened on a device: its log's live views and its command bus (DESIGN §1, §6). */
export type VenueSessionCore = {
  live: LiveViews
  dispatch: CommandBus['dispatch']
  dispatchInput: CommandBus['dispatchInput']
  /**
   * Follows the guest's orders on the venue's realtime channel: each change becomes
   * RecordOrderStateChange, whose result (the notices the guest is told) goes to `recorded`; each
   * (re)subscription loads the orders again, for what changed while nothing listened.
   */
  followOrders(realtime: Realtime | undefined, recorded?: (result: DispatchResult) => void): Promise<Following>
  /**
   * Follows the table's tab this phone is on (DESIGN §7a): a new head announced on the tab's
   * presence channel, and every (re)subscription of it, dispatch SyncTab; `presence` is told who is at
   * the table. Not in the log: who is connected is not what the guest ordered.
   */
  followTab(realtime: Realtime | undefined, presence?: (here: TabPresence) => void): Promise<Following>
  /** Waits until what the order channel dispatched has been recorded. */
  settled(): Promise<void>
  /** Stops the order channels it opened and the live views. */
  dispose(): void
}

/**
 * Opens a venue on a device, the PWA and `comanda scenario` alike (issue #15.3): the loaded log
 * folded into live views, the command bus over the given ports, and one OpenVenue command with
 * the venue's rules and the table of the link's `t`.
 */
export async function openVenue(input: {
  venue: string
  deviceId: string
  info: FullVenueInfo
  t: string | null
  /** The language the guest's screens show (commands/guest OpenVenue). */
  language?: { code: string; rtl: boolean }
  store: EventStore
  loaded: LoadedLog
  ports: Ports
  orderFeed: OrderFeed
}): Promise<VenueSessionCore> {
  const { venue, deviceId, info, store, ports, orderFeed } = input
  const live = liveViews(store, input.loaded)
  const bus = new CommandBus({ store, views: live, ports, venue, deviceId })
  await bus.dispatch(openVenueCommand(info, input.t, input.language))
  const rid = info.rid
  const recording = new Set<Promise<unknown>>()
  const record = (dispatched: Promise<unknown>) => {
    recording.add(dispatched)
    void dispatched.catch(() => undefined).finally(() => recording.delete(dispatched))
  }
  const channels = new Set<{ stop(): void }>()
  /** A channel being subscribed, as a Following: kept to be stopped with the session, or why it failed. */
  const following = async (subscribing: Promise<{ stop(): void }>): Promise<Following> => {
    try {
      const channel = await subscribing
      channels.add(channel)
      return {
        kind: 'following',
        stop: () => {
          channels.delete(channel)
          channel.stop()
        },
      }
    } catch (error) {
      return { kind: 'failed', reason: error instanceof Error ? error.message : String(error) }
    }
  }
  return {
    live,
    dispatch: bus.dispatch.bind(bus),
    dispatchInput: bus.dispatchInput.bind(bus),
    async followOrders(realtime, recorded) {
      if (!canFollow(realtime) || typeof rid !== 'number') return { kind: 'failed', reason: 'the venue API names no realtime endpoint' }
      const deviceSecret = orderFeed.deviceSecret()
      // A private channel needs the secret the server gave at the first order; until then there is nothing to follow.
      if (realtime.private && deviceSecret === null) return { kind: 'waiting', reason: NO_ORDER_YET }
      return following(
        subscribeOrderChannel({
          realtime,
          baseUrl: orderFeed.baseUrl,
          fetch: orderFeed.fetch,
          rid,
          deviceId,
          deviceSecret,
          onChange: (change) => record(bus.dispatch({ type: 'RecordOrderStateChange', ...change }).then((result) => recorded?.(result))),
          onSubscribed: () => record(bus.dispatch({ type: 'LoadMyOrders' })),
          waitMs: orderFeed.waitMs,
        }),
      )
    },
    async followTab(realtime, presence) {
      const tab = live.current().tab
      const secret = tab === null ? null : (ports.tabs?.secrets.get(tab.tabId) ?? null)
      if (tab === null || secret === null) return { kind: 'waiting', reason: 'the phone is on no tab' }
      if (!canFollow(realtime)) return { kind: 'failed', reason: 'the venue API names no realtime endpoint' }
      const sync = () => record(bus.dispatch({ type: 'SyncTab' }))
      return following(
        subscribeTabChannel({
          realtime,
          baseUrl: orderFeed.baseUrl,
          fetch: orderFeed.fetch,
          member: { tabId: tab.tabId, guestId: tab.guestId, secret },
          onAppended: (seq, roundsMoved) => {
            if (roundsMoved || seq > (live.current().tab?.replica.confirmed.seq ?? 0)) sync()
          },
          onSubscribed: sync,
          onPresence: (here) => presence?.(here),
          waitMs: orderFeed.waitMs,
        }),
      )
    },
    async settled() {
      while (recording.size > 0) await Promise.allSettled([...recording])
    },
    dispose() {
      for (const channel of channels) channel.stop()
      channels.clear()
      live.dispose()
    },
  }
}
