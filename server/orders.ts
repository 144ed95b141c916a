import type { Kysely, Transaction } from 'kysely'
import type { Coupon } from '../domain/coupon'
import { formatMoney } from '../domain/display'
import { MESSAGES, type MessageKey } from '../domain/messages'
import type { Cents } from '../domain/money'
import type { OrderRequest, ServerOrder } from '../domain/order'
import { isFinalStatus, isOrderStatus, type OrderStatus } from '../domain/orderStatus'
import { ownsOrder, provenCustomer, type Caller } from './caller'
import type { Database } from './db/schema'
import { deviceSecretForNewOrder, deviceSecretForRepeat } from './devices'
import { couponOf, countCouponUse, redeemCoupon } from './orderCoupons'
import { ordersInSlot, requestHash, toServerOrder } from './orderRecords'
import { chargeCovers, chargedCoverOf, coversChargedIn, openTableSession, releaseCovers, type ChargedCover, type TableSession } from './tableCovers'
import { HttpProblem, RuleRefusal } from './http'
import { purchaseModeOf } from '../domain/checkoutForm'
import { defaultText } from '../domain/notice'
import { orderFactsOf, orderRefusal, refusalNotice, type OrderRefusal, type OrderVenueRules } from '../domain/orderChecks'
import { orderingActive } from '../domain/orderingActive'
import type { GeneratedSlot } from '../domain/slots'
import type { PurchaseMode } from '../domain/venueOptions'
import { quote, type Quote } from '../domain/quote'
import { orderLines, PricingError, pricingRefusal, type OrderLines, type PricingMenu } from './pricing'
import { lockSlot, lockTables } from './advisoryLocks'

/** What ordering needs to know of a venue. */
export type OrderVenue = {
  hash: string
  rid: number
  menu: PricingMenu
  /** The rules the app checks before sending, checked again here (domain/orderChecks, issue #12). */
  rules: OrderVenueRules
  currency: string
  /** The slots the mode offers at `now` (SPEC §5 Slots); null where any slot is taken. */
  offeredSlots(mode: PurchaseMode, now: number): readonly GeneratedSlot[] | null
  /** km from the venue to a delivery address, by the venue's geocoder; null when it cannot locate it. */
  distanceKm(address: string | null): number | null
  slotCapacity(timeslotID: number): number | null
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string }
  return e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(e.message ?? '')
}

type PricedOrder = OrderLines & { quote: Quote }

/** The order's quote (domain/quote) from the server's own menu, rules and table session: what the order charges. */
function priceOrder(venue: OrderVenue, request: OrderRequest, coupon: Coupon | null, session: TableSession | null): PricedOrder {
  let read: OrderLines
  try {
    read = orderLines(venue.menu, request)
  } catch (error) {
    if (error instanceof PricingError) throw pricingRefusal(error)
    throw error
  }
  const mode = purchaseModeOf(request.order)
  const { rules } = venue
  const priced = quote({
    venue: { ordering: rules.ordering, deliveryRadii: rules.deliveryRadii },
    lines: read.lines,
    specialLines: read.specialLines,
    coupon,
    covers: { count: request.order.covers_number ?? 0, unitPrice: rules.coverPrice ?? 0 },
    mode,
    delivery: { distanceKm: mode === 'delivery' && rules.ordering.venueType === 1 ? venue.distanceKm(request.user.address) : null },
    coversChargedInSession: coversChargedIn(session),
  })
  return { ...read, quote: priced }
}

/**
 * The server charges its own quote; a body that shows the guest another price is refused, naming
 * the first part that differs (issue #13), rather than charging an amount the guest never saw.
 */
function checkShownPrice(request: OrderRequest, priced: Quote, currency: string): void {
  const shown = request.order
  const parts: [MessageKey, Cents, Cents][] = [
    ['price.itemsChanged', shown.rows.reduce((sum, row) => sum + row.cost, 0), priced.subtotal],
    ['price.discountChanged', shown.coupon_value, priced.discount],
    ['price.coverChanged', shown.cover_cost, priced.cover],
    ['price.deliveryChanged', shown.shipping_cost, priced.delivery],
    ['price.totalChanged', shown.total_cost, priced.total],
  ]
  const differs = parts.find(([, guest, server]) => guest !== server)
  if (!differs) return
  const [key, guest, server] = differs
  const notice = { key, params: { shown: formatMoney(guest, { symbol: currency }), charged: formatMoney(server, { symbol: currency }) } }
  throw new RuleRefusal(notice, defaultText(notice))
}

/** The body an order keeps: the request with the server's rows, and the covers it charged in which session. */
function storedBody(venue: OrderVenue, request: OrderRequest, priced: PricedOrder, session: TableSession | null, now: number): string {
  const charged: ChargedCover | null = session && priced.quote.cover > 0 ? { amount: priced.quote.cover, table_id: session.table_id, opened_at: session.opened_at } : null
  const order = { ...request.order, time_slot_requested: slotTextAsOffered(venue, request, now), rows: priced.rows, cover_cost: priced.quote.cover }
  return JSON.stringify({ ...request, order, ...(charged ? { charged_cover: charged } : {}) })
}

/**
 * The order's time as the venue offers the slot it names ('12:00 - 12:15'), not as the client wrote
 * it: the staff and the guest's confirmation read this text, and the slot was checked by its id
 * (`checkOrderRules`). No slot, no time; a mode the venue cuts no slots for keeps the client's.
 */
function slotTextAsOffered(venue: OrderVenue, request: OrderRequest, now: number): string | null {
  const { time_slot_requested_id: id, order_date: date, time_slot_requested: written } = request.order
  if (id === null) return null
  const mode = purchaseModeOf(request.order)
  const offered = mode === null ? null : venue.offeredSlots(mode, now)
  if (offered === null) return written
  return offered.find((slot) => slot.timeslotID === id && slot.orderDate === date)?.time_to_save ?? written
}

/** Every rule the app checks before sending (issue #12.6-13), refused with the words the app shows. */
function checkOrderRules(venue: OrderVenue, request: OrderRequest, priced: Quote, session: TableSession | null, now: number, paidByTab = false): void {
  const mode = purchaseModeOf(request.order)
  const refusal = orderRefusal(venue.rules, orderFactsOf(request), {
    now,
    quote: priced,
    tableSessionOpen: session !== null,
    coversChargedInSession: coversChargedIn(session),
    offeredSlots: mode === null ? [] : venue.offeredSlots(mode, now),
    tabRound: paidByTab,
  })
  if (refusal) throw venueRefusal(refusal, venue.currency)
}

/** A refusal by one of the venue's rules, its money in the venue's currency, as the app words it. */
export function venueRefusal(refusal: OrderRefusal, currency: string, status = 422): RuleRefusal {
  const notice = refusalNotice(refusal, currency)
  return new RuleRefusal(notice, defaultText(notice), status)
}

/**
 * SPEC §4 Ordering active, first: a closed venue says so before a slot is held, a coupon looked up
 * or a price worked out (the same rule and words as `checkOrderRules`).
 */
function refuseWhenClosed(venue: OrderVenue, now: number): void {
  const ordering = orderingActive(venue.rules.ordering, now, venue.rules.timeZone)
  if (ordering.active) return
  throw venueRefusal({ key: ordering.key, params: ordering.params }, venue.currency)
}

function paymentMethodOf(request: OrderRequest): string {
  return request.payment === null || request.payment.toLowerCase() === 'later' ? 'LATER' : request.payment
}

/** `cover`: what the order charged for covers (the repeat of an order answers 0: it charges nothing new). */
export type CreatedOrder = { order: ServerOrder; replayed: boolean; deviceSecret: string | null; cover: Cents }

/**
 * Creates an order (SPEC §7 POST order) exactly once per Idempotency-Key (DESIGN §4): a repeat
 * with the same body gets the first order back; the same key with another body is refused (422).
 * Prices are the server's; the coupon's use is counted in the same transaction.
 */
export async function createOrder(
  db: Kysely<Database>,
  venue: OrderVenue,
  request: OrderRequest,
  key: string | null,
  now: number,
  caller: Caller,
): Promise<CreatedOrder> {
  return retryingOnTakenKey(() => db.transaction().execute((trx) => placeOrder(trx, venue, request, key, now, caller, { shownPrice: true })))
}

/** Runs `work` again when another process took the same key or order number first (a unique index refused the insert). */
export async function retryingOnTakenKey<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      return await work()
    } catch (error) {
      if (isUniqueViolation(error)) continue // another process took the key or the number: look again
      throw error
    }
  }
  throw new HttpProblem(409, 'The order could not be saved, please retry')
}

/**
 * `createOrder` inside a transaction the caller holds (a tab's round is placed in the same
 * transaction that records it). `shownPrice`: the body carries the prices the guest was shown,
 * checked against the server's; false for an order the server built from its own prices.
 * `paidByTab`: a tab's round, whose lines the guests pay as shares of the tab (each share's
 * provider checked when it starts), so its method is not one the guest chose, and whose guests
 * filled no contact fields (`OrderContext.tabRound`).
 */
export async function placeOrder(
  trx: Transaction<Database>,
  venue: OrderVenue,
  request: OrderRequest,
  key: string | null,
  now: number,
  caller: Caller,
  options: { shownPrice: boolean; paidByTab?: boolean },
): Promise<CreatedOrder> {
  const hash = requestHash(request)
  if (key !== null) {
    const existing = await trx.selectFrom('orders').selectAll().where('venue_hash', '=', venue.hash).where('idempotency_key', '=', key).executeTakeFirst()
    if (existing) {
      if (existing.request_hash !== hash) throw new HttpProblem(422, 'Idempotency-Key already used for a different order')
      const deviceSecret = await deviceSecretForRepeat(trx, existing.device_id, caller, key)
      return { order: toServerOrder(existing), replayed: true, deviceSecret, cover: 0 }
    }
  }
  const deviceSecret = await deviceSecretForNewOrder(trx, request.user.deviceID, caller, key, now)
  refuseWhenClosed(venue, now)
  const slot = request.order.time_slot_requested_id
  const capacity = slot === null ? null : venue.slotCapacity(slot)
  if (slot !== null && capacity !== null) {
    await lockSlot(trx, venue.hash, slot, request.order.order_date)
    if ((await ordersInSlot(trx, venue.hash, slot, request.order.order_date)) >= capacity) throw RuleRefusal.of('slots.full', 409)
  }
  const coupon = await redeemCoupon(trx, venue.hash, request.coupon, now)
  await lockTables(trx, venue.hash, [request.order.table_id])
  const session = await openTableSession(trx, venue.hash, request.order.table_id)
  const priced = priceOrder(venue, request, coupon, session)
  checkOrderRules(venue, request, priced.quote, session, now, options.paidByTab === true)
  if (options.shownPrice) checkShownPrice(request, priced.quote, venue.currency)
  if (session && priced.quote.cover > 0) await chargeCovers(trx, venue.hash, session, priced.quote.cover)
  const couponUsed = coupon !== null && priced.quote.couponApplies && priced.quote.discount > 0
  if (couponUsed) await countCouponUse(trx, venue.hash, coupon.code)
  const last = await trx.selectFrom('orders').select((eb) => eb.fn.max('restaurantorderid').as('n')).where('venue_hash', '=', venue.hash).executeTakeFirst()
  const inserted = await trx
    .insertInto('orders')
    .values({
      venue_hash: venue.hash,
      restaurantorderid: Number(last?.n ?? 0) + 1,
      device_id: request.user.deviceID,
      customer_id: provenCustomer(caller, request.customer?.customer_id ?? null),
      idempotency_key: key,
      request_hash: hash,
      status: 'pending',
      payment_method: paymentMethodOf(request),
      payment_result: null,
      total_cost: priced.quote.total,
      shipping_cost: priced.quote.delivery,
      coupon_value: priced.quote.discount,
      coupon_code: couponUsed ? coupon.code : null,
      order_date: request.order.order_date,
      time_slot_id: request.order.time_slot_requested_id,
      body: storedBody(venue, request, priced, session, now),
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
  return { order: toServerOrder(inserted), replayed: false, deviceSecret, cover: priced.quote.cover }
}

/** SPEC §7 PUT order/{id}: the caller's own open order, repriced; a paid or finished order is refused. */
export async function updateOrder(db: Kysely<Database>, venue: OrderVenue, id: number, request: OrderRequest, now: number, caller: Caller): Promise<ServerOrder> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('orders').selectAll().where('venue_hash', '=', venue.hash).where('id', '=', id).executeTakeFirst()
    if (!existing || !ownsOrder(caller, existing) || existing.device_id !== request.user.deviceID) throw new HttpProblem(404, MESSAGES['payment.orderNotFound'])
    if (existing.payment_result === 1 || isFinalStatus(isOrderStatus(existing.status) ? existing.status : 'pending')) {
      throw new HttpProblem(409, MESSAGES['cart.locked'])
    }
    const sameCoupon = request.coupon !== null && existing.coupon_code !== null && request.coupon.trim().toLowerCase() === existing.coupon_code.toLowerCase()
    const coupon = sameCoupon
      ? await trx.selectFrom('coupons').selectAll().where('venue_hash', '=', venue.hash).where('code', '=', existing.coupon_code!).executeTakeFirst().then((row) => (row ? couponOf(row) : null))
      : await redeemCoupon(trx, venue.hash, request.coupon, now)
    // the covers this order charged are given back first: it is priced on what the others charged
    const charged = chargedCoverOf(existing)
    await lockTables(trx, venue.hash, [charged?.table_id ?? null, request.order.table_id])
    if (charged) await releaseCovers(trx, venue.hash, charged)
    const session = await openTableSession(trx, venue.hash, request.order.table_id)
    const priced = priceOrder(venue, request, coupon, session)
    checkOrderRules(venue, request, priced.quote, session, now)
    checkShownPrice(request, priced.quote, venue.currency)
    if (session && priced.quote.cover > 0) await chargeCovers(trx, venue.hash, session, priced.quote.cover)
    const couponUsed = coupon !== null && priced.quote.discount > 0
    if (couponUsed && !sameCoupon) await countCouponUse(trx, venue.hash, coupon.code)
    const updated = await trx
      .updateTable('orders')
      .set({
        payment_method: paymentMethodOf(request),
        total_cost: priced.quote.total,
        shipping_cost: priced.quote.delivery,
        coupon_value: priced.quote.discount,
        coupon_code: couponUsed ? coupon.code : null,
        order_date: request.order.order_date,
        body: storedBody(venue, request, priced, session, now),
        updated_at: now,
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow()
    return toServerOrder(updated)
  })
}

/** The staff side: move an order through the closed status set (DESIGN §3). */
export async function setOrderStatus(db: Kysely<Database>, venue: string, order: { id: number } | { number: number }, status: OrderStatus, now: number) {
  const update = db.updateTable('orders').set({ status, updated_at: now }).where('venue_hash', '=', venue)
  const named = 'id' in order ? update.where('id', '=', order.id) : update.where('restaurantorderid', '=', order.number)
  const row = await named.returningAll().executeTakeFirst()
  if (!row) throw new HttpProblem(404, MESSAGES['payment.orderNotFound'])
  return { order: toServerOrder(row), deviceId: row.device_id }
}
