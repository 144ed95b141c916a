import { timeSlotsForMode as timeSlotsForVenueMode } from './venueOrderRules'
import { menuFromInfo, timeSlotsFromInfo, type FullVenueInfo } from './venueInfo'
import { orderingOf, timeZoneOf } from './venueShellReads'
import { isCouponEntryShown } from '../domain/couponEntry'
import { isOn } from '../domain/menuTypes'
import { enabledPlatformKinds, platformNumber, type Platform } from '../domain/platforms'
import type { TimeSlot } from '../domain/slots'
import { isTableManagementEnabled } from '../domain/tables'
import type { OrderingOptions, PurchaseMode } from '../domain/venueOptions'
import { canOrderByWhatsApp } from '../domain/whatsapp'

/**
 * What the order screens read from the venue info, in the domain's types (money in cents, flags
 * as booleans). No rule is decided here: each value is handed to the domain function that owns it.
 */

type Flag = boolean | 0 | 1 | null | undefined

export function platformsOf(info: FullVenueInfo): Platform[] {
  return info.platforms.map((platform) => ({ name: platform.name, enabled: isOn(platform.enabled as Flag), number: platform.number }))
}

/** The WhatsApp number when the venue's platforms enable ordering by WhatsApp (SPEC §1, §5 WhatsApp). */
export function whatsAppNumberOf(info: FullVenueInfo): string | null {
  const platforms = platformsOf(info)
  if (!enabledPlatformKinds(platforms).includes('whatsapp')) return null
  const number = platformNumber(platforms, 'whatsapp')
  return canOrderByWhatsApp(number) ? number : null
}

export function couponEntryShownFor(info: FullVenueInfo): boolean {
  const options = info.restaurantOptions
  return isCouponEntryShown({ enable_coupon: isOn(options.enable_coupon as Flag), enable_owner_coupon: isOn(options.enable_owner_coupon as Flag) })
}

export function coversPopupEnabled(info: FullVenueInfo): boolean {
  return isOn(info.restaurantOptions.enable_covers_popup as Flag)
}

export function tableManagementOf(info: FullVenueInfo): boolean {
  const options = info.restaurantOptions
  return isTableManagementEnabled({ enable_table_management: isOn(options.enable_table_management as Flag), enable_owner_table_management: isOn(options.enable_owner_table_management as Flag) })
}

/** The weekly time slots a mode's slots are cut from (SPEC §3), as the server reads them too. */
export function timeSlotsForMode(info: FullVenueInfo, mode: PurchaseMode): readonly TimeSlot[] {
  return timeSlotsForVenueMode(info.restaurant_type, timeSlotsFromInfo(info), mode)
}

export function coversSlotsOf(info: FullVenueInfo) {
  return timeSlotsFromInfo(info).covers
}

export function menuOf(info: FullVenueInfo) {
  return menuFromInfo(info)
}

/** The venue's extra order fields (SPEC §3 orderFields), e.g. address, intercom, floor. */
export function orderFieldsOf(info: FullVenueInfo): { name: string; required: boolean }[] {
  return info.orderFields.filter((field) => isOn(field.enabled as Flag)).map((field) => ({ name: field.name, required: isOn(field.required as Flag) }))
}

/** Where the order goes in a delivery: a typed address for online and live venues, or when the venue asks for an address field. */
export function deliveryNeedsAddress(info: FullVenueInfo): boolean {
  return info.restaurant_type === 1 || orderFieldsOf(info).some((field) => field.name === 'address')
}

/**
 * The mode that serves the guest at the table (issue #16.7: preselected after a table's QR code):
 * a plain table order, or an in-venue delivery that goes to a table rather than an address.
 */
export function tableServiceModeOf(info: FullVenueInfo, modes: readonly PurchaseMode[]): PurchaseMode | null {
  if (modes.includes('table')) return 'table'
  return info.restaurant_type !== 1 && modes.includes('delivery') && !deliveryNeedsAddress(info) ? 'delivery' : null
}

/** The venue's own label of a mode (in-venue `text_order_delivery`, `text_order_pickup`), or null. */
export function modeTextOf(ordering: OrderingOptions, mode: PurchaseMode): string | null {
  if (ordering.venueType === 1 || ordering.options === null) return null
  const text = mode === 'delivery' ? ordering.options.text_order_delivery : mode === 'pickup' ? ordering.options.text_order_pickup : null
  return typeof text === 'string' && text.trim() !== '' ? text.trim() : null
}

/** The privacy text the venue overrides the default with (HTML, to sanitise), or null. */
export function privacyTextOf(ordering: OrderingOptions): string | null {
  const options = ordering.options
  if (options === null || options.privacy_text_override !== true) return null
  return typeof options.privacy_text === 'string' && options.privacy_text.trim() !== '' ? options.privacy_text : null
}

/**
 * SPEC §3 Venue (full) `instructions` (post-order) and Offline options `order_instructions_override`
 * with `order_instructions_text`: what the guest is told once an order is sent (issue #13.7).
 */
export function postOrderInstructions(info: Pick<FullVenueInfo, 'instructions' | 'restaurant_type' | 'offline_options' | 'live_options'>): string | null {
  const options = (info.restaurant_type === 3 ? info.live_options : info.restaurant_type === 2 ? info.offline_options : null) as Record<string, unknown> | null
  const override = options !== null && isOn(options.order_instructions_override as Flag) && typeof options.order_instructions_text === 'string' ? options.order_instructions_text : null
  const text = override ?? info.instructions
  return typeof text === 'string' && text.trim() !== '' ? text : null
}
