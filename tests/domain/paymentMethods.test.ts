import { describe, expect, it } from 'vitest'
import {
  paymentMethodName,
  guestPaymentChoices,
  PAY_LATER,
  PAY_LATER_AND_NOW,
  PAY_NOW,
  paymentMethodKind,
  type PaymentMethod,
} from '../../domain/paymentMethods'

describe('SPEC §1, §9 payment-method constants', () => {
  it('SPEC §9: later=0, now=1, later and now=2', () => {
    expect([PAY_LATER, PAY_NOW, PAY_LATER_AND_NOW]).toEqual([0, 1, 2])
  })
})

describe('SPEC §3 Payment method names', () => {
  it.each([
    ['cash', 'cash'],
    ['Cash on delivery', 'cash'],
    ['paypal', 'paypal'],
    ['PayPal Express', 'paypal'],
    ['satispay', 'satispay'],
    ['pay_satispay', 'satispay'],
    ['stripe', 'stripe'],
    [' Stripe ', 'stripe'],
    ['stripe_connect', 'stripe_connect'],
    ['stripe_checkout', null],
    ['my stripe', null],
    ['bancomat', null],
    ['', null],
  ])('SPEC §3 Payment method: %j is %j', (name, expected) => {
    expect(paymentMethodKind(name)).toBe(expected)
  })
})

const enabled = (...names: string[]): PaymentMethod[] => names.map((name) => ({ name, enabled: true }))

describe('SPEC §1, §3 which payment choices a guest sees', () => {
  it.each<[string, number | null, PaymentMethod[], string[]]>([
    ['pay later only', PAY_LATER, enabled('stripe', 'satispay'), ['later']],
    ['pay now with card and app', PAY_NOW, enabled('stripe', 'satispay'), ['stripe', 'satispay']],
    ['pay later and now', PAY_LATER_AND_NOW, enabled('stripe'), ['later', 'stripe']],
    ['stripe_connect is the card choice', PAY_NOW, enabled('stripe_connect'), ['stripe']],
    ['stripe and stripe_connect give one card choice', PAY_NOW, enabled('stripe', 'stripe_connect'), ['stripe']],
    ['disabled methods are not offered', PAY_LATER_AND_NOW, [{ name: 'stripe', enabled: false }], ['later']],
    ['cash and paypal give no pay-now choice', PAY_LATER_AND_NOW, enabled('cash', 'paypal'), ['later']],
    ['pay now without a usable method offers nothing', PAY_NOW, enabled('cash'), []],
    ['an unknown constant counts as pay later', 7, enabled('stripe'), ['later']],
    ['a missing constant counts as pay later', null, enabled('stripe'), ['later']],
  ])('SPEC §1, §3, §7: %s', (_label, constant, methods, expected) => {
    expect(guestPaymentChoices(constant, methods)).toEqual(expected)
  })
})

describe("issue #16.6: an order's payment method by its name", () => {
  it.each([
    ['LATER', 'later'],
    ['stripe', 'card'],
    ['stripe_connect', 'card'],
    ['satispay', 'satispay'],
    ['PayPal', 'paypal'],
    ['Cash at the counter', 'cash'],
    ['barter', null],
    [null, null],
  ] as const)('%s reads as %s', (method, name) => {
    expect(paymentMethodName(method)).toBe(name)
  })
})
