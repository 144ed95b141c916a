import * as t from 'io-ts'
import type { OfflineOptions, OnlineOptions, LiveOptions } from '../../domain/venueOptions'
import { NonNegativeCentsC, NonNegativeIntC } from './primitives'
import { classified, type FieldPrivacy } from './privacy'

/**
 * The venue option sets of SPEC §3 as io-ts codecs, money in cents, every field optional (a
 * venue API sends what it has). Built from one list per field kind so the lists read like the spec.
 */
type Kinds = { flags: readonly string[]; texts: readonly string[]; cents: readonly string[]; minutes: readonly string[] }

function optionsCodec(name: string, kinds: Kinds, extra: t.Props = {}) {
  const props: t.Props = { ...extra }
  for (const key of kinds.flags) props[key] = t.boolean
  for (const key of kinds.texts) props[key] = t.union([t.string, t.null])
  for (const key of kinds.cents) props[key] = t.union([NonNegativeCentsC, t.null])
  for (const key of kinds.minutes) props[key] = t.union([NonNegativeIntC, t.null])
  // the venue's own settings: nothing of the guest's
  return classified(t.partial(props, name), Object.fromEntries(Object.keys(props).map((key) => [key, 'public'])) as Record<string, FieldPrivacy>)
}

const PAUSE: Kinds = { flags: ['pause_orders_enabled'], texts: ['pause_start_time', 'pause_end_time'], cents: [], minutes: [] }

const ONLINE: Kinds = {
  flags: [...PAUSE.flags, 'online_orders_enabled', 'phone_enabled', 'phone_required', 'phone_enabled_take_away', 'email_enabled', 'email_required',
    'email_enabled_take_away', 'cfiva_enabled', 'pay_before_forced', 'order_before_forced', 'time_slots_enabled', 'time_slots_forewarning_enabled',
    'take_away_enabled', 'shipping_enabled', 'threshold_enabled', 'max_radius_enabled', 'minimum_order_enabled', 'force_privacy',
    'privacy_text_override', 'show_only_daily_time_slots'],
  texts: [...PAUSE.texts, 'instructions', 'privacy_text'],
  cents: ['shipping_cost', 'shipping_threshold', 'shipping_threshold_cost', 'minimum_order_amount'],
  minutes: ['time_slots_forewarning_time'],
}

const OFFLINE: Kinds = {
  flags: [...PAUSE.flags, 'offline_orders_enabled', 'order_instructions_override', 'enabled_order_delivery', 'enabled_order_pickup',
    'manual_opening_table', 'ask_for_cover', 'cover_enabled_delivery', 'cover_enabled_pickup', 'cover_required', 'ask_for_id_cliente',
    'id_cliente_text_override', 'id_cliente_enabled_delivery', 'id_cliente_enabled_pickup', 'id_cliente_required', 'password_request_enabled',
    'call_waiter_enabled', 'call_waiter_text_override', 'optional_field_enabled', 'optional_field_enabled_delivery',
    'optional_field_enabled_pickup', 'optional_field_text_override', 'optional_field_required', 'force_privacy', 'privacy_text_override',
    'pay_for_each_order_enabled', 'time_slots_enabled', 'email_enabled', 'email_enabled_delivery', 'email_enabled_pickup', 'email_required',
    'phone_enabled', 'phone_enabled_delivery', 'phone_enabled_pickup', 'phone_required'],
  texts: [...PAUSE.texts, 'order_instructions_text', 'text_order_delivery', 'text_order_pickup', 'id_cliente_text', 'call_waiter_text',
    'optional_field_text', 'privacy_text'],
  cents: ['cost_order_delivery', 'cost_order_pickup'],
  minutes: [],
}

const LIVE: Kinds = {
  flags: [...OFFLINE.flags, 'live_orders_enabled', 'pickup_time_slots_enabled', 'pickup_time_slots_forewarning_enabled', 'delivery_time_slots_enabled',
    'delivery_time_slots_forewarning_enabled', 'enable_order_batching', 'minimum_pickup_order_enabled', 'minimum_delivery_order_enabled'],
  texts: OFFLINE.texts,
  cents: [...OFFLINE.cents, 'minimum_pickup_order_amount', 'minimum_delivery_order_amount'],
  minutes: ['pickup_time_slots_forewarning_time', 'delivery_time_slots_forewarning_time'],
}

const PaymentMethodSettingC = t.union([t.literal(0), t.literal(1), t.literal(2)])

export const OnlineOptionsC = optionsCodec('OnlineOptions', ONLINE) as unknown as t.Type<OnlineOptions, OnlineOptions, unknown>
export const OfflineOptionsC = optionsCodec('OfflineOptions', OFFLINE, { payment_method: PaymentMethodSettingC }) as unknown as t.Type<OfflineOptions, OfflineOptions, unknown>
export const LiveOptionsC = optionsCodec('LiveOptions', LIVE, { payment_method: PaymentMethodSettingC }) as unknown as t.Type<LiveOptions, LiveOptions, unknown>

const ORDERING_PRIVACY = { venueType: 'public', options: 'nested' } as const

export const OrderingOptionsC = t.union([
  classified(t.type({ venueType: t.literal(1), options: t.union([OnlineOptionsC, t.null]) }), ORDERING_PRIVACY),
  classified(t.type({ venueType: t.literal(2), options: t.union([OfflineOptionsC, t.null]) }), ORDERING_PRIVACY),
  classified(t.type({ venueType: t.literal(3), options: t.union([LiveOptionsC, t.null]) }), ORDERING_PRIVACY),
])

/**
 * What the deciders need of the venue to refuse an order the venue would refuse (SPEC §4
 * Ordering active, Send-order check; §5 minimums), recorded when the guest opens the venue.
 */
export const VenueRulesC = t.intersection([
  classified(
    t.type({
      ordering: OrderingOptionsC,
      timeZone: t.string,
      tables: t.array(classified(t.type({ id: t.number, name: t.union([t.string, t.null]) }), { id: 'key', name: 'public' })),
      uniqueQr: t.boolean,
    }),
    { ordering: 'nested', timeZone: 'public', tables: 'nested', uniqueQr: 'public' },
  ),
  // the price facts the quote reads (issue #13); logs recorded before them decode as before
  classified(
    t.partial({
      deliveryRadii: t.array(classified(t.type({ radius: t.number, shipping_cost: NonNegativeCentsC }), { radius: 'public', shipping_cost: 'public' })),
      coverPrice: t.union([NonNegativeCentsC, t.null]),
      // issue #18: the venue's tab options (tip presets, who edits a line, inactivity)
      tab: classified(t.partial({ tipPercents: t.array(t.number), anyoneEdits: t.boolean, inactivityMs: t.number }), { tipPercents: 'public', anyoneEdits: 'public', inactivityMs: 'public' }),
    }),
    { deliveryRadii: 'nested', coverPrice: 'public', tab: 'nested' },
  ),
])
export type VenueRules = t.TypeOf<typeof VenueRulesC>
