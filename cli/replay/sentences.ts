import { unitPriceOf, type ChosenVariantGroup } from '../../domain/cartLine'
import { formatMoney } from '../../domain/display'
import { specialMenuUnitPrice } from '../../domain/specialMenuLine'
import type { EventData, EventType } from '../../events/catalogue'
import type { Envelope } from '../../events/envelope'
import type { PresentedViews } from '../../projections/present'

/**
 * What each event means, in one sentence a support person reads (`comanda replay --explain`).
 * Typed over the catalogue; a type without its sentence yet reads "recorded", and the structural
 * diff of the views still tells what it changed. `before` is what the guest saw just before the
 * event (to name the line a key points at).
 */
type Sentences = { [K in EventType]?: (data: EventData<K>, before: PresentedViews) => string }

const money = (cents: number) => formatMoney(cents)

function options(groups: readonly ChosenVariantGroup[]): string {
  const chosen = groups.flatMap((group) => group.optionsselected.map((option) => (option.quantity > 1 ? `${option.quantity} × ${option.name}` : option.name)))
  return chosen.length === 0 ? '' : ` [${chosen.join(', ')}]`
}

function lineName(before: PresentedViews, key: string): string {
  const line = before.cart.lines.find((candidate) => candidate.key === key)
  return line ? `${line.item.name}${options(line.menuentryvariants)}` : `line ${key}`
}

function specialName(before: PresentedViews, key: string): string {
  const line = before.cart.specialLines.find((candidate) => candidate.key === key)
  return line ? line.name : `menu line ${key}`
}

function orders(ids: readonly number[]): string {
  if (ids.length === 0) return 'no order'
  return `${ids.length === 1 ? 'order' : 'orders'} ${ids.map((id) => `#${id}`).join(', ')}`
}

const COUPON_PROBLEMS: Record<EventData<'CouponRejected'>['reason'], string> = {
  'coupon.invalid': 'not a valid code',
  'coupon.expired': 'expired',
  'coupon.unavailable': 'no longer available',
  'coupon.failed': 'could not be checked',
}

const CART_CLEARED: Record<EventData<'CartCleared'>['reason'], string> = {
  guest: 'by the guest',
  'order-sent': 'after the order was sent',
  'session-expired': 'because the order session expired',
}

export const SENTENCES: Sentences = {
  VenueOpened: (d) => `opened venue "${d.name}" (restaurant type ${d.restaurant_type}${d.rid === null ? '' : `, rid ${d.rid}`})`,
  LanguageChosen: (d) => `chose the language ${d.code}${d.rtl ? ' (right to left)' : ''}`,
  UniqueTableSet: (d) => `scanned the table QR "${d.qr}"${d.table ? `: table ${d.table.name} (#${d.table.id})` : ', which names no table of the venue'}`,
  UniqueTableCleared: () => 'left the table (QR forgotten)',
  TableSessionVerified: (d) =>
    `table #${d.table_id} checked: ${d.session ? `${d.session.covers} covers at ${money(d.session.cover_cost)}, ${money(d.session.covered_total_paid)} already paid` : 'no open table session'}`,
  WaiterCalled: () => 'called the waiter',
  CustomerLoggedIn: (d) => `logged in as customer #${d.customer.customer_id}${d.customer.is_registered ? '' : ' (not registered)'}`,
  CustomerLoggedOut: () => 'logged out',
  NavigationSessionSaved: () => 'navigation session saved (banners hidden)',

  LineAdded: (d) => `cart: +${d.quantity} × ${d.line.item.name}${options(d.line.menuentryvariants)} (${money(unitPriceOf(d.line))})`,
  LineDecremented: (d, before) => `cart: −1 × ${lineName(before, d.lineKey)}`,
  LineRemoved: (d, before) => `cart: removed ${lineName(before, d.lineKey)}`,
  LineEdited: (d, before) => `cart: ${lineName(before, d.lineKey)} edited to ${d.quantity} × ${d.line.item.name}${options(d.line.menuentryvariants)} (${money(unitPriceOf(d.line))})`,
  SpecialMenuLineAdded: (d) => `cart: +${d.quantity} × menu ${d.line.name} (${money(specialMenuUnitPrice(d.line))})`,
  SpecialMenuLineUpdated: (d, before) => `cart: menu ${specialName(before, d.lineKey)} changed to ${d.line.name} (${money(specialMenuUnitPrice(d.line))})`,
  SpecialMenuLineDecremented: (d, before) => `cart: −1 × menu ${specialName(before, d.lineKey)}`,
  SpecialMenuLineRemoved: (d, before) => `cart: removed menu ${specialName(before, d.lineKey)}`,
  CartCleared: (d) => `cart emptied ${CART_CLEARED[d.reason]}`,
  CouponApplied: (d) =>
    `coupon ${d.coupon.code} applied (${d.coupon.type === 'percentage' ? `${d.coupon.value}%` : money(d.coupon.value)} off${d.coupon.minimum_order === null ? '' : `, minimum order ${money(d.coupon.minimum_order)}`})`,
  CouponRejected: (d) => `coupon "${d.code}" refused: ${COUPON_PROBLEMS[d.reason]}`,
  CouponRemoved: () => 'coupon removed',
  CoversSet: (d) => `covers set to ${d.covers} at ${money(d.coverUnitPrice)} each`,

  CheckoutDetailsEntered: ({ details: d }) =>
    [
      `checkout details entered: ${d.order_type}${d.delivery_choice ? ` (${d.delivery_choice})` : ''}`,
      d.table_id === null ? null : `table #${d.table_id}`,
      d.time_slot_requested ? `slot ${d.time_slot_requested}` : null,
      d.covers_number === null ? null : `${d.covers_number} covers`,
      `payment ${d.payment ?? 'not chosen'}`,
    ]
      .filter(Boolean)
      .join(', '),
  OrderSubmitted: (d) =>
    `order sent (${d.method}${d.serverOrderId === null ? '' : ` to order #${d.serverOrderId}`}, key ${d.orderKey}, total ${money(d.request.order.total_cost)}): waiting for the server`,
  OrderAccepted: (d) =>
    `server accepted order #${d.order.id}${d.order.restaurantorderid === null ? '' : ` (venue number ${d.order.restaurantorderid})`}: ${d.order.status}, total ${money(d.order.total_cost)}${d.awaitingPayment ? ', waiting for payment' : ''}`,
  OrderSubmissionFailed: (d) =>
    d.definitive
      ? `order refused by the server${d.message ? `: ${d.message}` : ''}`
      : `order not answered (offline or timeout${d.message ? `: ${d.message}` : ''}); it is resent later with the same key`,
  OrderSentViaWhatsApp: (d) => `order sent via WhatsApp to ${d.number} (total ${money(d.order.total_cost)})`,
  PaymentMethodSet: (d) => `payment method of order #${d.orderId} set to ${d.payment_method}`,
  PaymentPrepared: (d) => `payment started with ${d.provider} for ${orders(d.orderIds)}`,
  PaymentPreparationFailed: (d) => `payment could not start with ${d.provider} for ${orders(d.orderIds)}${d.message ? `: ${d.message}` : ''}`,
  PaymentResultReceived: (d) => `payment ${d.success ? 'succeeded' : 'failed'} for ${orders(d.orderIds)}${d.payment_method ? ` (${d.payment_method})` : ''}`,
  OrderStateChanged: (d) => `order #${d.orderid} is now ${d.status ?? 'in an unknown state'}`,
  MyOrdersLoaded: (d) => `loaded ${d.orders.length} ${d.orders.length === 1 ? 'order' : 'orders'} from the server`,
  OrderSessionCleared: (d) => `order session cleared ${d.reason === 'expired' ? 'because it expired' : 'by the guest'}`,
}

export function sentenceOf(event: Envelope, before: PresentedViews): string {
  const sentence = SENTENCES[event.type] as ((data: unknown, before: PresentedViews) => string) | undefined
  return sentence ? sentence(event.data, before) : 'recorded'
}
