import { isValidChannelName } from './pusherProtocol'

/** One event to deliver, as the HTTP API's `/events` and `/batch_events` bodies describe it. */
export type OutgoingEvent = { channels: string[]; name: string; data: string; exceptSocketId?: string }

export const EVENT_LIMITS = { maxChannelsPerEvent: 100, maxBatch: 10, maxNameLength: 200, maxDataBytes: 10 * 1024 }

export class EventBodyProblem extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message)
  }
}

/** The events a `POST /apps/{id}/events` or `/batch_events` body asks for; throws EventBodyProblem. */
export function eventsFromBody(kind: 'events' | 'batch_events', body: unknown): OutgoingEvent[] {
  if (!isObject(body)) throw new EventBodyProblem(400, 'The body must be a JSON object')
  if (kind === 'events') {
    const channels = Array.isArray(body.channels) ? body.channels : body.channel === undefined ? undefined : [body.channel]
    return [outgoingEvent({ ...body, channels })]
  }
  if (!Array.isArray(body.batch) || body.batch.length === 0) throw new EventBodyProblem(400, 'batch must be a non-empty array')
  if (body.batch.length > EVENT_LIMITS.maxBatch) throw new EventBodyProblem(400, `batch holds at most ${EVENT_LIMITS.maxBatch} events`)
  return body.batch.map((entry: unknown) => {
    if (!isObject(entry)) throw new EventBodyProblem(400, 'Each batch entry must be an object')
    return outgoingEvent({ ...entry, channels: [entry.channel] })
  })
}

function outgoingEvent(body: Record<string, unknown>): OutgoingEvent {
  const { name, data, channels, socket_id } = body
  if (typeof name !== 'string' || name.length === 0 || name.length > EVENT_LIMITS.maxNameLength) {
    throw new EventBodyProblem(400, `name must be a string of 1 to ${EVENT_LIMITS.maxNameLength} characters`)
  }
  if (typeof data !== 'string') throw new EventBodyProblem(400, 'data must be a string')
  if (Buffer.byteLength(data, 'utf8') > EVENT_LIMITS.maxDataBytes) throw new EventBodyProblem(413, `data is larger than ${EVENT_LIMITS.maxDataBytes} bytes`)
  if (!Array.isArray(channels) || channels.length === 0 || channels.length > EVENT_LIMITS.maxChannelsPerEvent) {
    throw new EventBodyProblem(400, `channels must list 1 to ${EVENT_LIMITS.maxChannelsPerEvent} channels`)
  }
  if (!channels.every(isValidChannelName)) throw new EventBodyProblem(400, 'channels must be valid channel names')
  if (socket_id !== undefined && typeof socket_id !== 'string') throw new EventBodyProblem(400, 'socket_id must be a string')
  return { channels, name, data, ...(socket_id === undefined ? {} : { exceptSocketId: socket_id }) }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
