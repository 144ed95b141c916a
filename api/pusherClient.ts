import type { Fetch } from './transport'
import type { Realtime } from './venueCalls'

/**
 * Laravel Echo over pusher-js for the venue's realtime endpoint (DESIGN §7), both loaded only here
 * and on demand: the order channel and the tab's channel share it. A private or presence channel
 * is authorised by POSTing `authFields` with the socket and channel to the venue's auth endpoint;
 * a presence channel's answer also carries its `channel_data`.
 */
export async function echoFor(input: { realtime: Realtime; baseUrl: string; fetch: Fetch; authFields: Record<string, string> }) {
  const { realtime } = input
  const [{ default: Echo }, { default: Pusher }] = await Promise.all([import('laravel-echo'), import('pusher-js')])
  const authUrl = new URL(realtime.authEndpoint, input.baseUrl).toString()
  const client = new Pusher(realtime.key, {
    cluster: realtime.cluster ?? 'mt1',
    wsHost: realtime.host ?? new URL(input.baseUrl).hostname,
    wsPort: realtime.port,
    wssPort: realtime.port,
    forceTLS: realtime.tls,
    enabledTransports: realtime.tls ? ['wss'] : ['ws'],
    disableStats: true,
    channelAuthorization: {
      endpoint: authUrl,
      transport: 'ajax',
      customHandler: ({ socketId, channelName }, callback) => {
        const body = JSON.stringify({ socket_id: socketId, channel_name: channelName, ...input.authFields })
        input
          .fetch(authUrl, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body })
          .then(async (response) => {
            const answer = JSON.parse(await response.text()) as { auth?: string; channel_data?: string; message?: string }
            if (response.status < 300 && typeof answer.auth === 'string') callback(null, { auth: answer.auth, ...(typeof answer.channel_data === 'string' ? { channel_data: answer.channel_data } : {}) })
            else callback(new Error(`${response.status} ${answer.message ?? ''}`), null)
          })
          .catch((error: Error) => callback(error, null))
      },
    },
  })
  const echo = new Echo({ broadcaster: 'pusher', client, key: realtime.key } as never)
  return { echo, client }
}

/** Waits until `channel` is subscribed; rejects when it is refused or not subscribed within `waitMs`. */
export function subscribedWithin(channel: { subscribed(callback: () => void): unknown; error(callback: (error: unknown) => void): unknown }, waitMs: number, what: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} was not subscribed within ${waitMs / 1000} s`)), waitMs)
    channel.subscribed(() => {
      clearTimeout(timer)
      resolve()
    })
    channel.error((error: unknown) => {
      clearTimeout(timer)
      reject(new Error(`${what} was refused: ${JSON.stringify(error)}`))
    })
  })
}
