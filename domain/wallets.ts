/**
 * The wallets a browser may offer through the Payment Request API (issue #16.4): Google Pay and
 * Apple Pay, by their payment method identifiers. The app offers them, the payment provider (the
 * simulator here) accepts what they answer.
 */
export const WALLET_METHODS = ['https://google.com/pay', 'https://apple.com/apple-pay'] as const
export type WalletMethod = (typeof WALLET_METHODS)[number]

export function isWalletMethod(value: string): value is WalletMethod {
  return (WALLET_METHODS as readonly string[]).includes(value)
}

/** The ISO 4217 code a wallet's sheet needs, from the venue's currency symbol (SPEC §3: a symbol, € by default). */
export function currencyCodeOf(symbol: string | null | undefined): string {
  const codes: Record<string, string> = { '€': 'EUR', $: 'USD', '£': 'GBP', CHF: 'CHF', Fr: 'CHF' }
  const trimmed = (symbol ?? '€').trim()
  return codes[trimmed] ?? (/^[A-Z]{3}$/.test(trimmed) ? trimmed : 'EUR')
}
