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
    time_slot_id: number | null
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
  /** The external logger of SPEC §7, kept by the reference server. */
  client_logs: { id: Generated<number>; venue_id: string; action: string; body: string; at: number }
  /** The hash of the secret the server gave each device at its first order (server/devices.ts). */
  devices: { device_id: string; secret_hash: string; created_at: number; issued_for_key: string | null; proven_at: number | null }
  /** A venue's customer; `email` is stored trimmed and lower-cased (compared case-insensitively). */
  customers: {
    id: Generated<number>
    venue_hash: string
    email: string
    /** bcrypt; null for a customer known only through social login */
    password_hash: string | null
    name: string | null
    phone: string | null
    birthday: string | null
    /** JSON object */
    preferences: string
    email_verified: number
    social_provider: string | null
    social_subject: string | null
    created_at: number
    updated_at: number
  }
  /** Access, password-reset and e-mail-verification tokens, by the sha256 of the token (never the token itself). */
  customer_tokens: { token_hash: string; customer_id: number; venue_hash: string; kind: string; expires_at: number; revoked_at: number | null; created_at: number }
  customer_addresses: {
    id: Generated<number>
    customer_id: number
    address: string
    city: string | null
    zip: string | null
    province: string | null
    notes: string | null
    lat: number | null
    lng: number | null
    address_default: number
    created_at: number
    updated_at: number
  }
  /** Mail the server "sends": read by the tests, and by a person running the demo (README). */
  mail_outbox: { id: Generated<number>; venue_hash: string | null; to_email: string; kind: string; subject: string; body: string; link: string | null; created_at: number }
  /** The venue's registration form (SPEC §3 Registration form fields), one row per venue and e-mail; `data` is JSON. */
  contacts: { id: Generated<number>; venue_hash: string; email: string; data: string; created_at: number; updated_at: number }
  /** The payment simulator's sessions (server/payments/simulator.ts); `order_ids` is a JSON array, `amount` cents. */
  payment_sessions: {
    id: string
    client_secret: string | null
    provider: string
    order_ids: string
    amount: number
    currency: string
    description: string
    return_url: string
    query_string: string | null
    idempotency_key: string
    /** 'pending' | 'approved' | 'declined' | 'canceled' */
    status: string
    created_at: number
    updated_at: number
  }
  /** Which provider session paid which order, one row per order: an order is recorded paid once (server/payments/ledger.ts). */
  order_payments: { order_id: number; session_id: string; provider: string; amount: number; paid_at: number }
  /** The table's shared tabs (DESIGN §7a): `last_seq` is the stream's head, appended to only with the expected head. */
  tabs: { tab_id: string; venue_hash: string; table_id: number; open: number; last_seq: number; opened_at: number; last_at: number }
  /** A tab's stream: each event (JSON, events/tabEvents.ts) at its place. */
  tab_events: { tab_id: string; seq: number; event_id: string; body: string }
  /** Who may read and append to a tab: the sha256 of the secret the guest's phone chose when it joined; `email` for receipts. */
  tab_members: { tab_id: string; guest_id: string; secret_hash: string; email: string | null }
  /** Which provider session pays which share of which tab. */
  tab_payments: { payment_id: string; tab_id: string; session_id: string }
}
