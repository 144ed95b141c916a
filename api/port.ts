import type { Coupon } from '../domain/coupon'
import type { OrderRequest, ServerOrder } from '../domain/order'
import type { PaymentProviderName } from '../domain/wallets'
import type { LoginAnswer } from './customerPort'

/**
 * The venue API as the command bus sees it (DESIGN §4 ports). Money in cents: the HTTP client
 * in `api/` converts to and from the API's decimals. `kind` tells the bus how final a failure is:
 * 'offline' and 'network' mean no answer came (retry later); 'rejected' is the server's answer.
 */
/** `rule`: the venue rule the server named when it refused (domain/orderChecks), for the app to say in the guest's language. */
export type ApiFailure = {
  ok: false
  kind: 'offline' | 'network' | 'rejected'
  message: string | null
  status?: number
  rule?: { key: string; params: Record<string, string | number> }
  /** The refusal's other fields, as the server sent them (a tab's head on a 409, the event it refused). */
  details?: Record<string, unknown>
}
export type ApiResult<T> = { ok: true; value: T } | ApiFailure

/** What the payment provider gives back; `clientSecret` never enters the log (DESIGN §3). */
export type PreparedPayment = { sessionId: string | null; clientSecret: string | null; checkoutUrl: string | null }

/** How the app names the payment it was sent back from: the provider's session, or the client secret of the in-app card flow. */
export type PaymentReference = { session_id?: string | null; client_secret?: string | null }

export type PaymentResultAnswer = { orders: ServerOrder[]; payment_result: number | null; payment_method: string | null }

export type TableSessionAnswer = { covers: number; cover_cost: number; covered_total_paid: number } | null

export type { LoginAnswer } from './customerPort'

/** The venue calls of SPEC §7; the rest of the customer calls are in customerPort.ts. */
export interface VenueApi {
  submitOrder(input: { method: 'POST' | 'PUT'; serverOrderId: number | null; request: OrderRequest; idempotencyKey: string }): Promise<ApiResult<ServerOrder>>
  verifyCoupon(code: string): Promise<ApiResult<Coupon | null>>
  callWaiter(clientId: string): Promise<ApiResult<null>>
  loadMyOrders(deviceId: string, customerId: number | null): Promise<ApiResult<ServerOrder[]>>
  verifyTableSession(tableId: number): Promise<ApiResult<TableSessionAnswer>>
  setPaymentMethod(orderId: number, paymentMethod: string): Promise<ApiResult<ServerOrder>>
  preparePayment(input: { orderIds: number[]; provider: PaymentProviderName; queryString: string | null }): Promise<ApiResult<PreparedPayment>>
  sendPaymentResult(input: { deviceID: string; orderId: number; result: PaymentReference }): Promise<ApiResult<PaymentResultAnswer>>
  login(email: string, password: string): Promise<ApiResult<LoginAnswer>>
  logout(token: string): Promise<ApiResult<null>>
}
