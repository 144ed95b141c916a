import * as t from 'io-ts'
import { MAX_ROW_DETAILS, type ClientOrder, type OrderRequest, type OrderRow, type ServerOrder } from '../domain/order'
import { ORDER_STATUSES, isOrderStatus } from '../domain/orderStatus'
import { toCents, toDecimal } from './money'
import { TextUpTo } from './textCodecs'
import { CONTACT_TEXT_MAX } from '../domain/textLimits'

/**
 * The order calls of SPEC §7 on the wire: the spec's field names, money as decimal euros.
 * One contract for the app's client and the server (DESIGN §7).
 */
const Nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null])
/** Decimal euros whose cents are a safe integer: 1e308 made 'Infinity,NaN' of the price message. */
const Money = t.refinement(t.number, (amount) => Number.isFinite(amount) && Math.abs(amount) <= 1e9, 'an amount of money (at most 1,000,000,000)')
/**
 * Free text of an order, bounded well above what the app lets a guest type (the note's field takes
 * 500): a 900 kB note or 5,000 extra fields were stored as sent, order after order.
 */
const ExtraFields = t.refinement(
  t.record(TextUpTo(100), TextUpTo(1000)),
  (fields) => Object.keys(fields).length <= 30,
  'at most 30 fields of at most 1000 characters',
)
/** Row quantities: at least 1, at most 999 (more is a mistake, not an order). */
const Quantity = new t.Type<number, number, unknown>(
  'Quantity (1 to 999)',
  (u): u is number => typeof u === 'number' && Number.isInteger(u) && u >= 1 && u <= 999,
  (u, c) => (typeof u === 'number' && Number.isInteger(u) && u >= 1 && u <= 999 ? t.success(u) : t.failure(u, c)),
  t.identity,
)
/** Covers at a table: 0 to 500. */
const Covers = new t.Type<number, number, unknown>(
  'Covers (0 to 500)',
  (u): u is number => typeof u === 'number' && Number.isInteger(u) && u >= 0 && u <= 500,
  (u, c) => (typeof u === 'number' && Number.isInteger(u) && u >= 0 && u <= 500 ? t.success(u) : t.failure(u, c)),
  t.identity,
)
const Id = new t.Type<number, number, unknown>(
  'Id',
  (u): u is number => typeof u === 'number' && Number.isSafeInteger(u) && u >= 0,
  (u, c) => (typeof u === 'number' && Number.isSafeInteger(u) && u >= 0 ? t.success(u) : t.failure(u, c)),
  t.identity,
)

export type OrderRowWire = Omit<OrderRow, 'cost' | 'subitems' | 'subOrderRows'> & {
  cost: number
  subitems: { id: number; chosen: number[]; price: number; quantity: number }[]
  subOrderRows: OrderRowWire[]
}

export const OrderRowWireC: t.Type<OrderRowWire> = t.recursion('OrderRow', () =>
  t.type({
    entry_id: Id,
    entry_name: TextUpTo(300),
    type: t.keyof({ 'menu-entry': null, 'special-menu': null }),
    quantity: Quantity,
    cost: Money,
    details: TextUpTo(MAX_ROW_DETAILS),
    subitems: t.array(t.type({ id: Id, chosen: t.array(Id), price: Money, quantity: t.number })),
    subOrderRows: t.array(OrderRowWireC),
  }),
)

export const ClientOrderWireC = t.type({
  order_type: t.keyof({ restaurant: null, live: null, deliver: null, 'take-away': null }),
  order_method: TextUpTo(50),
  total_cost: Money,
  shipping_cost: Money,
  coupon_value: Money,
  cover_cost: Money,
  note: TextUpTo(2000),
  covers_number: Nullable(Covers),
  table_id: Nullable(Id),
  delivery_choice: Nullable(t.keyof({ delivery: null, pickup: null })),
  time_slot_requested_id: Nullable(Id),
  time_slot_requested: Nullable(TextUpTo(100)),
  order_date: Nullable(TextUpTo(40)),
  rows: t.array(OrderRowWireC),
})

const ContactsWire = {
  name: Nullable(TextUpTo(CONTACT_TEXT_MAX.name)),
  email: Nullable(TextUpTo(CONTACT_TEXT_MAX.email)),
  phone: Nullable(TextUpTo(CONTACT_TEXT_MAX.phone)),
  address: Nullable(TextUpTo(CONTACT_TEXT_MAX.address)),
  id_cliente: Nullable(TextUpTo(CONTACT_TEXT_MAX.id_cliente)),
  optional_field: Nullable(TextUpTo(CONTACT_TEXT_MAX.optional_field)),
}

/** POST and PUT /api/v4/restaurants/{hash}/order: order, user, fields, coupon, customer (and the payment chosen). */
export const OrderRequestWireC = t.intersection([
  t.type({
    order: ClientOrderWireC,
    user: t.type({ deviceID: TextUpTo(200), ...ContactsWire }),
    fields: ExtraFields,
    coupon: Nullable(TextUpTo(100)),
    customer: Nullable(t.type({ customer_id: Id })),
    payment: Nullable(t.string),
  }),
  t.partial({ privacy_accepted: t.boolean }),
])
export type OrderRequestWire = t.TypeOf<typeof OrderRequestWireC>

/** SPEC §3 Server order on the wire; payment_details carries the provider session (and its secret). */
/** An extension of SPEC §3 Server order (issue #16.6): what the order holds, for the confirmation and My orders. */
const OrderContentWireC = t.intersection([
  t.type({
    order_type: ClientOrderWireC.props.order_type,
    delivery_choice: ClientOrderWireC.props.delivery_choice,
    table_id: ClientOrderWireC.props.table_id,
    time_slot_requested: ClientOrderWireC.props.time_slot_requested,
    rows: ClientOrderWireC.props.rows,
  }),
  t.partial({ covers: t.type({ count: t.number, cost: Money }) }),
])

const ServerOrderWireFieldsC = t.type({
  id: Id,
  restaurantorderid: Nullable(Id),
  status: t.keyof(Object.fromEntries(ORDER_STATUSES.map((s) => [s, null])) as Record<(typeof ORDER_STATUSES)[number], null>),
  payment_method: Nullable(t.string),
  payment_result: Nullable(t.number),
  payment_details: Nullable(t.type({ session_id: Nullable(t.string), client_secret: Nullable(t.string) })),
  total_cost: Money,
  shipping_cost: Money,
  coupon_value: Money,
  order_date: Nullable(t.string),
  customer_id: Nullable(Id),
})
export const ServerOrderWireC = t.intersection([ServerOrderWireFieldsC, t.partial({ content: OrderContentWireC })])
export type ServerOrderWire = t.TypeOf<typeof ServerOrderWireC>

function rowToWire(row: OrderRow): OrderRowWire {
  return {
    ...row,
    cost: toDecimal(row.cost),
    subitems: row.subitems.map((sub) => ({ ...sub, price: toDecimal(sub.price) })),
    subOrderRows: row.subOrderRows.map(rowToWire),
  }
}

function rowFromWire(row: OrderRowWire): OrderRow {
  return {
    ...row,
    cost: toCents(row.cost),
    subitems: row.subitems.map((sub) => ({ ...sub, price: toCents(sub.price) })),
    subOrderRows: row.subOrderRows.map(rowFromWire),
  }
}

export function orderRequestToWire(request: OrderRequest): OrderRequestWire {
  const order = request.order
  return {
    ...request,
    order: {
      ...order,
      total_cost: toDecimal(order.total_cost),
      shipping_cost: toDecimal(order.shipping_cost),
      coupon_value: toDecimal(order.coupon_value),
      cover_cost: toDecimal(order.cover_cost),
      rows: order.rows.map(rowToWire),
    },
  }
}

export function orderRequestFromWire(wire: OrderRequestWire): OrderRequest {
  const order: ClientOrder = {
    ...wire.order,
    total_cost: toCents(wire.order.total_cost),
    shipping_cost: toCents(wire.order.shipping_cost),
    coupon_value: toCents(wire.order.coupon_value),
    cover_cost: toCents(wire.order.cover_cost),
    rows: wire.order.rows.map(rowFromWire),
  }
  return { ...wire, order }
}

/** The server order as the app keeps it: cents, and without the payment secret (DESIGN §3). */
export function serverOrderFromWire(wire: ServerOrderWire): ServerOrder {
  return {
    id: wire.id,
    restaurantorderid: wire.restaurantorderid,
    status: isOrderStatus(wire.status) ? wire.status : 'pending',
    payment_method: wire.payment_method,
    payment_result: wire.payment_result,
    total_cost: toCents(wire.total_cost),
    shipping_cost: toCents(wire.shipping_cost),
    coupon_value: toCents(wire.coupon_value),
    order_date: wire.order_date,
    customer_id: wire.customer_id,
    ...(wire.content ? { content: { ...wire.content, rows: wire.content.rows.map(rowFromWire), ...(wire.content.covers ? { covers: { ...wire.content.covers, cost: toCents(wire.content.covers.cost) } } : {}) } } : {}),
  }
}

export function serverOrderToWire(order: ServerOrder, paymentDetails: ServerOrderWire['payment_details'] = null): ServerOrderWire {
  return {
    ...order,
    payment_details: paymentDetails,
    total_cost: toDecimal(order.total_cost),
    shipping_cost: toDecimal(order.shipping_cost),
    coupon_value: toDecimal(order.coupon_value),
    ...(order.content ? { content: { ...order.content, rows: order.content.rows.map(rowToWire), ...(order.content.covers ? { covers: { ...order.content.covers, cost: toDecimal(order.content.covers.cost) } } : {}) } } : {}),
  }
}
