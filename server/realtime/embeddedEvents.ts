import { orderChannelName } from './orderChannel'
import { tabAppendedPayload, type ServerEvents } from './publisher'
import type { PusherServer } from './pusherServer'
import { tabChannelName } from './tabChannel'

/**
 * What the server publishes, handed straight to the embedded endpoint in the same process: the
 * same events on the same channels as through the Pusher HTTP API (server/realtime/pusherPublisher.ts,
 * still used for an outside service), without a signed HTTP request per event (issue #18 bench).
 */
export class EmbeddedEvents implements ServerEvents {
  constructor(private readonly endpoint: Pick<PusherServer, 'publish'>) {}

  async orderStateChanged(input: { rid: number; deviceId: string; orderid: number; restaurantorderid: number }): Promise<void> {
    this.endpoint.publish(orderChannelName(input.rid, input.deviceId), 'OrderStateChange', { orderid: input.orderid, restaurantorderid: input.restaurantorderid })
  }

  async tabAppended(input: { tabId: string; seq: number; roundsMoved?: boolean }): Promise<void> {
    this.endpoint.publish(tabChannelName(input.tabId), 'TabAppended', tabAppendedPayload(input))
  }
}
