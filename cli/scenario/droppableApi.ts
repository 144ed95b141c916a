import type { ApiResult, VenueApi } from '../../api/port'

/**
 * The venue API with a fault to inject (`dropNextResponse: true`): the next call reaches the
 * server and is answered there, but its answer is lost on the way back, as on a dropped
 * connection. What the bus then sees is a network failure, so it keeps the submission pending
 * and resends it with the same Idempotency-Key (DESIGN §4).
 */
export class DroppableVenueApi implements VenueApi {
  private dropNext = false

  constructor(private readonly inner: VenueApi) {}

  dropNextResponse(): void {
    this.dropNext = true
  }

  private async pass<T>(call: Promise<ApiResult<T>>): Promise<ApiResult<T>> {
    const answer = await call
    if (!this.dropNext) return answer
    this.dropNext = false
    return { ok: false, kind: 'network', message: null }
  }

  submitOrder(input: Parameters<VenueApi['submitOrder']>[0]) {
    return this.pass(this.inner.submitOrder(input))
  }
  verifyCoupon(code: string) {
    return this.pass(this.inner.verifyCoupon(code))
  }
  callWaiter(clientId: string) {
    return this.pass(this.inner.callWaiter(clientId))
  }
  loadMyOrders(deviceId: string, customerId: number | null) {
    return this.pass(this.inner.loadMyOrders(deviceId, customerId))
  }
  verifyTableSession(tableId: number) {
    return this.pass(this.inner.verifyTableSession(tableId))
  }
  setPaymentMethod(orderId: number, paymentMethod: string) {
    return this.pass(this.inner.setPaymentMethod(orderId, paymentMethod))
  }
  preparePayment(input: Parameters<VenueApi['preparePayment']>[0]) {
    return this.pass(this.inner.preparePayment(input))
  }
  sendPaymentResult(input: Parameters<VenueApi['sendPaymentResult']>[0]) {
    return this.pass(this.inner.sendPaymentResult(input))
  }
  login(email: string, password: string) {
    return this.pass(this.inner.login(email, password))
  }
  logout(token: string) {
    return this.pass(this.inner.logout(token))
  }
}
