import { describe, expect, it } from 'vitest'
import { couponVerified } from '../../commands/coupon'
import { defaultText } from '../../domain/notice'
import { replay } from '../../projections/views'
import { T0, coupon, details, e, envelopes, margherita } from '../support/builders'
import { given } from '../support/givenWhenThen'
import { harness } from '../support/harness'

const nowSeconds = Math.floor(T0 / 1000)

describe('SPEC §5 Coupon (deciders and the outcome of coupon/verify)', () => {
  it("an empty code is refused before any call: 'Il codice sconto non è valido'", () => {
    given().when({ type: 'ApplyCoupon', code: '   ' }).thenError('coupon.invalid')
  })

  it("an unknown code: 'Il codice sconto non è valido'", () => {
    expect(couponVerified('NOPE', { ok: true, value: null }, T0)).toEqual([e('CouponRejected', { code: 'NOPE', reason: 'coupon.invalid' })])
  })

  it("expired, compared as epoch seconds: 'Il coupon inserito è scaduto'", () => {
    const expired = coupon({ code: 'SCADUTO', expires: nowSeconds - 1 })
    expect(couponVerified('SCADUTO', { ok: true, value: expired }, T0)).toEqual([e('CouponRejected', { code: 'SCADUTO', reason: 'coupon.expired' })])
    const lastSecond = coupon({ code: 'OGGI', expires: nowSeconds })
    expect(couponVerified('OGGI', { ok: true, value: lastSecond }, T0 + 999)[0]!.type).toBe('CouponApplied')
  })

  it("used_count at or above availability: 'Il coupon inserito non è più disponibile'", () => {
    const usedUp = coupon({ code: 'ESAURITO', availability: 5, used_count: 5 })
    expect(couponVerified('ESAURITO', { ok: true, value: usedUp }, T0)).toEqual([e('CouponRejected', { code: 'ESAURITO', reason: 'coupon.unavailable' })])
  })

  it("any call failure: 'Il coupon non è valido'", () => {
    expect(couponVerified('X', { ok: false, kind: 'network', message: null }, T0)).toEqual([e('CouponRejected', { code: 'X', reason: 'coupon.failed' })])
  })

  it("'total' subtracts its value capped at the subtotal", () => {
    const views = replay(envelopes([e('LineAdded', { line: margherita(), quantity: 1 }), e('CouponApplied', { coupon: coupon({ type: 'total', value: 1500 }) })]))
    expect(views.totals).toMatchObject({ subtotal: 800, discount: 800, total: 0 })
  })

  it("'percentage' subtracts that percentage", () => {
    const views = replay(envelopes([e('LineAdded', { line: margherita(), quantity: 3 }), e('CouponApplied', { coupon: coupon({ value: 10 }) })]))
    expect(views.totals).toMatchObject({ subtotal: 2400, discount: 240, total: 2160 })
  })

  it('minimum_order is checked against the food subtotal only, excluding cover and delivery', () => {
    const views = replay(
      envelopes([
        e('LineAdded', { line: margherita(), quantity: 2 }),
        e('CoversSet', { covers: 4, coverUnitPrice: 250 }),
        e('CheckoutDetailsEntered', { details: details({ order_type: 'deliver', delivery_choice: 'delivery', shipping_cost: 500, covers_number: 4 }) }),
        e('CouponApplied', { coupon: coupon({ code: 'MENO5', type: 'total', value: 500, minimum_order: 2000 }) }),
      ]),
    )
    // 1600 food + 1000 cover + 500 delivery = 3100 >= 2000, but the food alone is below the minimum.
    expect(views.totals).toMatchObject({ subtotal: 1600, discount: 0, couponApplies: false, cover: 1000, delivery: 500, total: 3100 })
  })

  it('cover and delivery are added after the discount', () => {
    const views = replay(
      envelopes([
        e('LineAdded', { line: margherita(), quantity: 3 }),
        e('CoversSet', { covers: 2, coverUnitPrice: 200 }),
        e('CheckoutDetailsEntered', { details: details({ order_type: 'deliver', delivery_choice: 'delivery', shipping_cost: 350, covers_number: 2 }) }),
        e('CouponApplied', { coupon: coupon({ code: 'MENO5', type: 'total', value: 500, minimum_order: 2000 }) }),
      ]),
    )
    expect(views.totals).toMatchObject({ subtotal: 2400, discount: 500, cover: 400, delivery: 350, total: 2400 - 500 + 400 + 350 })
  })

  it('the rejection is recorded and the guest sees its message in red', async () => {
    const h = await harness()
    h.api.coupons.set('SCADUTO', coupon({ code: 'SCADUTO', expires: nowSeconds - 86400 }))
    const result = await h.bus.dispatch({ type: 'ApplyCoupon', code: 'SCADUTO' })
    expect(result.events.map((ev) => ev.type)).toEqual(['CouponRejected'])
    expect(result.notices).toEqual([expect.objectContaining({ kind: 'error', key: 'coupon.expired' })])
    expect(defaultText(result.notices[0]!)).toBe('Il coupon inserito è scaduto')
    expect(h.views().cart.coupon).toBeNull()
  })

  it('a valid coupon is applied with its snapshot', async () => {
    const h = await harness()
    h.api.coupons.set('BENVENUTO10', coupon())
    await h.bus.dispatch({ type: 'AddLine', line: margherita(), quantity: 2 })
    const result = await h.bus.dispatch({ type: 'ApplyCoupon', code: 'BENVENUTO10' })
    expect(result.ok).toBe(true)
    expect(h.views().totals).toMatchObject({ subtotal: 1600, discount: 160, total: 1440 })
  })
})

describe("issue #18 a coupon and the table's tab (helper review: the discount vanished in silence)", () => {
  it("the cart's lines do not go on the tab while a coupon is applied: the guest is told why", () => {
    const joined = e('TabJoined', { tabId: 'tab-one-0001', guestId: 'guest-0001', name: 'Anna', table: { id: 4, name: 'Tavolo 4' }, opened: true })
    given(joined, e('LineAdded', { line: margherita(), quantity: 1 }), e('CouponApplied', { coupon: coupon({ value: 10 }) })).when({ type: 'PutCartOnTab' }).thenError('tab.couponNotOnTab')
  })
})
