import type { ServerOrder } from './order'
import { isWithdrawn } from './orderStatus'
import { paymentChoiceOf } from './paymentMethods'

/** SPEC §3 Payment method: later = 0. The API names it 'LATER' (any case) or sends the constant. */
export function isPayLater(paymentMethod: string | null): boolean {
  return paymentMethod !== null && (paymentMethod.toLowerCase() === 'later' || paymentMethod === '0')
}

/** SPEC §4 Payment result: unpaid = paid with LATER, payment_result not 1, not canceled or rejected. */
export function isUnpaid(order: ServerOrder): boolean {
  return isPayLater(order.payment_method) && order.payment_result !== 1 && !isWithdrawn(order.status)
}

/**
 * An order the guest chose to pay now, by card or the mobile app, whose payment never succeeded
 * (declined, given up, still under way) and that the venue still holds: not "unpaid" in SPEC §4's
 * sense (that is paying later), but no paid order either, and the guest is told so.
 */
export function isPayNowNotCompleted(order: ServerOrder): boolean {
  const choice = paymentChoiceOf(order.payment_method)
  return (choice === 'stripe' || choice === 'satispay') && !isPaymentSuccess(order) && !isWithdrawn(order.status)
}

/** SPEC §4 Payment result: success when both payment_result and payment_method are present. */
export function isPaymentSuccess(result: { payment_result: number | null; payment_method: string | null }): boolean {
  return result.payment_result !== null && result.payment_result !== 0 && result.payment_method !== null && result.payment_method !== ''
}
