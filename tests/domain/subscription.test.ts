import { describe, expect, it } from 'vitest'
import { isDemoSubscription, type SubscriptionAnswer } from '../../domain/subscription'

describe('SPEC §4 Demo: demo when subscription type_id is 1; failure means not demo', () => {
  it.each<[string, SubscriptionAnswer | null, boolean]>([
    ['type_id 1', { type_id: 1 }, true],
    ["type_id '1'", { type_id: '1' }, true],
    ['type_id 2', { type_id: 2 }, false],
    ['type_id 0', { type_id: 0 }, false],
    ["type_id '11'", { type_id: '11' }, false],
    ['no type_id', { message: 'ok' }, false],
    ['a null type_id', { type_id: null }, false],
    ['a failed call', null, false],
  ])('SPEC §4, §8: %s is demo: %s', (_label, answer, expected) => {
    expect(isDemoSubscription(answer)).toBe(expected)
  })
})
