/**
 * The fields of the ordering option sets of a venue file (SPEC §3 Online, Offline and Live
 * options) and the kind of value each holds: flags true/false or 1/0, money in decimal euros,
 * free texts, times 'HH:MM', minutes as whole numbers. The file's codecs are made from these
 * (./venueFileOptions.ts); the app reads the kinds without them, so io-ts stays out of a venue
 * page's first code (issue #14).
 */
export type OptionKind = 'flag' | 'money' | 'text' | 'time' | 'minutes' | 'paymentMethod'

const pause = { pause_orders_enabled: 'flag', pause_start_time: 'time', pause_end_time: 'time' } as const

export const ONLINE_OPTION_KINDS = {
  ...pause,
  online_orders_enabled: 'flag',
  instructions: 'text',
  phone_enabled: 'flag',
  phone_required: 'flag',
  phone_enabled_take_away: 'flag',
  email_enabled: 'flag',
  email_required: 'flag',
  email_enabled_take_away: 'flag',
  cfiva_enabled: 'flag',
  pay_before_forced: 'flag',
  order_before_forced: 'flag',
  time_slots_enabled: 'flag',
  time_slots_forewarning_enabled: 'flag',
  time_slots_forewarning_time: 'minutes',
  take_away_enabled: 'flag',
  shipping_enabled: 'flag',
  shipping_cost: 'money',
  threshold_enabled: 'flag',
  shipping_threshold: 'money',
  shipping_threshold_cost: 'money',
  max_radius_enabled: 'flag',
  minimum_order_enabled: 'flag',
  minimum_order_amount: 'money',
  force_privacy: 'flag',
  privacy_text_override: 'flag',
  privacy_text: 'text',
  show_only_daily_time_slots: 'flag',
} as const

export const OFFLINE_OPTION_KINDS = {
  ...pause,
  offline_orders_enabled: 'flag',
  payment_method: 'paymentMethod',
  order_instructions_override: 'flag',
  order_instructions_text: 'text',
  enabled_order_delivery: 'flag',
  text_order_delivery: 'text',
  cost_order_delivery: 'money',
  enabled_order_pickup: 'flag',
  text_order_pickup: 'text',
  cost_order_pickup: 'money',
  manual_opening_table: 'flag',
  ask_for_cover: 'flag',
  cover_enabled_delivery: 'flag',
  cover_enabled_pickup: 'flag',
  cover_required: 'flag',
  ask_for_id_cliente: 'flag',
  id_cliente_text_override: 'flag',
  id_cliente_text: 'text',
  id_cliente_enabled_delivery: 'flag',
  id_cliente_enabled_pickup: 'flag',
  id_cliente_required: 'flag',
  password_request_enabled: 'flag',
  call_waiter_enabled: 'flag',
  call_waiter_text_override: 'flag',
  call_waiter_text: 'text',
  optional_field_enabled: 'flag',
  optional_field_enabled_delivery: 'flag',
  optional_field_enabled_pickup: 'flag',
  optional_field_text_override: 'flag',
  optional_field_text: 'text',
  optional_field_required: 'flag',
  force_privacy: 'flag',
  privacy_text_override: 'flag',
  privacy_text: 'text',
  pay_for_each_order_enabled: 'flag',
  time_slots_enabled: 'flag',
  email_enabled: 'flag',
  email_enabled_delivery: 'flag',
  email_enabled_pickup: 'flag',
  email_required: 'flag',
  phone_enabled: 'flag',
  phone_enabled_delivery: 'flag',
  phone_enabled_pickup: 'flag',
  phone_required: 'flag',
} as const

export const LIVE_OPTION_KINDS = {
  ...OFFLINE_OPTION_KINDS,
  live_orders_enabled: 'flag',
  pickup_time_slots_enabled: 'flag',
  pickup_time_slots_forewarning_enabled: 'flag',
  pickup_time_slots_forewarning_time: 'minutes',
  delivery_time_slots_enabled: 'flag',
  delivery_time_slots_forewarning_enabled: 'flag',
  delivery_time_slots_forewarning_time: 'minutes',
  enable_order_batching: 'flag',
  minimum_pickup_order_enabled: 'flag',
  minimum_pickup_order_amount: 'money',
  minimum_delivery_order_enabled: 'flag',
  minimum_delivery_order_amount: 'money',
} as const

const fieldsOfKind = (kind: OptionKind): ReadonlySet<string> =>
  new Set(
    Object.entries({ ...LIVE_OPTION_KINDS, ...ONLINE_OPTION_KINDS })
      .filter(([, of]) => of === kind)
      .map(([key]) => key),
  )

/** The fields of each set that hold money (decimal euros in the file, cents in the domain). */
export const MONEY_OPTION_FIELDS = fieldsOfKind('money')
/** The free-text fields of each set: translatable (`translations.<lang>.options.<set>.<field>`). */
export const TEXT_OPTION_FIELDS = fieldsOfKind('text')
/** The flag fields, read as booleans by the domain. */
export const FLAG_OPTION_FIELDS = fieldsOfKind('flag')
