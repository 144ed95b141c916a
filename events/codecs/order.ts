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

export const OrderTypeC = literalUnion(['restaurant', 'live', 'deliver', 'take-away'], 'OrderType')
export const DeliveryChoiceC = t.union([literalUnion(['delivery', 'pickup'], 'DeliveryChoice'), t.null])
export const OrderStatusC = literalUnion(ORDER_STATUSES, 'OrderStatus')

export const ContactsC = t.type({
  name: NullableStringC,
  email: NullableStringC,
  phone: NullableStringC,
  address: NullableStringC,
  id_cliente: NullableStringC,
  optional_field: NullableStringC,
})

export const CheckoutDetailsC = t.intersection([t.type({
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
}), t.partial({ distance_km: t.union([t.number, t.null]) })])

export const OrderSubitemC = t.type({ id: IntC, chosen: t.array(IntC), price: CentsC, quantity: NonNegativeIntC })

export const OrderRowC: t.Type<OrderRow> = t.recursion('OrderRow', () =>
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
)

export const ClientOrderC = t.type({
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
})

export const OrderRequestC = t.intersection([
  t.type({
    order: ClientOrderC,
    user: t.intersection([t.type({ deviceID: t.string }), ContactsC]),
    fields: t.record(t.string, t.string),
    coupon: NullableStringC,
    customer: t.union([t.type({ customer_id: IntC }), t.null]),
    payment: NullableStringC,
  }),
  // an added optional field (DESIGN §3 Versioning): logs written before it still decode
  t.partial({ privacy_accepted: t.boolean }),
])

export const OrderContentC = t.type({
  order_type: OrderTypeC,
  delivery_choice: DeliveryChoiceC,
  table_id: NullableIntC,
  time_slot_requested: NullableStringC,
  rows: t.array(OrderRowC),
})

export const ServerOrderC = t.intersection([
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
  // an added optional field (DESIGN §3 Versioning): logs written before it still decode
  t.partial({ content: OrderContentC }),
])

export const TableC = t.type({ id: IntC, name: t.string })
export const TableSessionC = t.type({ covers: NonNegativeIntC, cover_cost: CentsC, covered_total_paid: CentsC })
export const CustomerC = t.type({ customer_id: IntC, email: NullableStringC, is_registered: t.boolean })

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
export const codecsMatchDomain: [
  Same<t.TypeOf<typeof CheckoutDetailsC>, CheckoutDetails>,
  Same<t.TypeOf<typeof ClientOrderC>, ClientOrder>,
  Same<t.TypeOf<typeof OrderRequestC>, OrderRequest>,
  Same<t.TypeOf<typeof ServerOrderC>, ServerOrder>,
] = [true, true, true, true]
