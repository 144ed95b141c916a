import { describe, expect, it } from 'vitest'
import { guestError } from '../../../domain/notice'
import { menuNamedNotice } from '../../../src/venue/menuNamedNotice'

// The Arabic menu of a venue whose server speaks Italian.
const arabicMenu = {
  menuentries: [{ id: 12, name: 'مارغريتا' }],
  specialmenus: [{ id: 51, name: 'قائمة البيتزا' }],
} as unknown as Parameters<typeof menuNamedNotice>[1]

describe("a refusal naming a dish says the phone's own name for it (SPEC §8 notices, issue #14's left item)", () => {
  it('a dish and a special menu named by id take the name of the menu the guest reads', () => {
    expect(menuNamedNotice(guestError('order.itemUnavailable', { name: 'Margherita', itemId: 12 }), arabicMenu).params).toEqual({ name: 'مارغريتا', itemId: 12 })
    expect(menuNamedNotice(guestError('order.itemUnavailable', { name: 'Menù Pizza', specialMenuId: 51 }), arabicMenu).params.name).toBe('قائمة البيتزا')
  })

  it("a dish the phone's menu no longer has keeps the server's name; a notice naming no dish is unchanged", () => {
    expect(menuNamedNotice(guestError('order.itemUnavailable', { name: 'Margherita', itemId: 99 }), arabicMenu).params.name).toBe('Margherita')
    const other = guestError('order.minimum', { amount: '€ 10' })
    expect(menuNamedNotice(other, arabicMenu)).toBe(other)
  })
})
