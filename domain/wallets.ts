/**
 * The wallets a browser may offer through the Payment Request API (issue #16.4), by their payment
 * method identifiers. The app offers them, the payment provider (the simulator here) accepts what
 * they answer. Apple Pay is left out until the provider validates the merchant (Safari aborts a
 * sheet without `onmerchantvalidation`).
 */
export const WALLET_METHODS = ['https://google.com/pay'] as const
export type WalletMethod = (typeof WALLET_METHODS)[number]

export function isWalletMethod(value: string): value is WalletMethod {
  return (WALLET_METHODS as readonly string[]).includes(value)
}

/** The currency payments are taken in (the reference server's sessions are in euros). */
export const PAYMENT_CURRENCY = 'EUR'

/** SPEC §7 prepare-payment body `payment`: the providers a payment is prepared with. */
export const PAYMENT_PROVIDERS = ['stripe', 'satispay'] as const
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number]
