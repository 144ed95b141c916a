// The staff's words for an order's next status, one vocabulary for `comanda staff` and scenario steps.
import { describe, expect, it } from 'vitest'
import { statusOfStaffWord } from '../../domain/orderStatus'

describe("the staff's words (DESIGN §8: comanda staff, scenario staff steps)", () => {
  it('a verb or the status itself names the status; any other word names none', () => {
    expect(statusOfStaffWord('accept')).toBe('accepted')
    expect(statusOfStaffWord('accepted')).toBe('accepted')
    expect(statusOfStaffWord('complete')).toBe('completed')
    expect(statusOfStaffWord('ready')).toBe('ready')
    for (const word of ['eaten', 'constructor', 'toString', 'Accept', '']) expect(statusOfStaffWord(word)).toBeNull()
  })
})
