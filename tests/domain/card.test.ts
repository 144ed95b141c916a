import { describe, expect, it } from 'vitest'
import { cardProblems, luhnValid } from '../../domain/card'

const NOW = Date.UTC(2026, 10, 22) // November 2026
const card = (over: Partial<{ number: string; expMonth: number; expYear: number; cvc: string }> = {}) => ({ number: '4242 4242 4242 4242', expMonth: 12, expYear: 27, cvc: '123', ...over })

describe('SPEC §5 card errors (domain/card, for the app and the simulator alike)', () => {
  it.each([
    ['4242424242424242', true],
    ['79927398713', true],
    ['79927398710', false],
  ])('Luhn: %s is %s', (digits, valid) => expect(luhnValid(digits)).toBe(valid))

  it.each([
    ['a valid card', card(), []],
    ['an invalid number', card({ number: '4242 4242 4242 4241' }), ['payment.cardNumberInvalid']],
    ['too few digits', card({ number: '4242' }), ['payment.cardNumberInvalid']],
    ['an expiry year in the past', card({ expYear: 2025 }), ['payment.cardExpiryPast']],
    ['this year, a month already past', card({ expYear: 2026, expMonth: 10 }), ['payment.cardExpired']],
    ['this year, this month (valid to its end)', card({ expYear: 2026, expMonth: 11 }), []],
    ['month 13', card({ expMonth: 13 }), ['payment.cardMonthInvalid']],
    ['a two-digit CVC', card({ cvc: '12' }), ['payment.cardCvcInvalid']],
  ])('%s', (_name, input, keys) => {
    expect(cardProblems(input, NOW).map((problem) => problem.key)).toEqual(keys)
  })
})
