import * as t from 'io-ts'
import { ORDER_STATUSES, type OrderStatus } from '../domain/orderStatus'
import { endpoint, IdParamC } from './contract'
import { OrderAnswerC, OrderParamsC } from './orderContracts'

// The staff side of the venue API (DESIGN §7), called with the staff token by `comanda staff`, `comanda table` and scenarios.

const OrderStatusBodyC = t.type({ status: t.keyof(Object.fromEntries(ORDER_STATUSES.map((status) => [status, null])) as Record<OrderStatus, null>) })

/** An order's next status in the closed set of domain/orderStatus; the venue's staff moves it. */
export const setOrderStatus = endpoint({
  method: 'POST',
  path: '/api/staff/restaurants/:hash/orders/:id/status',
  params: OrderParamsC,
  body: OrderStatusBodyC,
  answer: OrderAnswerC,
})

/** The same move, the order named by the venue's own number for it: the "#12" its guest and kitchen see. */
export const setOrderStatusByNumber = endpoint({
  method: 'POST',
  path: '/api/staff/restaurants/:hash/orders/number/:number/status',
  params: t.type({ hash: t.string, number: IdParamC }),
  body: OrderStatusBodyC,
  answer: OrderAnswerC,
})

/** The staff side of table sessions: the venue opens a table (with its covers) or closes it. */
export const setTableSession = endpoint({
  method: 'POST',
  path: '/api/staff/restaurants/:hash/tables/:table_id/session',
  params: t.type({ hash: t.string, table_id: IdParamC }),
  body: t.intersection([t.type({ open: t.boolean }), t.partial({ covers: t.number })]),
  answer: t.type({ session: t.type({ table_id: t.number, open: t.boolean, covers: t.number }) }),
})
