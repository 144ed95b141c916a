import type { CheckoutDetails } from '../domain/order'
import type { Envelope } from '../events/envelope'
import { handling } from './handling'

/**
 * Checkout status. SPEC §4 Cart: any cart change resets it to 'editing' (the entered details
 * stay, to prefill the form again).
 */
export type CheckoutStatus = 'editing' | 'ready' | 'submitting' | 'awaiting-payment' | 'sent' | 'paid' | 'failed'

export type CheckoutView = { status: CheckoutStatus; details: CheckoutDetails | null; failure: string | null }

export const initial: CheckoutView = { status: 'editing', details: null, failure: null }

const cartChanges = handling(
  'LineAdded',
  'LineDecremented',
  'LineRemoved',
  'LineEdited',
  'SpecialMenuLineAdded',
  'SpecialMenuLineUpdated',
  'SpecialMenuLineDecremented',
  'SpecialMenuLineRemoved',
  'CouponApplied',
  'CouponRemoved',
  'CoversSet',
)
const checkoutSteps = handling('CartCleared', 'CheckoutDetailsEntered', 'OrderSubmitted', 'OrderAccepted', 'OrderSentViaWhatsApp', 'OrderSubmissionFailed', 'PaymentResultReceived')
export const handled = { types: [...cartChanges.types, ...checkoutSteps.types] }

export function evolve(state: CheckoutView, event: Envelope): CheckoutView {
  if (cartChanges.has(event)) return state.status === 'editing' && state.failure === null ? state : { ...state, status: 'editing', failure: null }
  if (!checkoutSteps.has(event)) return state
  switch (event.type) {
    case 'CartCleared':
      return event.data.reason === 'order-sent' ? state : { ...state, status: 'editing', failure: null }
    case 'CheckoutDetailsEntered':
      return { status: 'ready', details: event.data.details, failure: null }
    case 'OrderSubmitted':
      return { ...state, status: 'submitting', failure: null }
    case 'OrderAccepted':
      return { ...state, status: event.data.awaitingPayment ? 'awaiting-payment' : 'sent', failure: null }
    case 'OrderSentViaWhatsApp':
      return { ...state, status: 'sent', failure: null }
    case 'OrderSubmissionFailed':
      return event.data.definitive ? { ...state, status: 'failed', failure: event.data.message } : state
    case 'PaymentResultReceived':
      return event.data.success ? { ...state, status: 'paid', failure: null } : state
  }
}
