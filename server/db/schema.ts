import type { Generated } from 'kysely'

/** The reference server's tables. Money in cents, times in epoch ms, JSON as text. */
export type Database = {
  venues: { hash: string; rid: number; data: string; updated_at: number }
  orders: {
    id: Generated<number>
    venue_hash: string
    restaurantorderid: number
    device_id: string
    customer_id: number | null
    idempotency_key: string | null
    request_hash: string
    status: string
    payment_method: string | null
    payment_result: number | null
    total_cost: number
    shipping_cost: number
    coupon_value: number
    coupon_code: string | null
    order_date: string | null
    body: string
    created_at: number
    updated_at: number
  }
  coupons: {
    venue_hash: string
    code: string
    type: string
    /** cents for 'total'; hundredths of a percent for 'percentage' (10% = 1000) */
    value: number
    minimum_order: number | null
    expires: number | null
    availability: number | null
    used_count: number
  }
  table_sessions: { venue_hash: string; table_id: number; covers: number; cover_cost: number; covered_total_paid: number; open: number; opened_at: number }
  waiter_calls: { id: Generated<number>; venue_hash: string; client_id: string; at: number }
  rate_limits: { bucket: string; window_start: number; count: number }
}
