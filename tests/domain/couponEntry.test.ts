import { describe, expect, it } from 'vitest'
import { isCouponEntryShown, isOwnerCouponEnabled } from '../../domain/couponEntry'

describe('SPEC §3 restaurantOptions, §6: the coupon entry needs enable_coupon and enable_owner_coupon', () => {
  it.each([
    [true, true, true],
    [true, false, false],
    [false, true, false],
    [false, false, false],
    [true, undefined, false],
    [undefined, true, false],
    [null, null, false],
  ])('SPEC §6: enable_coupon %s, enable_owner_coupon %s shows the entry: %s', (venue, owner, expected) => {
    const options = { enable_coupon: venue, enable_owner_coupon: owner }
    expect(isOwnerCouponEnabled(options)).toBe(expected)
    expect(isCouponEntryShown(options)).toBe(expected)
  })
})
