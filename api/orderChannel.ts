import { isOrderStatus, type OrderStatus } from '../domain/orderStatus'
import { echoFor, subscribedWithin } from './pusherClient'
import type { Fetch } from './transport'
import type { Realtime } from './venueCalls'

export type OrderStateChange = { orderid: number; restaurantorderid: number | null; status: OrderStatus | null }

/** How long `comanda scenario` waits for the subscription before it says the channel failed. */
export const SUBSCRIBE_TIMEOUT_MS = 10_000

/** Whether the venue API tells where to listen (a port, or a hosted cluster). */
export function canFollow(realtime: Realtime | undefined | null): realtime is Realtime {
  return realtime !== undefined && realtime !== null && realtime.key !== '' && (realtime.port > 0 || realtime.cluster !== null)
}

/** An `.OrderStateChange` payload as the guest's command takes it, or null when it names no order. */
function orderStateChangeOf(payload: unknown): OrderStateChange | null {
  if (typeof payload !== 'object' || payload === null) return null
  const data = payload as { orderid?: unknown; restaurantorderid?: unknown; status?: unknown }
  const orderid = typeof data.orderid === 'number' ? data.orderid : Number(data.orderid)
  if (!Number.isInteger(orderid)) return null
  const restaurantorderid = typeof data.restaurantorderid === 'number' && Number.isInteger(data.restaurantorderid) ? data.restaurantorderid : null
  return { orderid, restaurantorderid, status: isOrderStatus(data.status) ? data.status : null }
}

/**
 * The device's order channel (DESIGN §6, §7), for the app and `comanda scenario` alike: Laravel
 * Echo over pusher-js, both loaded only here and on demand, listen to `.OrderStateChange` on
 * `private-restaurant.{rid}.{deviceId}` (authorised with the device id and the secret the server
 * gave at the first order) when the venue API serves it so, else on the spec's public
 * `restaurant.{rid}.{deviceId}`. With `waitMs`, resolves once the channel is subscribed, so no
 * change published after it is missed, and rejects when it is refused or not subscribed in time;
 * without, it resolves at once and pusher-js keeps trying (a phone on a slow network still gets
 * the changes when it connects). `onSubscribed` is told each time the channel is (re)subscribed:
 * what changed before then, or while the socket was away, reached no listener, so the caller loads
 * the orders again there (SPEC §9: the socket is a bonus, never the only source).
 */
export async function subscribeOrderChannel(input: {
  realtime: Realtime
  /** Where relative addresses of the venue API resolve (the page in the app, the API's URL in Node). */
  baseUrl: string
  fetch: Fetch
  rid: number
  deviceId: string
  deviceSecret: string | null
  onChange: (change: OrderStateChange) => void
  onSubscribed: () => void
  waitMs: number | null
}): Promise<{ stop(): void }> {
  const { realtime, rid, deviceId, onChange } = input
  const { echo } = await echoFor({ realtime, baseUrl: input.baseUrl, fetch: input.fetch, authFields: { device_id: deviceId, device_secret: input.deviceSecret ?? '' } })
  const name = `restaurant.${rid}.${deviceId}`
  const channel = realtime.private ? echo.private(name) : echo.channel(name)
  // the socket is this channel's alone: closing it leaves the channel on the server. A leave first
  // queued an unsubscribe that pusher-js sends a tick later, on the closed socket (a console error).
  const stop = () => echo.disconnect()
  channel.subscribed(input.onSubscribed)
  if (input.waitMs !== null) {
    try {
      await subscribedWithin(channel, input.waitMs, 'the order channel')
    } catch (error) {
      stop()
      throw error
    }
  }
  channel.listen('.OrderStateChange', (payload: unknown) => {
    const change = orderStateChangeOf(payload)
    if (change) onChange(change)
  })
  return { stop }
}
