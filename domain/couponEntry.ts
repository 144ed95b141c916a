/** Whether the guest is offered the coupon entry (SPEC §3 restaurantOptions, §6). */

export type CouponOptions = {
  enable_coupon?: boolean | null
  enable_owner_coupon?: boolean | null
}

/**
 * SPEC §6: the owner coupon needs both the venue option (enable_coupon) and the owner
 * option (enable_owner_coupon).
 */
export function isOwnerCouponEnabled(options: CouponOptions): boolean {
  return options.enable_coupon === true && options.enable_owner_coupon === true
}

/**
 * SPEC §3, §6: the coupon entry is shown only when enable_coupon is on and, for owner coupons,
 * enable_owner_coupon too.
 * Choice: the guest has a single coupon entry and a single verify call (SPEC §7), so the
 * entry follows the owner-coupon rule: both options on; either off hides it.
 */
export function isCouponEntryShown(options: CouponOptions): boolean {
  return isOwnerCouponEnabled(options)
}
