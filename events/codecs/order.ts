import * as t from 'io-ts'
import type { CheckoutDetails, ClientOrder, OrderRequest, OrderRow, ServerOrder } from '../../domain/order'
import { ORDER_STATUSES } from '../../domain/orderStatus'
import {
  CentsC,
  IntC,
  NonNegativeCentsC,
  NonNegativeIntC,
  NullableIntC,
  NullableStringC,
  PositiveIntC,
  literalUnion,
} from './primitives'
import { classified } from './privacy'

export const OrderTypeC = literalUnion(['restaurant', 'live', 'deliver', 'take-away'], 'OrderType')
export const DeliveryChoiceC = t.union([literalUnion(['delivery', 'pickup'], 'DeliveryChoice'), t.null])
export const OrderStatusC = literalUnion(ORDER_STATUSES, 'OrderStatus')

export const ContactsC = classified(
  t.type({
    name: NullableStringC,
    email: NullableStringC,
    phone: NullableStringC,
    address: NullableStringC,
    id_cliente: NullableStringC,
    optional_field: NullableStringC,
  }),
  { name: 'name', email: 'email', phone: 'phone', address: 'address', id_cliente: 'guest-text', optional_field: 'guest-text' },
)

export const CheckoutDetailsC = t.intersection([
  classified(
    t.type({
      order_type: OrderTypeC,
      delivery_choice: DeliveryChoiceC,
      table_id: NullableIntC,
      time_slot_requested_id: NullableIntC,
      time_slot_requested: NullableStringC,
      order_date: NullableStringC,
      note: t.string,
      covers_number: t.union([NonNegativeIntC, t.null]),
      contacts: ContactsC,
      payment: NullableStringC,
      privacy_accepted: t.boolean,
      shipping_cost: t.union([NonNegativeCentsC, t.null]),
    }),
    {
      order_type: 'public',
      delivery_choice: 'public',
      table_id: 'key',
      time_slot_requested_id: 'key',
      time_slot_requested: 'public',
      order_date: 'public',
      note: 'guest-text',
      covers_number: 'public',
      contacts: 'nested',
      payment: 'public',
      privacy_accepted: 'public',
      shipping_cost: 'public',
    },
  ),
  classified(t.partial({ distance_km: t.union([t.number, t.null]) }), { distance_km: 'public' }),
])

export const OrderSubitemC = classified(t.type({ id: IntC, chosen: t.array(IntC), price: CentsC, quantity: NonNegativeIntC }), {
  id: 'key',
  chosen: 'key',
  price: 'public',
  quantity: 'public',
})

export const OrderRowC: t.Type<OrderRow> = t.recursion('OrderRow', () =>
  classified(
    t.type({
      entry_id: IntC,
      entry_name: t.string,
      type: literalUnion(['menu-entry', 'special-menu'], 'OrderRowType'),
      quantity: PositiveIntC,
      cost: CentsC,
      details: t.string,
      subitems: t.array(OrderSubitemC),
      subOrderRows: t.array(OrderRowC),
    }),
    // details: the options in words and the guest's note for the line
    { entry_id: 'key', entry_name: 'public', type: 'public', quantity: 'public', cost: 'public', details: 'guest-text', subitems: 'nested', subOrderRows: 'nested' },
  ),
)

export const ClientOrderC = classified(
  t.type({
    order_type: OrderTypeC,
    order_method: t.string,
    total_cost: NonNegativeCentsC,
    shipping_cost: NonNegativeCentsC,
    coupon_value: NonNegativeCentsC,
    cover_cost: NonNegativeCentsC,
    note: t.string,
    covers_number: t.union([NonNegativeIntC, t.null]),
    table_id: NullableIntC,
    delivery_choice: DeliveryChoiceC,
    time_slot_requested_id: NullableIntC,
    time_slot_requested: NullableStringC,
    order_date: NullableStringC,
    rows: t.array(OrderRowC),
  }),
  {
    order_type: 'public',
    order_method: 'public',
    total_cost: 'public',
    shipping_cost: 'public',
    coupon_value: 'public',
    cover_cost: 'public',
    note: 'guest-text',
    covers_number: 'public',
    table_id: 'key',
    delivery_choice: 'public',
    time_slot_requested_id: 'key',
    time_slot_requested: 'public',
    order_date: 'public',
    rows: 'nested',
  },
)

export const OrderRequestC = t.intersection([
  classified(
    t.type({
      order: ClientOrderC,
      user: t.intersection([classified(t.type({ deviceID: t.string }), { deviceID: 'key' }), ContactsC]),
      fields: t.record(t.string, t.string),
      coupon: NullableStringC,
      customer: t.union([classified(t.type({ customer_id: IntC }), { customer_id: 'key' }), t.null]),
      payment: NullableStringC,
    }),
    { order: 'nested', user: 'nested', fields: 'guest-text', coupon: 'public', customer: 'nested', payment: 'public' },
  ),
  // an added optional field (DESIGN §3 Versioning): logs written before it still decode
  classified(t.partial({ privacy_accepted: t.boolean }), { privacy_accepted: 'public' }),
])

export const OrderContentC = classified(
  t.type({
    order_type: OrderTypeC,
    delivery_choice: DeliveryChoiceC,
    table_id: NullableIntC,
    time_slot_requested: NullableStringC,
    rows: t.array(OrderRowC),
  }),
  { order_type: 'public', delivery_choice: 'public', table_id: 'key', time_slot_requested: 'public', rows: 'nested' },
)

export const ServerOrderC = t.intersection([
  classified(
    t.type({
      id: IntC,
      restaurantorderid: NullableIntC,
      status: OrderStatusC,
      payment_method: NullableStringC,
      payment_result: NullableIntC,
      total_cost: CentsC,
      shipping_cost: CentsC,
      coupon_value: CentsC,
      order_date: NullableStringC,
      customer_id: NullableIntC,
    }),
    {
      id: 'key',
      restaurantorderid: 'key',
      status: 'public',
      payment_method: 'public',
      payment_result: 'public',
      total_cost: 'public',
      shipping_cost: 'public',
      coupon_value: 'public',
      order_date: 'public',
      customer_id: 'key',
    },
  ),
  // an added optional field (DESIGN §3 Versioning): logs written before it still decode
  classified(t.partial({ content: OrderContentC }), { content: 'nested' }),
])

export const TableC = classified(t.type({ id: IntC, name: t.string }), { id: 'key', name: 'public' })
export const TableSessionC = classified(t.type({ covers: NonNegativeIntC, cover_cost: CentsC, covered_total_paid: CentsC }), {
  covers: 'public',
  cover_cost: 'public',
  covered_total_paid: 'public',
})
export const CustomerC = classified(t.type({ customer_id: IntC, email: NullableStringC, is_registered: t.boolean }), {
  customer_id: 'key',
  email: 'email',
  is_registered: 'public',
})

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
export const codecsMatchDomain: [
  Same<t.TypeOf<typeof CheckoutDetailsC>, CheckoutDetails>,
  Same<t.TypeOf<typeof ClientOrderC>, ClientOrder>,
  Same<t.TypeOf<typeof OrderRequestC>, OrderRequest>,
  Same<t.TypeOf<typeof ServerOrderC>, ServerOrder>,
] = [true, true, true, true]
