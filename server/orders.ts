import { createHash } from 'node:crypto'
import { sql, type Kysely, type Transaction } from 'kysely'
import { couponProblem, type Coupon } from '../domain/coupon'
import { formatMoney } from '../domain/display'
import { MESSAGES, type MessageKey } from '../domain/messages'
import type { Cents } from '../domain/money'
import type { OrderContent, OrderRequest, OrderRow, ServerOrder } from '../domain/order'
import { isFinalStatus, isOrderStatus, type OrderStatus } from '../domain/orderStatus'
import { ownsOrder, provenCustomer, type Caller } from './caller'
import { CouponRefused } from './couponGuesses'
import type { Database } from './db/schema'
import { issueDeviceSecret, registeredDevice, reissueDeviceSecret } from './devices'
import { HttpProblem, RuleRefusal } from './http'
import { purchaseModeOf } from '../domain/checkoutForm'
import { defaultText } from '../domain/notice'
import { orderFactsOf, orderRefusal, refusalNotice, type OrderVenueRules } from '../domain/orderChecks'
import { orderingActive } from '../domain/orderingActive'
import type { GeneratedSlot } from '../domain/slots'
import type { PurchaseMode } from '../domain/venueOptions'
import { coversChargedBefore, quote, type Quote } from '../domain/quote'
import { orderLines, PricingError, type OrderLines, type PricingMenu } from './pricing'
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

const WITHDRAWN = ['canceled', 'rejected']

/** How many live orders already hold a generated slot (a time slot on a date). */
export async function ordersInSlot(db: Kysely<Database> | Transaction<Database>, venue: string, timeslotID: number, orderDate: string | null): Promise<number> {
  let query = db.selectFrom('orders').select((eb) => eb.fn.countAll().as('n')).where('venue_hash', '=', venue).where('time_slot_id', '=', timeslotID).where('status', 'not in', WITHDRAWN)
  query = orderDate === null ? query.where('order_date', 'is', null) : query.where('order_date', '=', orderDate)
  const row = await query.executeTakeFirst()
  return Number(row?.n ?? 0)
}

type OrderRecord = Database['orders']

/** The same body always hashes the same: JSON with sorted keys. */
export function requestHash(body: unknown): string {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.keys(value as object).sort().map((key) => [key, canonical((value as Record<string, unknown>)[key])]))
        : value
  return createHash('sha256').update(JSON.stringify(canonical(body))).digest('hex')
}

/**
 * What the stored body says the order holds (the request with the server's rows, storedBody),
 * field by field: only the content's own fields leave the server, and a body that does not hold
 * them leaves the order without content rather than failing the whole list.
 */
function contentOf(body: string): OrderContent | null {
  try {
    // the body was written by createOrder/updateOrder from a request the route decoded
    const { order_type, delivery_choice, table_id, time_slot_requested, rows } = (JSON.parse(body) as OrderRequest).order
    return { order_type, delivery_choice, table_id, time_slot_requested, rows: rows.map(rowOf) }
  } catch {
    return null
  }
}

/** A row with its own fields only (the request's rows may carry more, which stay in the stored body). */
function rowOf(row: OrderRow): OrderRow {
  const { entry_id, entry_name, type, quantity, cost, details, subitems, subOrderRows } = row
  return { entry_id, entry_name, type, quantity, cost, details, subitems: subitems.map(({ id, chosen, price, quantity: count }) => ({ id, chosen, price, quantity: count })), subOrderRows: subOrderRows.map(rowOf) }
}

export function toServerOrder(row: Pick<OrderRecord, 'restaurantorderid' | 'status' | 'payment_method' | 'payment_result' | 'total_cost' | 'shipping_cost' | 'coupon_value' | 'order_date' | 'customer_id' | 'body'> & { id: number }): ServerOrder {
  const content = contentOf(row.body)
  return {
    id: row.id,
    restaurantorderid: row.restaurantorderid,
    status: isOrderStatus(row.status) ? row.status : 'pending',
    payment_method: row.payment_method,
    payment_result: row.payment_result,
    total_cost: row.total_cost,
    shipping_cost: row.shipping_cost,
    coupon_value: row.coupon_value,
    order_date: row.order_date,
    customer_id: row.customer_id,
    ...(content ? { content } : {}),
  }
}

export function couponOf(row: Database['coupons']): Coupon {
  return {
    code: row.code,
    type: row.type === 'percentage' ? 'percentage' : 'total',
    // Stored as integers: cents for 'total', hundredths of a percent for 'percentage'.
    value: row.type === 'percentage' ? row.value / 100 : row.value,
    minimum_order: row.minimum_order,
    expires: row.expires,
    availability: row.availability,
    used_count: row.used_count,
  }
}

/** A venue's coupon by the code a guest typed: trimmed, in any case ("benvenuto10" is BENVENUTO10, issue #16.5). */
export function findCoupon(db: Kysely<Database> | Transaction<Database>, venue: string, typed: string) {
  return db.selectFrom('coupons').selectAll().where('venue_hash', '=', venue).where(sql<string>`lower(code)`, '=', typed.trim().toLowerCase()).executeTakeFirst()
}

/** The coupon the order asks for, checked as SPEC §5 says; its use is counted atomically. */
async function redeemCoupon(trx: Transaction<Database>, venue: string, code: string | null, now: number): Promise<Coupon | null> {
  if (code === null || code.trim() === '') return null
  const row = await findCoupon(trx, venue, code)
  const coupon = row ? couponOf(row) : null
  const problem = couponProblem(coupon, now)
  // An unknown code is what a guesser sees most: it counts toward the guess limit (server/couponGuesses.ts).
  if (coupon === null) throw new CouponRefused(422, MESSAGES['coupon.invalid'])
  if (problem !== null) throw new HttpProblem(422, MESSAGES[problem])
  return coupon
}

async function countCouponUse(trx: Transaction<Database>, venue: string, code: string) {
  const result = await trx
    .updateTable('coupons')
    .set((eb) => ({ used_count: eb('used_count', '+', 1) }))
    .where('venue_hash', '=', venue)
    .where('code', '=', code)
    .where((eb) => eb.or([eb('availability', 'is', null), eb('used_count', '<', eb.ref('availability'))]))
    .executeTakeFirst()
  if (Number(result.numUpdatedRows) !== 1) throw new HttpProblem(409, MESSAGES['coupon.unavailable'])
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string }
  return e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(e.message ?? '')
}

type PricedOrder = OrderLines & { quote: Quote }

/** SPEC §3 Table session: covers are charged once per table session (issue #13.1); an update gave its own back first. */
function coversChargedIn(session: TableSession | null): boolean {
  return session !== null && coversChargedBefore(session.cover_cost, 0)
}

/** The order's quote (domain/quote) from the server's own menu, rules and table session: what the order charges. */
function priceOrder(venue: OrderVenue, request: OrderRequest, coupon: Coupon | null, session: TableSession | null): PricedOrder {
  let read: OrderLines
  try {
    read = orderLines(venue.menu, request)
  } catch (error) {
    if (error instanceof PricingError) throw new HttpProblem(422, error.message)
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

type TableSession = { table_id: number; opened_at: number; cover_cost: number }

/** The open session of the table the order names (SPEC §3 Table session), if any. */
async function openTableSession(trx: Transaction<Database>, venue: string, tableId: number | null): Promise<TableSession | null> {
  if (tableId === null) return null
  const row = await trx.selectFrom('table_sessions').select(['table_id', 'opened_at', 'cover_cost']).where('venue_hash', '=', venue).where('table_id', '=', tableId).where('open', '=', 1).executeTakeFirst()
  return row ?? null
}

/** SPEC §3 Table session `cover_cost`: the covers charged in this session, so that later orders of the table do not charge them again. */
async function chargeCovers(trx: Transaction<Database>, venue: string, session: TableSession, amount: Cents): Promise<void> {
  await trx
    .updateTable('table_sessions')
    .set((eb) => ({ cover_cost: eb('cover_cost', '+', amount) }))
    .where('venue_hash', '=', venue)
    .where('table_id', '=', session.table_id)
    .where('opened_at', '=', session.opened_at)
    .where('open', '=', 1)
    .execute()
}

type ChargedCover = { amount: Cents; table_id: number; opened_at: number }

/** The covers an order charged, with the session it charged them in (kept with its body), if any. */
function chargedCoverOf(row: { body: string }): ChargedCover | null {
  const charged = (JSON.parse(row.body) as { charged_cover?: Partial<ChargedCover> }).charged_cover
  return typeof charged?.table_id === 'number' && typeof charged.opened_at === 'number' && typeof charged.amount === 'number' ? (charged as ChargedCover) : null
}

/** An updated order gives back the covers it charged: the session charges them again only if the update still does. */
async function releaseCovers(trx: Transaction<Database>, venue: string, charged: ChargedCover): Promise<void> {
  await trx
    .updateTable('table_sessions')
    .set((eb) => ({ cover_cost: eb('cover_cost', '-', charged.amount) }))
    .where('venue_hash', '=', venue)
    .where('table_id', '=', charged.table_id)
    .where('opened_at', '=', charged.opened_at)
    .where('open', '=', 1)
    .where('cover_cost', '>=', charged.amount)
    .execute()
}

/** The body an order keeps: the request with the server's rows, and the covers it charged in which session. */
function storedBody(request: OrderRequest, priced: PricedOrder, session: TableSession | null): string {
  const charged: ChargedCover | null = session && priced.quote.cover > 0 ? { amount: priced.quote.cover, table_id: session.table_id, opened_at: session.opened_at } : null
  return JSON.stringify({ ...request, order: { ...request.order, rows: priced.rows }, ...(charged ? { charged_cover: charged } : {}) })
}

/** Every rule the app checks before sending (issue #12.6-13), refused with the words the app shows. */
function checkOrderRules(venue: OrderVenue, request: OrderRequest, priced: Quote, session: TableSession | null, now: number): void {
  const mode = purchaseModeOf(request.order)
  const refusal = orderRefusal(venue.rules, orderFactsOf(request), {
    now,
    quote: priced,
    tableSessionOpen: session !== null,
    coversChargedInSession: coversChargedIn(session),
    offeredSlots: mode === null ? [] : venue.offeredSlots(mode, now),
  })
  if (refusal) {
    const notice = refusalNotice(refusal, venue.currency)
    throw new RuleRefusal(notice, defaultText(notice))
  }
}

/**
 * SPEC §4 Ordering active, first: a closed venue says so before a slot is held, a coupon looked up
 * or a price worked out (the same rule and words as `checkOrderRules`).
 */
function refuseWhenClosed(venue: OrderVenue, now: number): void {
  if (orderingActive(venue.rules.ordering, now, venue.rules.timeZone).active) return
  const notice = refusalNotice({ key: 'order.unavailable', params: {} }, venue.currency)
  throw new RuleRefusal(notice, defaultText(notice))
}

function paymentMethodOf(request: OrderRequest): string {
  return request.payment === null || request.payment.toLowerCase() === 'later' ? 'LATER' : request.payment
}

const DEVICE_TAKEN = "This device id belongs to another device: send the X-Device-Secret the server gave it at its first order"

/** A device id the order channel can be named after (server/realtime/orderChannel.ts). */
const DEVICE_ID = /^[A-Za-z0-9_-]{1,64}$/

/**
 * A new order's device must be the caller's (DESIGN §7 trust). A device that has never ordered is
 * registered and given a secret, answered once; a registered one must prove itself.
 */
async function deviceSecretForNewOrder(trx: Transaction<Database>, deviceId: string, caller: Caller, key: string | null, now: number): Promise<string | null> {
  if (caller.deviceId === deviceId) return null
  if (!DEVICE_ID.test(deviceId)) throw new HttpProblem(422, 'order: user.deviceID must be 1 to 64 letters, digits, - or _')
  if ((await registeredDevice(trx, deviceId)) !== undefined) throw new HttpProblem(403, DEVICE_TAKEN)
  const secret = await issueDeviceSecret(trx, deviceId, key, now)
  if (secret === null) throw new HttpProblem(403, DEVICE_TAKEN) // another request registered it first
  return secret
}

/**
 * The repeat of an order (same venue, same key, same body): when it is the very order that
 * registered the device and the device has never used its secret (the first answer was lost), the
 * device is given a fresh one; otherwise the caller must be the device.
 */
async function deviceSecretForRepeat(trx: Transaction<Database>, deviceId: string, caller: Caller, key: string): Promise<string | null> {
  if (caller.deviceId === deviceId) return null
  const device = await registeredDevice(trx, deviceId)
  if (device !== undefined && device.issued_for_key === key && device.proven_at === null) return reissueDeviceSecret(trx, deviceId, key)
  throw new HttpProblem(403, DEVICE_TAKEN)
}

export type CreatedOrder = { order: ServerOrder; replayed: boolean; deviceSecret: string | null }

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
  const hash = requestHash(request)
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      return await db.transaction().execute(async (trx) => {
        if (key !== null) {
          const existing = await trx.selectFrom('orders').selectAll().where('venue_hash', '=', venue.hash).where('idempotency_key', '=', key).executeTakeFirst()
          if (existing) {
            if (existing.request_hash !== hash) throw new HttpProblem(422, 'Idempotency-Key already used for a different order')
            const deviceSecret = await deviceSecretForRepeat(trx, existing.device_id, caller, key)
            return { order: toServerOrder(existing), replayed: true, deviceSecret }
          }
        }
        const deviceSecret = await deviceSecretForNewOrder(trx, request.user.deviceID, caller, key, now)
        refuseWhenClosed(venue, now)
        const slot = request.order.time_slot_requested_id
        const capacity = slot === null ? null : venue.slotCapacity(slot)
        if (slot !== null && capacity !== null) {
          await lockSlot(trx, venue.hash, slot, request.order.order_date)
          if ((await ordersInSlot(trx, venue.hash, slot, request.order.order_date)) >= capacity) throw new RuleRefusal({ key: 'slots.full', params: {} }, MESSAGES['slots.full'], 409)
        }
        const coupon = await redeemCoupon(trx, venue.hash, request.coupon, now)
        await lockTables(trx, venue.hash, [request.order.table_id])
        const session = await openTableSession(trx, venue.hash, request.order.table_id)
        const priced = priceOrder(venue, request, coupon, session)
        checkOrderRules(venue, request, priced.quote, session, now)
        checkShownPrice(request, priced.quote, venue.currency)
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
            body: storedBody(request, priced, session),
            created_at: now,
            updated_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow()
        return { order: toServerOrder(inserted), replayed: false, deviceSecret }
      })
    } catch (error) {
      if (isUniqueViolation(error)) continue // another process took the key or the number: look again
      throw error
    }
  }
  throw new HttpProblem(409, 'The order could not be saved, please retry')
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
        body: storedBody(request, priced, session),
        updated_at: now,
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow()
    return toServerOrder(updated)
  })
}

/** The orders of a device or of a customer account: the caller's only (DESIGN §7 trust), else none. */
export async function ordersOf(db: Kysely<Database>, venue: string, owner: { deviceId: string } | { customerId: number }): Promise<ServerOrder[]> {
  let query = db.selectFrom('orders').selectAll().where('venue_hash', '=', venue)
  query = 'customerId' in owner ? query.where('customer_id', '=', owner.customerId) : query.where('device_id', '=', owner.deviceId)
  const rows = await query.orderBy('id', 'asc').execute()
  return rows.map(toServerOrder)
}

/** The staff side: move an order through the closed status set (DESIGN §3). */
export async function setOrderStatus(db: Kysely<Database>, venue: string, id: number, status: OrderStatus, now: number) {
  const row = await db.updateTable('orders').set({ status, updated_at: now }).where('venue_hash', '=', venue).where('id', '=', id).returningAll().executeTakeFirst()
  if (!row) throw new HttpProblem(404, MESSAGES['payment.orderNotFound'])
  return { order: toServerOrder(row), deviceId: row.device_id }
}
