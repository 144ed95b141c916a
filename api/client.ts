import * as t from 'io-ts'
import type { Coupon } from '../domain/coupon'
import type { ServerOrder } from '../domain/order'
import { slotKey, type GeneratedSlot } from '../domain/slots'
import { HttpCustomerApi } from './customerClient'
import type { GeocodeAnswer } from './geocode'
import * as contracts from './guestContracts'
import { toCents, toNullableCents } from './money'
import { orderRequestToWire, serverOrderFromWire, ServerOrderWireC } from './orderWire'
import type { ApiResult, PaymentResultAnswer, PreparedPayment, TableSessionAnswer, VenueApi } from './port'

export type { ClientOptions, Fetch } from './httpCall'

/**
 * The typed client of the venue API (SPEC §7), used by the PWA and the CLI: decodes every answer,
 * checks `code` 'ok', says 'Errore server' (or the server's own message) for anything else, sends
 * `Authorization: Bearer <token>` when logged in, and refuses offline without touching the network
 * (httpCall.ts). It also makes the customer calls (customerClient.ts), so one client serves both
 * ports of the command bus.
 */
export class HttpVenueApi extends HttpCustomerApi implements VenueApi {
  async submitOrder(input: Parameters<VenueApi['submitOrder']>[0]): Promise<ApiResult<ServerOrder>> {
    const path = input.method === 'PUT' ? `/api/v4/restaurants/{hash}/order/${input.serverOrderId}` : '/api/v4/restaurants/{hash}/order'
    const Answer = t.intersection([t.type({ order: ServerOrderWireC }), t.partial({ device_secret: t.string })])
    const answer = await this.call(input.method, path, Answer, orderRequestToWire(input.request), { 'Idempotency-Key': input.idempotencyKey })
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

  /** How far a delivery address is from the venue (the demo geocoder). */
  async geocode(address: string): Promise<GeocodeAnswer> {
    const answer = await this.request(contracts.geocode, { params: this.venueParams, query: { address } })
    if (!answer.ok) return { kind: 'failed' }
    return answer.value.data === null ? { kind: 'unknown' } : { kind: 'found', distanceKm: answer.value.data.distance_km }
  }

  async loadMyOrders(deviceId: string, customerId: number | null): Promise<ApiResult<ServerOrder[]>> {
    const query = customerId === null ? '' : `?customer_id=${customerId}`
    const answer = await this.call('GET', `/api/v3/restaurants/{hash}/orders/${encodeURIComponent(deviceId)}${query}`, t.type({ orders: t.array(ServerOrderWireC) }))
    return answer.ok ? { ok: true, value: answer.value.orders.map(serverOrderFromWire) } : answer
  }

  async verifyTableSession(tableId: number): Promise<ApiResult<TableSessionAnswer>> {
    const answer = await this.request(contracts.verifyTableSession, { params: { ...this.venueParams, table_id: tableId } })
    if (!answer.ok) return answer
    const data = answer.value.data
    return { ok: true, value: data && { covers: data.covers, cover_cost: toCents(data.cover_cost), covered_total_paid: toCents(data.covered_total_paid) } }
  }

  async setPaymentMethod(orderId: number, paymentMethod: string): Promise<ApiResult<ServerOrder>> {
    const answer = await this.call('PUT', `/api/v4/restaurants/{hash}/order/${orderId}/payment`, t.type({ order: ServerOrderWireC }), { payment_method: paymentMethod })
    return answer.ok ? { ok: true, value: serverOrderFromWire(answer.value.order) } : answer
  }

  async preparePayment(input: { orderIds: number[]; provider: string; queryString: string | null }): Promise<ApiResult<PreparedPayment>> {
    const Prepared = t.type({ data: t.type({ session_id: t.union([t.string, t.null]), client_secret: t.union([t.string, t.null]), checkout_url: t.union([t.string, t.null]) }) })
    const single = input.orderIds.length === 1
    const answer = single
      ? await this.call('POST', `/api/v4/restaurants/{hash}/order/${input.orderIds[0]}/prepare-payment`, Prepared, { payment: input.provider, query_string: input.queryString })
      : await this.call('POST', '/api/v4/restaurants/{hash}/orders/prepare-all-payments', Prepared, { payment: input.provider, ids: input.orderIds, query_string: input.queryString })
    if (!answer.ok) return answer
    const { session_id, client_secret, checkout_url } = answer.value.data
    return { ok: true, value: { sessionId: session_id, clientSecret: client_secret, checkoutUrl: checkout_url } }
  }

  async sendPaymentResult(input: { deviceID: string; orderId: number; result: Record<string, unknown> }): Promise<ApiResult<PaymentResultAnswer>> {
    const Answer = t.type({ orders: t.array(ServerOrderWireC), payment_result: t.union([t.number, t.null]), payment_method: t.union([t.string, t.null]) })
    const answer = await this.call('PUT', '/api/v8/restaurants/{hash}/order/payment-result', Answer, { deviceID: input.deviceID, result: input.result, order_id: input.orderId })
    return answer.ok ? { ok: true, value: { ...answer.value, orders: answer.value.orders.map(serverOrderFromWire) } } : answer
  }
}
