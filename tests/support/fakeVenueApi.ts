import type { ApiResult, LoginAnswer, PaymentReference, PaymentResultAnswer, PreparedPayment, TableSessionAnswer, VenueApi } from '../../api/port'
import type { Coupon } from '../../domain/coupon'
import type { OrderRequest, ServerOrder } from '../../domain/order'

type Mode = 'online' | 'offline' | 'drop-answer' | 'reject'

/**
 * A venue API in memory for bus tests: idempotent order creation on the key, coupons by code,
 * and switches for the faults the bus must survive (offline, an answer lost on the way back,
 * a refusal).
 */
export class FakeVenueApi implements VenueApi {
  mode: Mode = 'online'
  coupons = new Map<string, Coupon>()
  orders: ServerOrder[] = []
  requests: { key: string; method: string; request: OrderRequest }[] = []
  tableSessions = new Map<number, TableSessionAnswer>()
  private byKey = new Map<string, ServerOrder>()
  private nextId = 9001

  private fault<T>(): ApiResult<T> | null {
    if (this.mode === 'offline') return { ok: false, kind: 'offline', message: 'You are not online!' }
    if (this.mode === 'reject') return { ok: false, kind: 'rejected', message: 'Errore server', status: 422 }
    return null
  }

  async submitOrder(input: { method: 'POST' | 'PUT'; serverOrderId: number | null; request: OrderRequest; idempotencyKey: string }): Promise<ApiResult<ServerOrder>> {
    const fault = this.fault<ServerOrder>()
    if (fault) return fault
    this.requests.push({ key: input.idempotencyKey, method: input.method, request: input.request })
    let order = this.byKey.get(input.idempotencyKey)
    if (!order) {
      const id = input.method === 'PUT' && input.serverOrderId !== null ? input.serverOrderId : this.nextId++
      order = {
        id,
        restaurantorderid: id - 9000,
        status: 'pending',
        payment_method: input.request.payment === null || input.request.payment === 'later' ? 'LATER' : input.request.payment,
        payment_result: null,
        total_cost: input.request.order.total_cost,
        shipping_cost: input.request.order.shipping_cost,
        coupon_value: input.request.order.coupon_value,
        order_date: input.request.order.order_date,
        customer_id: input.request.customer?.customer_id ?? null,
      }
      this.byKey.set(input.idempotencyKey, order)
      this.orders = [...this.orders.filter((o) => o.id !== order!.id), order]
    }
    if (this.mode === 'drop-answer') return { ok: false, kind: 'network', message: null }
    return { ok: true, value: order }
  }

  async verifyCoupon(code: string): Promise<ApiResult<Coupon | null>> {
    return this.fault() ?? { ok: true, value: this.coupons.get(code) ?? null }
  }

  async callWaiter(): Promise<ApiResult<null>> {
    return this.fault() ?? { ok: true, value: null }
  }

  async loadMyOrders(): Promise<ApiResult<ServerOrder[]>> {
    return this.fault() ?? { ok: true, value: this.orders }
  }

  async verifyTableSession(tableId: number): Promise<ApiResult<TableSessionAnswer>> {
    return this.fault() ?? { ok: true, value: this.tableSessions.get(tableId) ?? null }
  }

  async setPaymentMethod(orderId: number, paymentMethod: string): Promise<ApiResult<ServerOrder>> {
    const fault = this.fault<ServerOrder>()
    if (fault) return fault
    const order = this.orders.find((o) => o.id === orderId)
    if (!order) return { ok: false, kind: 'rejected', message: 'Order not found!' }
    order.payment_method = paymentMethod
    return { ok: true, value: order }
  }

  async preparePayment(input: { orderIds: number[]; provider: string }): Promise<ApiResult<PreparedPayment>> {
    return this.fault() ?? { ok: true, value: { sessionId: `cs_${input.orderIds.join('_')}`, clientSecret: 'pi_secret_do_not_log', checkoutUrl: null } }
  }

  async sendPaymentResult(input: { orderId: number; result: PaymentReference }): Promise<ApiResult<PaymentResultAnswer>> {
    const fault = this.fault<PaymentResultAnswer>()
    if (fault) return fault
    // The fake provider approves the session named 'approved', has not settled one named 'pending', declines the others.
    const approved = input.result.session_id === 'approved'
    const pending = input.result.session_id === 'pending'
    const order = this.orders.find((o) => o.id === input.orderId)
    if (order && approved) {
      order.payment_result = 1
      order.payment_method = order.payment_method === 'LATER' ? 'stripe' : order.payment_method
    }
    return {
      ok: true,
      value: { orders: order ? [{ ...order }] : [], payment_result: approved ? 1 : pending ? null : 0, payment_method: approved ? (order?.payment_method ?? 'stripe') : null },
    }
  }

  async login(email: string, password: string): Promise<ApiResult<LoginAnswer>> {
    const fault = this.fault<LoginAnswer>()
    if (fault) return fault
    if (password !== 'secret') return { ok: false, kind: 'rejected', message: 'Credenziali non valide' }
    return { ok: true, value: { customer: { customer_id: 42, email, is_registered: true }, access_token: 'tok_should_not_be_logged' } }
  }

  async logout(): Promise<ApiResult<null>> {
    return this.fault() ?? { ok: true, value: null }
  }

  setOrderStatus(id: number, status: ServerOrder['status']): void {
    const order = this.orders.find((o) => o.id === id)
    if (order) order.status = status
  }
}
