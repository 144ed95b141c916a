// A pay-now order whose payment never succeeded (guest helper: a declined Satispay order read
// "Pagamento: Satispay" in My orders, as if paid). SPEC §4 Payment result.
import { describe, expect, it } from 'vitest'
import { isPayNowNotCompleted, isUnpaid } from '../../domain/unpaid'
import { serverOrder } from '../support/builders'

describe('a pay-now order not completed', () => {
  it.each([
    ['stripe', null, 'pending', true],
    ['satispay', 0, 'accepted', true],
    ['stripe', 1, 'pending', false],
    ['satispay', null, 'rejected', false],
    ['LATER', null, 'pending', false],
    ['cash', null, 'pending', false],
    ['paypal', null, 'pending', false],
  ] as const)('paid by %s, payment_result %s, %s: %s', (payment_method, payment_result, status, expected) => {
    const order = serverOrder({ payment_method, payment_result, status })
    expect(isPayNowNotCompleted(order)).toBe(expected)
    // never "unpaid" in the spec's sense, which is paying later
    if (expected) expect(isUnpaid(order)).toBe(false)
  })
})
