import { describe, expect, it } from 'vitest'
import { couponDiscount, couponProblem, type Coupon } from '../../domain/coupon'

const base: Coupon = { code: 'X', type: 'total', value: 500, minimum_order: null, expires: null, availability: null, used_count: 0 }

describe('SPEC §5 Coupon', () => {
  it('a coupon expiring this second is still valid, the next second it is expired', () => {
    const coupon = { ...base, expires: 1_700_000_000 }
    expect(couponProblem(coupon, 1_700_000_000_999)).toBeNull()
    expect(couponProblem(coupon, 1_700_000_001_000)).toBe('coupon.expired')
  })
  it('used_count at or above availability is no longer available', () => {
    expect(couponProblem({ ...base, availability: 3, used_count: 2 }, 0)).toBeNull()
    expect(couponProblem({ ...base, availability: 3, used_count: 3 }, 0)).toBe('coupon.unavailable')
  })
  it("'total' is capped at the subtotal", () => {
    expect(couponDiscount({ ...base, value: 500 }, 300)).toBe(300)
  })
  it("'percentage' subtracts that percentage, rounded to the cent", () => {
    expect(couponDiscount({ ...base, type: 'percentage', value: 10 }, 1999)).toBe(200)
  })
  it('applies only when the food subtotal reaches minimum_order', () => {
    expect(couponDiscount({ ...base, minimum_order: 2000 }, 1999)).toBe(0)
    expect(couponDiscount({ ...base, minimum_order: 2000 }, 2000)).toBe(500)
  })
})
