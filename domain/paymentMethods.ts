/** Payment methods and what a guest may choose (SPEC §1, §3 Payment method, §7, §9). */

/** SPEC §1, §9: the venue's payment-method constant. */
export const PAY_LATER = 0
export const PAY_NOW = 1
export const PAY_LATER_AND_NOW = 2

export type PaymentMethodConstant = typeof PAY_LATER | typeof PAY_NOW | typeof PAY_LATER_AND_NOW

export type PaymentMethodKind = 'cash' | 'paypal' | 'satispay' | 'stripe' | 'stripe_connect'

/**
 * SPEC §3 Payment method: names containing cash, paypal or satispay; exact names stripe and
 * stripe_connect. Choice: matching ignores case and surrounding spaces; "exact" keeps
 * 'stripe_checkout' or 'my stripe' out, so only those two names are card providers.
 */
export function paymentMethodKind(name: string): PaymentMethodKind | null {
  const normalised = name.trim().toLowerCase()
  if (normalised === 'stripe' || normalised === 'stripe_connect') return normalised
  for (const kind of ['cash', 'paypal', 'satispay'] as const) {
    if (normalised.includes(kind)) return kind
  }
  return null
}

export type PaymentMethod = { name: string; enabled: boolean }

/**
 * What the guest can pick: pay later, pay now by card (the prepare-payment body 'stripe'),
 * or pay now with the mobile app (the prepare-payment body 'satispay'), SPEC §7.
 */
export type PaymentChoice = 'later' | 'stripe' | 'satispay'

/**
 * The payment choices a guest sees, from the venue's constant and its enabled methods.
 *
 * Choices: an unknown constant counts as pay later (0), the first constant. Paying now is
 * possible only through a method the payment calls can prepare (SPEC §7: 'stripe' or
 * 'satispay'): stripe and stripe_connect both give the card choice; cash is settled at the
 * venue and paypal has no payment call, so neither adds a pay-now choice. A pay-now-only
 * venue without such a method gives an empty list: the venue asked for payment up front, so
 * the guest is not offered to pay later behind its back.
 */
export function guestPaymentChoices(constant: number | null | undefined, methods: readonly PaymentMethod[]): PaymentChoice[] {
  const normalised = constant === PAY_NOW || constant === PAY_LATER_AND_NOW ? constant : PAY_LATER
  const choices: PaymentChoice[] = []
  if (normalised !== PAY_NOW) choices.push('later')
  if (normalised === PAY_LATER) return choices
  const kinds = methods.filter((method) => method.enabled).map((method) => paymentMethodKind(method.name))
  if (kinds.includes('stripe') || kinds.includes('stripe_connect')) choices.push('stripe')
  if (kinds.includes('satispay')) choices.push('satispay')
  return choices
}

/**
 * The guest's choice an order's or a payment's method names (SPEC §3 Payment method, §7): none or
 * LATER (any case) is paying later, the card providers are the card, satispay the mobile app. Cash
 * and PayPal are no choice a guest makes in the app (they have no payment call), nor is an unknown name.
 */
export function paymentChoiceOf(name: string | null): PaymentChoice | null {
  if (name === null || name.trim().toUpperCase() === 'LATER') return 'later'
  const kind = paymentMethodKind(name)
  return kind === 'stripe' || kind === 'stripe_connect' ? 'stripe' : kind === 'satispay' ? 'satispay' : null
}

export type PaymentMethodName = 'later' | 'card' | 'satispay' | 'paypal' | 'cash'

/**
 * The name a guest reads for an order's payment method (issue #16.6: not "LATER"): the server's
 * 'LATER', the card providers, the mobile app, PayPal and cash; null for one the app does not know.
 */
export function paymentMethodName(method: string | null): PaymentMethodName | null {
  if (method === null) return null
  if (method.trim().toUpperCase() === 'LATER') return 'later'
  const kind = paymentMethodKind(method)
  return kind === 'stripe' || kind === 'stripe_connect' ? 'card' : kind
}
