import { tabOptionsOf, type TabOptions } from '../domain/tab'
import type { OrderVenueRules } from '../domain/orderChecks'
import { DEFAULT_ORDER_LIMITS } from '../domain/orderLimits'
import { isUniqueQrEnabled } from '../domain/tables'
import { DEFAULT_TIME_ZONE } from '../domain/venueClock'
import type { FullVenueInfo } from './venueInfo'
import { slotSettingsFor, slotsFor, type GeneratedSlot, type TimeSlot } from '../domain/slots'
import type { OrderingOptions, PurchaseMode } from '../domain/venueOptions'
import { toCents } from './money'
import { guestPaymentChoices, PAY_LATER, PAY_LATER_AND_NOW, PAY_NOW, type PaymentChoice } from '../domain/paymentMethods'
import { coverItemOf, orderingFromInfo, type VenueTimeSlots } from './venueMenu'

const flag = (value: unknown) => value === true || value === 1

/**
 * The rules an order is checked against (domain/orderChecks), read from the full venue info: by the
 * app from the info it loaded, by the server from the same info of its venue file, so both check
 * the same venue the same way.
 */
export function orderVenueRulesOf(info: FullVenueInfo): OrderVenueRules {
  const options = info.restaurantOptions
  return {
    restaurantType: info.restaurant_type,
    ordering: orderingFromInfo(info),
    timeZone: info.time_zone ?? DEFAULT_TIME_ZONE,
    tables: info.tables.map((table) => ({ id: table.id, name: table.name })),
    uniqueQr: isUniqueQrEnabled({ enable_qrcode_unique: flag(options.enable_qrcode_unique), enable_owner_qrcode_unique: flag(options.enable_owner_qrcode_unique) }),
    limits: DEFAULT_ORDER_LIMITS,
    deliveryRadii: info.deliveryRadii.map((band) => ({ radius: band.radius, shipping_cost: toCents(band.shipping_cost) })),
    coverPrice: coverItemOf(info)?.price ?? null,
    paymentChoices: paymentChoicesOf(info),
    ...withTab(tabOptionsOf(info.tab_options)),
  }
}

/**
 * The venue's payment-method constant (SPEC §1, §9). In-venue and live option sets carry
 * `payment_method`; the online set has none, only `pay_before_forced`. Choice (no domain rule
 * exists for type 1): pay before forced is "now", otherwise "later and now".
 */
function paymentConstantOf(ordering: OrderingOptions): number {
  if (ordering.venueType === 1) return ordering.options?.pay_before_forced === true ? PAY_NOW : PAY_LATER_AND_NOW
  return ordering.options?.payment_method ?? PAY_LATER
}

/** What a guest may pay with at the venue (domain `guestPaymentChoices`): offered at checkout, checked on an order by the server. */
export function paymentChoicesOf(info: FullVenueInfo): PaymentChoice[] {
  const methods = info.payment_methods.map((method) => ({ name: method.name, enabled: flag(method.enabled) }))
  return guestPaymentChoices(paymentConstantOf(orderingFromInfo(info)), methods)
}

const withTab = (tab: TabOptions | undefined) => (tab === undefined ? {} : { tab })

/** The weekly time slots a mode's slots are cut from (SPEC §3): live pickup and delivery have their own lists. */
export function timeSlotsForMode(restaurantType: 1 | 2 | 3, slots: VenueTimeSlots, mode: PurchaseMode): readonly TimeSlot[] {
  if (restaurantType === 3 && (mode === 'pickup' || mode === 'take-away')) return slots.pickup
  if (restaurantType === 3 && mode === 'delivery') return slots.delivery
  return slots.online
}

/** The slots the mode offers at `now` (SPEC §5 Slots), which an order's slot must be one of; null when the mode asks for none. */
export function offeredSlots(rules: OrderVenueRules, slots: VenueTimeSlots, mode: PurchaseMode, now: number): GeneratedSlot[] | null {
  if (slotSettingsFor(rules.ordering, mode) === null) return null
  return slotsFor(rules.ordering, mode, timeSlotsForMode(rules.restaurantType, slots, mode), now, rules.timeZone)
}
