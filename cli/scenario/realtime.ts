import Echo from 'laravel-echo'
import PusherJs from 'pusher-js'
import type { Realtime } from '../../api/venueCalls'

export type OrderChannel = { stop(): void }

const SUBSCRIBE_TIMEOUT_MS = 10_000

/**
 * The Node side of the app's live orders (src/orders/liveOrders.ts): Laravel Echo over pusher-js
 * listens to `.OrderStateChange` on the device's private order channel, authorised through the
 * venue API's broadcasting auth with the device id and the secret the server gave it. Resolves once the
 * channel is subscribed, so no change published after it is missed.
 */
export async function followOrders(input: { realtime: Realtime; apiUrl: string; rid: number; deviceId: string; deviceSecret: string; onChange: (payload: Record<string, unknown>) => void }): Promise<OrderChannel> {
  const { realtime, apiUrl, rid, deviceId, onChange } = input
  const secret = input.deviceSecret
  const authUrl = new URL(realtime.authEndpoint, apiUrl).toString()
  const client = new PusherJs(realtime.key, {
    cluster: realtime.cluster ?? 'mt1',
    wsHost: realtime.host ?? new URL(apiUrl).hostname,
    wsPort: realtime.port,
    wssPort: realtime.port,
    forceTLS: realtime.tls,
    enabledTransports: realtime.tls ? ['wss'] : ['ws'],
    disableStats: true,
    channelAuthorization: {
      endpoint: authUrl,
      transport: 'ajax',
      customHandler: ({ socketId, channelName }, callback) => {
        fetch(authUrl, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify({ socket_id: socketId, channel_name: channelName, device_id: deviceId, device_secret: secret }) })
          .then(async (response) => {
            const body = (await response.json()) as { auth?: string; message?: string }
            if (response.ok && typeof body.auth === 'string') callback(null, { auth: body.auth })
            else callback(new Error(`${response.status} ${body.message ?? ''}`), null)
          })
          .catch((error: Error) => callback(error, null))
      },
    },
  })
  const echo = new Echo({ broadcaster: 'pusher', client, key: realtime.key } as never)
  const name = `restaurant.${rid}.${deviceId}`
  const channel = realtime.private ? echo.private(name) : echo.channel(name)
  const stop = () => {
    echo.leave(name)
    echo.disconnect()
  }
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the order channel was not subscribed within ${SUBSCRIBE_TIMEOUT_MS / 1000} s`)), SUBSCRIBE_TIMEOUT_MS)
      channel.subscribed(() => {
        clearTimeout(timer)
        resolve()
      })
      channel.error((error: unknown) => {
        clearTimeout(timer)
        reject(new Error(`the order channel was refused: ${JSON.stringify(error)}`))
      })
    })
  } catch (error) {
    stop()
    throw error
  }
  channel.listen('.OrderStateChange', (payload: unknown) => {
    if (typeof payload === 'object' && payload !== null) onChange(payload as Record<string, unknown>)
  })
  return { stop }
}
