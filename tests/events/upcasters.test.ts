import { describe, expect, it } from 'vitest'
import { decodeStored } from '../../events/envelope'
import { upcastLineAddedV1 } from '../../events/legacy/lineAddedV1'

const v1 = {
  item: { id: 102, name: 'Diavola', name_orig: 'Diavola', price: 8.1, price_mode: 'none', is_drink: false },
  menuentryvariants: [{ id: 7, name: 'Aggiunte', name_orig: 'Aggiunte', optionsselected: [{ id: 13, name: 'Nduja', name_orig: 'Nduja', pricemodifier: 1.5, quantity: 1 }] }],
  notes: 'piccante',
  quantity: 2,
}

describe('DESIGN §3 upcasters, one test per version step', () => {
  it('LineAdded v1 → v2: decimal euros become cents, the item and options one snapshot', () => {
    expect(upcastLineAddedV1(v1)).toEqual({
      line: {
        item: { id: 102, name: 'Diavola', name_orig: 'Diavola', unitPrice: 810, price_mode: 'none', is_drink: false },
        menuentryvariants: [{ id: 7, name: 'Aggiunte', name_orig: 'Aggiunte', optionsselected: [{ id: 13, name: 'Nduja', name_orig: 'Nduja', pricemodifier: 150, quantity: 1 }] }],
        notes: 'piccante',
      },
      quantity: 2,
    })
  })

  it('a stored v1 event loads as v2 and says it was upcast', () => {
    const decoded = decodeStored({ seq: 1, id: 'a', at: 1, type: 'LineAdded', v: 1, data: v1 })
    expect(decoded).toMatchObject({ ok: true, upcast: true, event: { v: 2, data: { line: { item: { unitPrice: 810 } } } } })
  })

  it('a v1 event that does not match v1 is quarantined with the v1 reason', () => {
    const decoded = decodeStored({ seq: 1, id: 'a', at: 1, type: 'LineAdded', v: 1, data: { ...v1, item: { ...v1.item, price: 'otto' } } })
    expect(decoded.ok).toBe(false)
    if (!decoded.ok) expect(decoded.quarantine.reason).toMatch(/^LineAdded v1 payload: item.price/)
  })
})
