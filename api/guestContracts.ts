import * as t from 'io-ts'
import { endpoint, IdParamC, VenueParamsC } from './contract'

const NullableNumberC = t.union([t.number, t.null])

/** A coupon as the API writes it: a `total` coupon's value and the minimum order in decimal currency. */
const CouponWireC = t.type({
  code: t.string,
  type: t.keyof({ total: null, percentage: null }),
  value: t.number,
  minimum_order: NullableNumberC,
  expires: NullableNumberC,
  availability: NullableNumberC,
  used_count: t.number,
})
export type CouponWire = t.TypeOf<typeof CouponWireC>

/** SPEC §7 coupon/verify: the coupon, or null with the reason as the message (SPEC §5 maps the outcomes). */
export const verifyCoupon = endpoint({
  method: 'POST',
  path: '/api/v4/restaurants/:hash/coupon/verify',
  params: VenueParamsC,
  body: t.type({ code: t.string }),
  answer: t.type({ item: t.union([CouponWireC, t.null]) }),
})

/** Whether the venue has any coupon to enter (the cart offers the field only then). */
export const couponExists = endpoint({
  method: 'GET',
  path: '/api/v4/restaurants/:hash/coupon/exists',
  params: VenueParamsC,
  answer: t.type({ data: t.boolean }),
})

/** SPEC §7 call-waiter. */
export const callWaiter = endpoint({
  method: 'POST',
  path: '/api/v3/restaurants/:hash/call-waiter',
  params: VenueParamsC,
  body: t.type({ client_id: t.string }),
  answer: t.type({}),
})

/** SPEC §7 table session verification: the open session of the table, or null. */
export const verifyTableSession = endpoint({
  method: 'GET',
  path: '/api/v3/restaurants/:hash/table-session/:table_id/verification',
  params: t.type({ hash: t.string, table_id: IdParamC }),
  answer: t.type({ data: t.union([t.type({ covers: t.number, cover_cost: t.number, covered_total_paid: t.number }), t.null]) }),
})

const SlotC = t.type({ timeslotID: t.number, orderDate: t.string })

/**
 * SPEC §7 placesforslots, payload {params:{product}}: for each generated slot the app asks about
 * (`params.slots`), how many orders it takes and how many it already has.
 */
export const placesForSlots = endpoint({
  method: 'POST',
  path: '/api/v5/restaurant/:hash/placesforslots',
  params: VenueParamsC,
  body: t.type({ params: t.intersection([t.type({ product: t.string }), t.partial({ slots: t.array(SlotC) })]) }),
  answer: t.type({ data: t.array(t.intersection([SlotC, t.type({ capacity: NullableNumberC, taken: t.number, available: t.boolean })])) }),
})

/** The demo geocoder (DESIGN §7): how far a delivery address is from the venue; null when it does not know it. */
export const geocode = endpoint({
  method: 'GET',
  path: '/api/v3/restaurants/:hash/geocode',
  params: VenueParamsC,
  query: t.partial({ address: t.string }),
  answer: t.type({ data: t.union([t.type({ lat: t.number, lng: t.number, distance_km: t.number }), t.null]) }),
})

/** The translation error report form (SPEC §2 names the form, not its call: this path is ours): what reads wrong, in which language and on which page. */
export const reportTranslationError = endpoint({
  method: 'POST',
  path: '/api/v3/restaurants/:hash/translation-error',
  params: VenueParamsC,
  body: t.intersection([t.type({ lang: t.string, page: t.string, text: t.string }), t.partial({ suggestion: t.string })]),
  answer: t.type({}),
})
