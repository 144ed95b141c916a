import { MESSAGES } from '../domain/messages'
import { isOwnKey } from '../domain/ownKey'
import { guestError, info, type Notice } from '../domain/notice'
import type { Envelope } from '../events/envelope'
import { handling } from './handling'
import type { Views } from './views'

/**
 * What the guest is told when an event is recorded (red errors, blue infos; SPEC §4, §8).
 * Derived from the log, so a replay shows support the very snackbars the guest saw.
 */
export const handled = handling('CouponRejected', 'OrderSubmissionFailed', 'OrderStateChanged', 'MyOrdersLoaded', 'PaymentPreparationFailed', 'TabEventsDropped')

export function noticesOf(event: Envelope, before: Views): Notice[] {
  if (!handled.has(event)) return []
  switch (event.type) {
    case 'CouponRejected':
      return [guestError(event.data.reason)]
    case 'OrderSubmissionFailed': {
      // a venue rule the server named is told in its own words (issue #12); any other refusal as SPEC §8 says
      const rule = event.data.rule
      if (!event.data.definitive) return [info('order.queuedOffline')]
      return [rule && isOwnKey(MESSAGES, rule.key) ? guestError(rule.key, rule.params) : guestError('order.saveFailed')]
    }
    case 'OrderStateChanged':
      return [info('order.stateChanged', { n: event.data.restaurantorderid ?? event.data.orderid })]
    case 'MyOrdersLoaded':
      return before.myOrders.hash !== null && before.myOrders.hash !== event.data.hash ? [info('myOrders.updated')] : []
    case 'PaymentPreparationFailed':
      return [guestError('payment.prepareFailed')]
    case 'TabEventsDropped':
      // issue #18: what the tab refused of this phone's lines, once, in the rule's own words
      return [...new Set(event.data.dropped.map((drop) => drop.key))].map((key) => (isOwnKey(MESSAGES, key) ? guestError(key, event.data.dropped.find((drop) => drop.key === key)!.params) : guestError('tab.changed')))
  }
}
