import { describe, expect, it } from 'vitest'
import { orderRowOfLine } from '../../domain/order'
import type { CartLine } from '../../domain/cartLine'

/** Tigelle with three mortadella, chosen by a guest reading the menu in Arabic. */
const tigelle: CartLine = {
  item: { id: 301, name: 'تيجيلي', name_orig: 'Tigelle', unitPrice: 900, price_mode: 'none', is_drink: false },
  menuentryvariants: [{ id: 71, name: 'الحشوة', name_orig: 'Ripieno', optionsselected: [{ id: 711, name: 'مورتاديلا', name_orig: 'Mortadella', pricemodifier: 0, quantity: 3 }] }],
  notes: 'بدون بصل',
  key: '301|711x3',
  quantity: 1,
}

describe('SPEC §7 order rows: what the venue staff read', () => {
  it("a row's options are in the venue's own language, whatever the guest's; the guest's notes as written", () => {
    expect(orderRowOfLine(tigelle).details).toBe('3x Mortadella · «بدون بصل»')
  })
})
