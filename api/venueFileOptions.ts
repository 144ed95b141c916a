import * as t from 'io-ts'
import { ClockTime, closed, Count, Flag, nullable, Price, Text } from './venueFileCodecs'

/**
 * The ordering option sets of a venue file (SPEC §3 Online, Offline and Live options) with the
 * field names of domain/venueOptions.ts. Every field is optional (the domain states the default
 * of each); flags true/false or 1/0, money in decimal euros, times 'HH:MM', minutes whole numbers.
 */

const flag = Flag
const euros = nullable(Price)
const text = nullable(Text)
const time = nullable(ClockTime)
const minutes = nullable(Count)

const pause = { pause_orders_enabled: flag, pause_start_time: time, pause_end_time: time }

export const ONLINE_OPTION_FIELDS = {
  ...pause,
  online_orders_enabled: flag,
  instructions: text,
  phone_enabled: flag,
  phone_required: flag,
  phone_enabled_take_away: flag,
  email_enabled: flag,
  email_required: flag,
  email_enabled_take_away: flag,
  cfiva_enabled: flag,
  pay_before_forced: flag,
  order_before_forced: flag,
  time_slots_enabled: flag,
  time_slots_forewarning_enabled: flag,
  time_slots_forewarning_time: minutes,
  take_away_enabled: flag,
  shipping_enabled: flag,
  shipping_cost: euros,
  threshold_enabled: flag,
  shipping_threshold: euros,
  shipping_threshold_cost: euros,
  max_radius_enabled: flag,
  minimum_order_enabled: flag,
  minimum_order_amount: euros,
  force_privacy: flag,
  privacy_text_override: flag,
  privacy_text: text,
  show_only_daily_time_slots: flag,
}

export const OFFLINE_OPTION_FIELDS = {
  ...pause,
  offline_orders_enabled: flag,
  payment_method: t.union([t.literal(0), t.literal(1), t.literal(2)], 'payment method (0 later, 1 now, 2 later and now)'),
  order_instructions_override: flag,
  order_instructions_text: text,
  enabled_order_delivery: flag,
  text_order_delivery: text,
  cost_order_delivery: euros,
  enabled_order_pickup: flag,
  text_order_pickup: text,
  cost_order_pickup: euros,
  manual_opening_table: flag,
  ask_for_cover: flag,
  cover_enabled_delivery: flag,
  cover_enabled_pickup: flag,
  cover_required: flag,
  ask_for_id_cliente: flag,
  id_cliente_text_override: flag,
  id_cliente_text: text,
  id_cliente_enabled_delivery: flag,
  id_cliente_enabled_pickup: flag,
  id_cliente_required: flag,
  password_request_enabled: flag,
  call_waiter_enabled: flag,
  call_waiter_text_override: flag,
  call_waiter_text: text,
  optional_field_enabled: flag,
  optional_field_enabled_delivery: flag,
  optional_field_enabled_pickup: flag,
  optional_field_text_override: flag,
  optional_field_text: text,
  optional_field_required: flag,
  force_privacy: flag,
  privacy_text_override: flag,
  privacy_text: text,
  pay_for_each_order_enabled: flag,
  time_slots_enabled: flag,
  email_enabled: flag,
  email_enabled_delivery: flag,
  email_enabled_pickup: flag,
  email_required: flag,
  phone_enabled: flag,
  phone_enabled_delivery: flag,
  phone_enabled_pickup: flag,
  phone_required: flag,
}

export const LIVE_OPTION_FIELDS = {
  ...OFFLINE_OPTION_FIELDS,
  live_orders_enabled: flag,
  pickup_time_slots_enabled: flag,
  pickup_time_slots_forewarning_enabled: flag,
  pickup_time_slots_forewarning_time: minutes,
  delivery_time_slots_enabled: flag,
  delivery_time_slots_forewarning_enabled: flag,
  delivery_time_slots_forewarning_time: minutes,
  enable_order_batching: flag,
  minimum_pickup_order_enabled: flag,
  minimum_pickup_order_amount: euros,
  minimum_delivery_order_enabled: flag,
  minimum_delivery_order_amount: euros,
}

export const FileOnlineOptionsC = closed('OnlineOptions', {}, ONLINE_OPTION_FIELDS)
export const FileOfflineOptionsC = closed('OfflineOptions', {}, OFFLINE_OPTION_FIELDS)
export const FileLiveOptionsC = closed('LiveOptions', {}, LIVE_OPTION_FIELDS)
export type FileOnlineOptions = t.TypeOf<typeof FileOnlineOptionsC>
export type FileOfflineOptions = t.TypeOf<typeof FileOfflineOptionsC>
export type FileLiveOptions = t.TypeOf<typeof FileLiveOptionsC>

/** The fields of each set that hold money (decimal euros in the file, cents in the domain). */
export const MONEY_OPTION_FIELDS: ReadonlySet<string> = new Set(
  Object.entries(LIVE_OPTION_FIELDS)
    .concat(Object.entries(ONLINE_OPTION_FIELDS))
    .filter(([, codec]) => codec === euros)
    .map(([key]) => key),
)

/** The free-text fields of each set: translatable (`translations.<lang>.options.<set>.<field>`). */
export const TEXT_OPTION_FIELDS: ReadonlySet<string> = new Set(
  Object.entries(LIVE_OPTION_FIELDS)
    .concat(Object.entries(ONLINE_OPTION_FIELDS))
    .filter(([, codec]) => codec === text)
    .map(([key]) => key),
)

/** The flag fields, read as booleans by the domain. */
export const FLAG_OPTION_FIELDS: ReadonlySet<string> = new Set(
  Object.entries(LIVE_OPTION_FIELDS)
    .concat(Object.entries(ONLINE_OPTION_FIELDS))
    .filter(([, codec]) => codec === flag)
    .map(([key]) => key),
)
