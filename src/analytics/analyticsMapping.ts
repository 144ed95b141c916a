/**
 * SPEC §7 Analytics: the guest actions the app knows and the analytics event each becomes.
 *
 * Names the spec does not give (our choice): clickedReview → `click_review`, clickedShare →
 * `click_share`, a special menu put in the cart (specialMenuAdd) → `add_special_menu`, one taken
 * out (specialMenuRemove) → `remove_special_menu`. The order-* family becomes `order` with the
 * channel as its label.
 */
export const ANALYTICS_EVENTS = {
  orderAdd: 'add_to_order',
  callWaiter: 'call_waiter',
  payOrder: 'pay_order',
  viewMyOrders: 'view_my_orders',
  changeLang: 'change_lang',
  clickedCategory: 'view_category',
  viewDrink: 'view_drink',
  viewPlate: 'view_dish',
  enterSpecialMenu: 'view_special_menu',
  clickedReview: 'click_review',
  clickedShare: 'click_share',
  specialMenuAdd: 'add_special_menu',
  specialMenuRemove: 'remove_special_menu',
} as const

export const ORDER_CHANNELS = ['simple', 'wa', 'mail', 'phone', 'stripe'] as const
export type OrderChannel = (typeof ORDER_CHANNELS)[number]

export type GuestActionName = keyof typeof ANALYTICS_EVENTS | `order-${OrderChannel}`

/** Something the guest did that analytics counts; `label` says which (the item, the language, the link). */
export type GuestAction = { name: GuestActionName; label?: string | null }

export type AnalyticsEvent = { event: string; label: string | null }

/** The analytics event of a guest action (SPEC §7 mapping). */
export function analyticsEventOf(action: GuestAction): AnalyticsEvent {
  if (action.name.startsWith('order-')) return { event: 'order', label: action.name.slice('order-'.length) }
  return { event: ANALYTICS_EVENTS[action.name as keyof typeof ANALYTICS_EVENTS], label: action.label ?? null }
}

/**
 * SPEC §7: page paths containing /restaurants are rewritten to begin with /frontend. Choice: the
 * part from /restaurants on is kept after /frontend (`/restaurants/h/cart` → `/frontend/restaurants/h/cart`,
 * the base path /app/ dropped if present); other paths stay as they are.
 */
export function analyticsPagePath(path: string): string {
  const at = path.indexOf('/restaurants')
  return at < 0 ? path : `/frontend${path.slice(at)}`
}

/** SPEC §7: sent only when analytics is enabled and the venue has a name. */
export function mayTrack(enabled: boolean, venueName: string | null | undefined): boolean {
  return enabled && typeof venueName === 'string' && venueName.trim() !== ''
}
