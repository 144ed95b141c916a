import type { Coupon } from '../domain/coupon'
import type { ServerOrder } from '../domain/order'
import { slotKey, type GeneratedSlot } from '../domain/slots'
import { HttpCustomerApi } from './customerClient'
import type { GeocodeAnswer } from './geocode'
import * as contracts from './guestContracts'
import * as customers from './customerContracts'
import { toCents, toNullableCents } from './money'
import * as orders from './orderContracts'
import { orderRequestToWire, serverOrderFromWire } from './orderWire'
import type { PaymentProviderName } from '../domain/wallets'
import type { ApiResult, PaymentReference, PaymentResultAnswer, PreparedPayment, TableSessionAnswer, VenueApi } from './port'

/**
 * The typed client of the venue API (SPEC §7), used by the PWA and the CLI: decodes every answer,
 * checks `code` 'ok', says 'Errore server' (or the server's own message) for anything else, sends
 * `Authorization: Bearer <token>` when logged in, and refuses offline without touching the network
 * (httpCall.ts). It also makes the customer calls (customerClient.ts), so one client serves both
 * ports of the command bus.
 */
export class HttpVenueApi extends HttpCustomerApi implements VenueApi {
  async submitOrder(input: Parameters<VenueApi['submitOrder']>[0]): Promise<ApiResult<ServerOrder>> {
    const body = orderRequestToWire(input.request)
    const headers = { 'Idempotency-Key': input.idempotencyKey }
    // OrderSubmitted's method is PUT exactly when it names the server's order (commands/order.ts).
    if (input.serverOrderId !== null) {
      const answer = await this.request(orders.updateOrder, { params: { ...this.venueParams, id: input.serverOrderId }, body, headers })
      return answer.ok ? { ok: true, value: serverOrderFromWire(answer.value.order) } : answer
    }
    const answer = await this.request(orders.createOrder, { params: this.venueParams, body, headers })
    if (!answer.ok) return answer
    // The device's first order: the server's secret is kept beside the device id, never in the log (DESIGN §3, §7).
    if (answer.value.device_secret) this.options.deviceSecret.save(answer.value.device_secret)
    return { ok: true, value: serverOrderFromWire(answer.value.order) }
  }

  async verifyCoupon(code: string): Promise<ApiResult<Coupon | null>> {
    const answer = await this.request(contracts.verifyCoupon, { params: this.venueParams, body: { code } })
    if (!answer.ok) return answer
    const item = answer.value.item
    return {
      ok: true,
      value: item && {
        ...item,
        value: item.type === 'total' ? toCents(item.value) : item.value,
        minimum_order: toNullableCents(item.minimum_order),
        used_count: Math.max(0, Math.trunc(item.used_count)),
      },
    }
  }

  /** Whether the venue has any coupon to enter. Unknown (offline, an error) counts as yes. */
  async couponExists(): Promise<boolean> {
    const answer = await this.request(contracts.couponExists, { params: this.venueParams })
    return !answer.ok || answer.value.data
  }

  async callWaiter(clientId: string): Promise<ApiResult<null>> {
    const answer = await this.request(contracts.callWaiter, { params: this.venueParams, body: { client_id: clientId } })
    return answer.ok ? { ok: true, value: null } : answer
  }

  /** SPEC §7 placesforslots: the keys (slotKey) of the slots that are full. An error or offline treats every slot as available. */
  async fullSlots(product: string, slots: readonly Pick<GeneratedSlot, 'timeslotID' | 'orderDate'>[]): Promise<Set<string>> {
    if (slots.length === 0) return new Set()
    const asked = slots.map((slot) => ({ timeslotID: slot.timeslotID, orderDate: slot.orderDate }))
    const answer = await this.request(contracts.placesForSlots, { params: this.venueParams, body: { params: { product, slots: asked } } })
    return new Set(answer.ok ? answer.value.data.filter((slot) => !slot.available).map(slotKey) : [])
  }

  /** The social logins the server takes; none when it cannot be asked. */
  async socialProviders(): Promise<string[]> {
    const answer = await this.request(customers.socialProviders, { params: this.venueParams })
    return answer.ok ? answer.value.providers : []
  }

  /** How far a delivery address is from the venue (the demo geocoder). */
  async geocode(address: string): Promise<GeocodeAnswer> {
    const answer = await this.request(contracts.geocode, { params: this.venueParams, query: { address } })
    if (!answer.ok) return { kind: 'failed' }
    return answer.value.data === null ? { kind: 'unknown' } : { kind: 'found', distanceKm: answer.value.data.distance_km }
  }

  async loadMyOrders(deviceId: string, customerId: number | null): Promise<ApiResult<ServerOrder[]>> {
    const query = customerId === null ? {} : { customer_id: customerId }
    const answer = await this.request(orders.myOrders, { params: { ...this.venueParams, device_id: deviceId }, query })
    return answer.ok ? { ok: true, value: answer.value.orders.map(serverOrderFromWire) } : answer
  }

  async verifyTableSession(tableId: number): Promise<ApiResult<TableSessionAnswer>> {
    const answer = await this.request(contracts.verifyTableSession, { params: { ...this.venueParams, table_id: tableId } })
    if (!answer.ok) return answer
    const data = answer.value.data
    return { ok: true, value: data && { covers: data.covers, cover_cost: toCents(data.cover_cost), covered_total_paid: toCents(data.covered_total_paid) } }
  }

  async setPaymentMethod(orderId: number, paymentMethod: string): Promise<ApiResult<ServerOrder>> {
    const answer = await this.request(orders.setPaymentMethod, { params: { ...this.venueParams, id: orderId }, body: { payment_method: paymentMethod } })
    return answer.ok ? { ok: true, value: serverOrderFromWire(answer.value.order) } : answer
  }

  async preparePayment(input: { orderIds: number[]; provider: PaymentProviderName; queryString: string | null }): Promise<ApiResult<PreparedPayment>> {
    const [single] = input.orderIds
    const answer =
      input.orderIds.length === 1 && single !== undefined
        ? await this.request(orders.preparePayment, { params: { ...this.venueParams, id: single }, body: { payment: input.provider, query_string: input.queryString } })
        : await this.request(orders.prepareAllPayments, { params: this.venueParams, body: { payment: input.provider, ids: input.orderIds, query_string: input.queryString } })
    if (!answer.ok) return answer
    const { session_id, client_secret, checkout_url } = answer.value.data
    return { ok: true, value: { sessionId: session_id, clientSecret: client_secret, checkoutUrl: checkout_url } }
  }

  async sendPaymentResult(input: { deviceID: string; orderId: number; result: PaymentReference }): Promise<ApiResult<PaymentResultAnswer>> {
    const answer = await this.request(orders.paymentResult, { params: this.venueParams, body: { deviceID: input.deviceID, result: input.result, order_id: input.orderId } })
    return answer.ok ? { ok: true, value: { ...answer.value, orders: answer.value.orders.map(serverOrderFromWire) } } : answer
  }
}
