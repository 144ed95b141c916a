import type { Realtime } from '../../api/venueCalls'
import { isOrderStatus, type OrderStatus } from '../../domain/orderStatus'

export type OrderStateChange = { orderid: number; restaurantorderid: number | null; status: OrderStatus | null }

type Listener = (change: OrderStateChange) => void

/**
 * Follows the guest's orders live (DESIGN §6, §7): Laravel Echo and pusher-js are loaded only
 * here, on demand, and listen to `.OrderStateChange` on the device's order channel, private
 * (`private-restaurant.{rid}.{deviceId}`, authorised with the device id and the secret the server gave it) when the
 * venue API serves it so, else the spec's public `restaurant.{rid}.{deviceId}`.
 * Returns a function that stops listening.
 */
export async function followOrders(input: { realtime: Realtime; rid: number; deviceId: string; deviceSecret: string | null; onChange: Listener }): Promise<() => void> {
  const { realtime, rid, deviceId, onChange } = input
  // A private channel needs the secret the server gave at the first order; until then there is nothing to follow.
  if (realtime.private && input.deviceSecret === null) return () => {}
  const [{ default: Echo }, { default: Pusher }] = await Promise.all([import('laravel-echo'), import('pusher-js')])
  const authParams = { device_id: deviceId, device_secret: input.deviceSecret ?? '' }
  const options = {
    broadcaster: 'pusher' as const,
    key: realtime.key,
    cluster: realtime.cluster ?? 'mt1',
    wsHost: realtime.host ?? window.location.hostname,
    wsPort: realtime.port,
    wssPort: realtime.port,
    forceTLS: realtime.tls,
    enabledTransports: realtime.tls ? ['wss'] : ['ws'],
    disableStats: true,
    authEndpoint: realtime.authEndpoint,
    auth: { headers: {}, params: authParams },
    channelAuthorization: { endpoint: realtime.authEndpoint, transport: 'ajax', params: authParams },
    Pusher,
  }
  const echo = new Echo(options as never)
  const name = `restaurant.${rid}.${deviceId}`
  const channel = realtime.private ? echo.private(name) : echo.channel(name)
  channel.listen('.OrderStateChange', (payload: unknown) => {
    if (typeof payload !== 'object' || payload === null) return
    const data = payload as { orderid?: unknown; restaurantorderid?: unknown; status?: unknown }
    const orderid = typeof data.orderid === 'number' ? data.orderid : Number(data.orderid)
    if (!Number.isInteger(orderid)) return
    const restaurantorderid = typeof data.restaurantorderid === 'number' && Number.isInteger(data.restaurantorderid) ? data.restaurantorderid : null
    onChange({ orderid, restaurantorderid, status: isOrderStatus(data.status) ? data.status : null })
  })
  return () => {
    echo.leave(name)
    echo.disconnect()
  }
}

/** Whether the venue API tells where to listen (a port, or a hosted cluster). */
export function canFollow(realtime: Realtime | undefined | null): realtime is Realtime {
  return realtime !== undefined && realtime !== null && realtime.key !== '' && (realtime.port > 0 || realtime.cluster !== null)
}
