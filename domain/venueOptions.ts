import type { Cents } from './money'

/**
 * The ordering options of a venue (SPEC §3 Online, Offline and Live options), as the domain
 * reads them once `api/` has decoded them: flags as booleans, money as integer cents, times as
 * 'HH:MM' or 'HH:MM:SS' strings in the venue's local time.
 *
 * Every field is optional: venues omit fields, and each rule that reads a field states the
 * default it applies when the field is absent (e.g. pause defaults off, SPEC §4).
 */

/** SPEC §1: 1 = online (take-away and delivery), 2 = in-venue (offline), 3 = live. */
export type VenueType = 1 | 2 | 3
export const DEFAULT_VENUE_TYPE: VenueType = 1

/** SPEC §1, §9: an unknown or missing restaurant_type is type 1. */
export function venueTypeOf(restaurantType: unknown): VenueType {
  const type = typeof restaurantType === 'string' ? Number(restaurantType) : restaurantType
  return type === 2 || type === 3 ? type : DEFAULT_VENUE_TYPE
}

/** 'HH:MM' or 'HH:MM:SS', venue-local wall-clock time. */
export type ClockTime = string

/** Minutes, as the options give forewarnings and slot intervals. */
export type Minutes = number

/** SPEC §3 payment method constants: later=0, now=1, later and now=2. */
export type PaymentMethodSetting = 0 | 1 | 2

/** SPEC §3, §4 Ordering active: the pause fields shared by all three option sets. */
export type PauseOptions = {
  readonly pause_orders_enabled?: boolean
  readonly pause_start_time?: ClockTime | null
  readonly pause_end_time?: ClockTime | null
}

/** SPEC §3 Online options (venue type 1). */
export type OnlineOptions = PauseOptions & {
  readonly online_orders_enabled?: boolean
  readonly instructions?: string | null
  readonly phone_enabled?: boolean
  readonly phone_required?: boolean
  readonly phone_enabled_take_away?: boolean
  readonly email_enabled?: boolean
  readonly email_required?: boolean
  readonly email_enabled_take_away?: boolean
  readonly cfiva_enabled?: boolean
  readonly pay_before_forced?: boolean
  readonly order_before_forced?: boolean
  readonly time_slots_enabled?: boolean
  readonly time_slots_forewarning_enabled?: boolean
  readonly time_slots_forewarning_time?: Minutes | null
  readonly take_away_enabled?: boolean
  readonly shipping_enabled?: boolean
  readonly shipping_cost?: Cents | null
  readonly threshold_enabled?: boolean
  readonly shipping_threshold?: Cents | null
  readonly shipping_threshold_cost?: Cents | null
  readonly max_radius_enabled?: boolean
  readonly minimum_order_enabled?: boolean
  readonly minimum_order_amount?: Cents | null
  readonly force_privacy?: boolean
  readonly privacy_text_override?: boolean
  readonly privacy_text?: string | null
  readonly show_only_daily_time_slots?: boolean
}

/**
 * SPEC §3 Offline (in-venue) options (venue type 2). The spec lists some groups only by their
 * parts ("ask_for_id_cliente (text override, text, enabled flags for delivery and pickup,
 * required)"); the field names below spell those parts after the named fields
 * (`cover_enabled_delivery`, `phone_enabled_take_away`).
 */
export type OfflineOptions = PauseOptions & {
  readonly offline_orders_enabled?: boolean
  readonly payment_method?: PaymentMethodSetting
  readonly order_instructions_override?: boolean
  readonly order_instructions_text?: string | null
  readonly enabled_order_delivery?: boolean
  readonly text_order_delivery?: string | null
  readonly cost_order_delivery?: Cents | null
  readonly enabled_order_pickup?: boolean
  readonly text_order_pickup?: string | null
  readonly cost_order_pickup?: Cents | null
  readonly manual_opening_table?: boolean
  readonly ask_for_cover?: boolean
  readonly cover_enabled_delivery?: boolean
  readonly cover_enabled_pickup?: boolean
  readonly cover_required?: boolean
  readonly ask_for_id_cliente?: boolean
  readonly id_cliente_text_override?: boolean
  readonly id_cliente_text?: string | null
  readonly id_cliente_enabled_delivery?: boolean
  readonly id_cliente_enabled_pickup?: boolean
  readonly id_cliente_required?: boolean
  readonly password_request_enabled?: boolean
  readonly call_waiter_enabled?: boolean
  readonly call_waiter_text_override?: boolean
  readonly call_waiter_text?: string | null
  readonly optional_field_enabled?: boolean
  readonly optional_field_enabled_delivery?: boolean
  readonly optional_field_enabled_pickup?: boolean
  readonly optional_field_text_override?: boolean
  readonly optional_field_text?: string | null
  readonly optional_field_required?: boolean
  readonly force_privacy?: boolean
  readonly privacy_text_override?: boolean
  readonly privacy_text?: string | null
  readonly pay_for_each_order_enabled?: boolean
  readonly time_slots_enabled?: boolean
  readonly email_enabled?: boolean
  readonly email_enabled_delivery?: boolean
  readonly email_enabled_pickup?: boolean
  readonly email_required?: boolean
  readonly phone_enabled?: boolean
  readonly phone_enabled_delivery?: boolean
  readonly phone_enabled_pickup?: boolean
  readonly phone_required?: boolean
}

/** SPEC §3 Live options (venue type 3): the offline set plus these. */
export type LiveOptions = OfflineOptions & {
  readonly live_orders_enabled?: boolean
  readonly pickup_time_slots_enabled?: boolean
  readonly pickup_time_slots_forewarning_enabled?: boolean
  readonly pickup_time_slots_forewarning_time?: Minutes | null
  readonly delivery_time_slots_enabled?: boolean
  readonly delivery_time_slots_forewarning_enabled?: boolean
  readonly delivery_time_slots_forewarning_time?: Minutes | null
  readonly enable_order_batching?: boolean
  readonly minimum_pickup_order_enabled?: boolean
  readonly minimum_pickup_order_amount?: Cents | null
  readonly minimum_delivery_order_enabled?: boolean
  readonly minimum_delivery_order_amount?: Cents | null
}

/** The option set that governs ordering, tagged by the venue type that selects it (SPEC §1, §4). */
export type OrderingOptions =
  | { readonly venueType: 1; readonly options: OnlineOptions | null }
  | { readonly venueType: 2; readonly options: OfflineOptions | null }
  | { readonly venueType: 3; readonly options: LiveOptions | null }

/**
 * How the guest receives the order (SPEC §1, §3 Order: table, delivery_choice delivery or
 * pickup, take-away). Online venues offer delivery and take-away; in-venue and live venues offer
 * table, pickup and delivery.
 */
export type PurchaseMode = 'delivery' | 'pickup' | 'table' | 'take-away'

/**
 * The in-venue option sets name one master flag (`ask_for_cover`, `email_enabled`, …) and
 * per-mode flags for delivery and pickup (`cover_enabled_delivery`, …).
 * Choice: the master switches the field on at all; at the table it alone decides; for
 * delivery and pickup the per-mode flag must be on too, and an absent per-mode flag follows the
 * master. Take-away is read as pickup in a venue.
 */
export function inVenueModeFlag(master: boolean | undefined, perMode: { delivery?: boolean; pickup?: boolean }, mode: PurchaseMode): boolean {
  if (master !== true) return false
  if (mode === 'table') return true
  const flag = mode === 'delivery' ? perMode.delivery : perMode.pickup
  return flag ?? true
}
