/**
 * The Pusher Channels protocol v7 messages the embedded endpoint reads and writes
 * (https://pusher.com/docs/channels/library_auth_reference/pusher-websockets-protocol/).
 */

export const SUPPORTED_PROTOCOLS = [5, 6, 7]

/** Error codes of the protocol: 4000–4099 the client must not reconnect, 4200–4299 reconnect now. */
export const CloseCode = {
  appDoesNotExist: 4001,
  unsupportedProtocol: 4007,
  overCapacity: 4100,
  idle: 4201,
  serverClosing: 4200,
} as const

const CHANNEL_NAME = /^[A-Za-z0-9_\-=@,.;]{1,164}$/

export function isValidChannelName(name: unknown): name is string {
  return typeof name === 'string' && CHANNEL_NAME.test(name)
}

export type ClientMessage =
  | { event: 'pusher:ping' }
  | { event: 'pusher:pong' }
  | { event: 'pusher:subscribe'; channel: string; auth: unknown; channelData: unknown }
  | { event: 'pusher:unsubscribe'; channel: string }
  | { event: 'client'; name: string }

/** What a text frame asks for, or the reason it cannot be understood (never throws). */
export function parseClientMessage(text: string): ClientMessage | { error: string } {
  let message: unknown
  try {
    message = JSON.parse(text)
  } catch {
    return { error: 'The message is not JSON' }
  }
  if (typeof message !== 'object' || message === null || Array.isArray(message)) return { error: 'The message must be a JSON object' }
  const { event } = message as { event?: unknown }
  if (typeof event !== 'string') return { error: 'The message has no event name' }
  const data = dataObject((message as { data?: unknown }).data)
  switch (event) {
    case 'pusher:ping':
    case 'pusher:pong':
      return { event }
    case 'pusher:subscribe':
    case 'pusher:unsubscribe': {
      const channel = data?.channel
      if (!isValidChannelName(channel)) return { error: `${event}: data.channel must be a valid channel name` }
      return event === 'pusher:subscribe' ? { event, channel, auth: data?.auth, channelData: data?.channel_data } : { event, channel }
    }
    default:
      if (event.startsWith('client-')) return { event: 'client', name: event }
      return { error: `Unknown event ${JSON.stringify(event.slice(0, 64))}` }
  }
}

/** The protocol allows `data` as an object or as a JSON-encoded object. */
function dataObject(data: unknown): Record<string, unknown> | null {
  if (typeof data === 'string') {
    try {
      return dataObject(JSON.parse(data))
    } catch {
      return null
    }
  }
  return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : null
}

export const serverMessage = {
  connectionEstablished: (socketId: string, activityTimeoutSeconds: number) =>
    JSON.stringify({ event: 'pusher:connection_established', data: JSON.stringify({ socket_id: socketId, activity_timeout: activityTimeoutSeconds }) }),
  error: (message: string, code: number | null = null) => JSON.stringify({ event: 'pusher:error', data: { message, code } }),
  pong: () => JSON.stringify({ event: 'pusher:pong', data: {} }),
  subscriptionSucceeded: (channel: string) => JSON.stringify({ event: 'pusher_internal:subscription_succeeded', channel, data: '{}' }),
  /** A presence channel's members as the protocol gives them to a new subscriber: ids, info by id, count. */
  presenceSucceeded: (channel: string, members: ReadonlyMap<string, unknown>) =>
    JSON.stringify({ event: 'pusher_internal:subscription_succeeded', channel, data: JSON.stringify({ presence: { ids: [...members.keys()], hash: Object.fromEntries(members), count: members.size } }) }),
  memberAdded: (channel: string, userId: string, userInfo: unknown) => JSON.stringify({ event: 'pusher_internal:member_added', channel, data: JSON.stringify({ user_id: userId, user_info: userInfo }) }),
  memberRemoved: (channel: string, userId: string) => JSON.stringify({ event: 'pusher_internal:member_removed', channel, data: JSON.stringify({ user_id: userId }) }),
  subscriptionError: (channel: string, error: string, status: number) =>
    JSON.stringify({ event: 'pusher:subscription_error', channel, data: { type: 'AuthError', error, status } }),
  event: (channel: string, event: string, data: string) => JSON.stringify({ event, channel, data }),
}
