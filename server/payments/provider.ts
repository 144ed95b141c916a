import type { PaymentProviderName, WalletMethod } from '../../domain/wallets'
import type { Cents } from '../../domain/money'

/**
 * The payment-provider adapter (DESIGN §7): the one boundary a real provider (Stripe, Satispay)
 * plugs into. The routes never see a provider's own API; the simulator implements this out of
 * the box. Amounts are whole cents.
 */


export type SessionStatus = 'pending' | 'approved' | 'declined' | 'canceled'

export type CreateSessionInput = {
  orderIds: number[]
  amount: Cents
  /** ISO 4217, e.g. 'EUR'. */
  currency: string
  provider: PaymentProviderName
  /** The app page the payer comes back to; the provider adds `session_id` and `order_id`. */
  returnUrl: string
  /** The app's query string to keep on the way back (SPEC §7 query_string), or null. */
  queryString: string | null
  /** What the payer is shown (the venue's name). */
  description: string
  /**
   * While a session made with this key can still be paid, creating again gives that session back
   * (a provider's idempotency key): preparing twice never opens two payments for the same orders.
   */
  idempotencyKey: string
}

/** `clientSecret` is for the in-app card flow only (null where the provider has none); `checkoutUrl` is the hosted page. */
export type CreatedSession = { sessionId: string; clientSecret: string | null; checkoutUrl: string | null }

export type PaymentSession = {
  id: string
  provider: PaymentProviderName
  status: SessionStatus
  orderIds: number[]
  amount: Cents
  currency: string
}

export type CardDetails = { clientSecret: string; cardNumber: string; expMonth: number; expYear: number; cvc: string }

export type CardOutcome = { sessionId: string; status: 'approved' | 'declined' }

/** What a browser wallet answered through the Payment Request API (issue #16.4): its method and its details (the token). */
export type WalletDetails = { clientSecret: string; method: WalletMethod; details: unknown }

export interface PaymentProvider {
  createSession(input: CreateSessionInput): Promise<CreatedSession>
  /** The provider's own record of a session, or null when it knows no such session. */
  getSession(id: string): Promise<PaymentSession | null>
  /** The payer gave up (issue #18: a share left on the provider's page): the session is canceled unless it was paid meanwhile; as it now stands. */
  cancelSession(id: string): Promise<PaymentSession | null>
  /** The session a client secret belongs to (the app may report only the secret), or null. */
  sessionIdOf(clientSecret: string): Promise<string | null>
  /** The in-app card flow. A card the provider cannot take at all (bad number, expired) throws an HttpProblem (422). */
  confirmCard(input: CardDetails): Promise<CardOutcome>
  /** The in-app wallet flow: the wallet's answer for the session of the client secret. */
  confirmWallet(input: WalletDetails): Promise<CardOutcome>
}
