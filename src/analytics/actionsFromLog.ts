import type { Envelope } from '../../events/envelope'
import type { GuestAction, OrderChannel } from './analyticsMapping'

const STRIPE_PAYMENTS = new Set(['stripe', 'stripe_connect'])

/**
 * Analytics from the event log (DESIGN §1): each appended event that is a guest action becomes
 * that action. An order counts when the venue accepts it (`order-simple`, or `order-stripe` when
 * the submission chose the card provider) or when it leaves by WhatsApp (`order-wa`); the
 * submission's payment is remembered by its order key, hence one mapper per venue session.
 * changeLang is reported by the language chooser (src/shell/chooseLanguage.ts), which records no event.
 */
export function logActionMapper(): (event: Envelope) => GuestAction[] {
  const paymentByOrderKey = new Map<string, string | null>()
  return (event) => {
    switch (event.type) {
      case 'LineAdded':
        return [{ name: 'orderAdd', label: event.data.line.item.name }]
      case 'SpecialMenuLineAdded':
        return [{ name: 'specialMenuAdd', label: event.data.line.name }]
      case 'SpecialMenuLineDecremented':
      case 'SpecialMenuLineRemoved':
        return [{ name: 'specialMenuRemove', label: null }]
      case 'WaiterCalled':
        return [{ name: 'callWaiter' }]
      case 'PaymentPrepared':
        return [{ name: 'payOrder', label: event.data.provider }]
      case 'OrderSubmitted':
        paymentByOrderKey.set(event.data.orderKey, event.data.request.payment)
        return []
      case 'OrderAccepted': {
        const payment = paymentByOrderKey.get(event.data.orderKey) ?? event.data.order.payment_method
        const channel: OrderChannel = payment !== null && STRIPE_PAYMENTS.has(payment) ? 'stripe' : 'simple'
        return [{ name: `order-${channel}` }]
      }
      case 'OrderSentViaWhatsApp':
        return [{ name: 'order-wa' }]
      default:
        return []
    }
  }
}
