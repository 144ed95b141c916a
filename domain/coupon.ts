import { percentOf, type Cents } from './money'

/**
 * A coupon as the venue API describes it (SPEC §3 Cart state: cartCoupon), with money in cents.
 * `value` is cents for type 'total' and a percentage (0..100, decimals allowed) for 'percentage'.
 */
export type Coupon = {
  code: string
  type: 'total' | 'percentage'
  value: number
  minimum_order: Cents | null
  /** epoch seconds; null = never expires */
  expires: number | null
  /** how many redemptions the coupon allows; null = unlimited */
  availability: number | null
  used_count: number
}

export type CouponProblem = 'coupon.invalid' | 'coupon.expired' | 'coupon.unavailable' | 'coupon.failed'

/**
 * SPEC §5 Coupon: expiry is compared in epoch seconds. Choice: a coupon whose `expires` is the
 * current second is still valid; it is expired from the next second on.
 */
export function isCouponExpired(coupon: Pick<Coupon, 'expires'>, nowMs: number): boolean {
  if (coupon.expires === null) return false
  return Math.floor(nowMs / 1000) > coupon.expires
}

/** SPEC §5 Coupon: used_count at or above availability means no longer available. */
export function isCouponUsedUp(coupon: Pick<Coupon, 'availability' | 'used_count'>): boolean {
  return coupon.availability !== null && coupon.used_count >= coupon.availability
}

/** SPEC §5 Coupon: the first problem that forbids applying the coupon, or null when it may be applied. */
export function couponProblem(coupon: Coupon | null, nowMs: number): CouponProblem | null {
  if (coupon === null || coupon.code.trim() === '') return 'coupon.invalid'
  if (isCouponExpired(coupon, nowMs)) return 'coupon.expired'
  if (isCouponUsedUp(coupon)) return 'coupon.unavailable'
  return null
}

/** SPEC §5 Coupon: applies only if minimum_order is null or the food subtotal is at least it. */
export function couponApplies(coupon: Pick<Coupon, 'minimum_order'>, foodSubtotal: Cents): boolean {
  return coupon.minimum_order === null || foodSubtotal >= coupon.minimum_order
}

/**
 * SPEC §5 Coupon: 'total' subtracts its value capped at the subtotal; 'percentage' subtracts
 * that percentage. Never more than the subtotal, never negative.
 */
export function couponDiscount(coupon: Coupon | null, foodSubtotal: Cents): Cents {
  if (coupon === null || foodSubtotal <= 0 || !couponApplies(coupon, foodSubtotal)) return 0
  const raw = coupon.type === 'total' ? coupon.value : percentOf(foodSubtotal, coupon.value)
  return Math.min(Math.max(raw, 0), foodSubtotal)
}
