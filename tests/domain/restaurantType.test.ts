import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DEFAULT_RESTAURANT_TYPE, restaurantTypeOf } from '../../domain/restaurantType'

describe('SPEC §1, §9 venue type: default 1', () => {
  it.each<[unknown, number]>([
    [1, 1],
    [2, 2],
    [3, 3],
    ['2', 2],
    [' 3 ', 3],
    [undefined, 1],
    [null, 1],
    [0, 1],
    [4, 1],
    [2.5, 1],
    ['abc', 1],
    ['', 1],
  ])('SPEC §1, §9: restaurant_type %j is type %i', (raw, expected) => {
    expect(restaurantTypeOf(raw)).toBe(expected)
  })

  it('SPEC §1: the type is always one of 1, 2 and 3', () => {
    expect(DEFAULT_RESTAURANT_TYPE).toBe(1)
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        expect([1, 2, 3]).toContain(restaurantTypeOf(raw))
      }),
    )
  })
})
