import type { Agent } from 'node:https'
import Pusher from 'pusher'
import type { ServerConfig } from '../config'
import { orderChannelName } from './orderChannel'
import { tabAppendedPayload, type ServerEvents } from './publisher'
import { tabChannelName } from './tabChannel'

type RealtimeConfig = ServerConfig['realtime']

/**
 * Where the official library publishes (DESIGN §7): the configured host (soketi, Reverb, any
 * Pusher-compatible service), else Pusher Channels in the configured cluster, else the embedded
 * endpoint on this machine.
 */
export function pusherOptions(realtime: RealtimeConfig, timeoutMs = 5000): Pusher.Options {
  const base = { appId: realtime.appId, key: realtime.key, secret: realtime.secret, useTLS: realtime.useTls, timeout: timeoutMs }
  if (realtime.host) return { ...base, host: realtime.host, port: String(realtime.port) }
  if (realtime.cluster) return { ...base, cluster: realtime.cluster }
  return { ...base, host: '127.0.0.1', port: String(realtime.port) }
}

export type PublishFailureLog = (message: string, details: Record<string, unknown>) => void

const logToConsole: PublishFailureLog = (message, details) => console.warn(message, details)

/**
 * `OrderEvents` through the official `pusher` library: `OrderStateChange` with
 * `{orderid, restaurantorderid}` on `private-restaurant.{rid}.{deviceID}`. A guest's device
 * that misses it still sees the change on its next orders call, so a failure is logged, never
 * thrown at the order flow.
 */
export class PusherOrderEvents implements ServerEvents {
  private readonly pusher: Pusher

  constructor(
    realtime: RealtimeConfig,
    private readonly logFailure: PublishFailureLog = logToConsole,
    /** For the embedded endpoint over TLS: an agent that trusts its own certificate on loopback. */
    agent?: Agent,
  ) {
    this.pusher = new Pusher({ ...pusherOptions(realtime), ...(agent ? { agent } : {}) })
  }

  async orderStateChanged(input: { rid: number; deviceId: string; orderid: number; restaurantorderid: number; status: string }): Promise<void> {
    const channel = orderChannelName(input.rid, input.deviceId)
    try {
      await this.pusher.trigger(channel, 'OrderStateChange', { orderid: input.orderid, restaurantorderid: input.restaurantorderid })
    } catch (error) {
      this.logFailure('realtime: OrderStateChange was not published', { channel, orderid: input.orderid, error: describe(error) })
    }
  }

  /** DESIGN §7a: the new head on the tab's presence channel; a phone that misses it pulls on its next visit or reconnect. */
  async tabAppended(input: { tabId: string; seq: number; roundsMoved?: boolean }): Promise<void> {
    const channel = tabChannelName(input.tabId)
    try {
      await this.pusher.trigger(channel, 'TabAppended', tabAppendedPayload(input))
    } catch (error) {
      this.logFailure('realtime: TabAppended was not published', { channel, seq: input.seq, error: describe(error) })
    }
  }
}

function describe(error: unknown): string {
  if (typeof error !== 'object' || error === null) return String(error)
  const { message, status, body } = error as { message?: string; status?: number; body?: string }
  return [message, status, body].filter((part) => part !== undefined && part !== '').join(' ')
}
