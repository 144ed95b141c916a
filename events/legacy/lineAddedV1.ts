import * as t from 'io-ts'
import { FiniteNumberC, IntC, NonNegativeIntC, PositiveIntC } from '../codecs/primitives'
import type { cartEvents } from '../cartEvents'
import { classified } from '../codecs/privacy'

/**
 * LineAdded v1, as the first release wrote it: the item and its options flat in the payload,
 * prices as decimal euros (the API's form). Kept forever so old logs still load.
 */
export const LineAddedV1 = classified(
  t.type({
    item: classified(
      t.type({ id: IntC, name: t.string, name_orig: t.string, price: FiniteNumberC, price_mode: t.string, is_drink: t.boolean }),
      { id: 'key', name: 'public', name_orig: 'public', price: 'public', price_mode: 'public', is_drink: 'public' },
    ),
    menuentryvariants: t.array(
      classified(
        t.type({
          id: IntC,
          name: t.string,
          name_orig: t.string,
          optionsselected: t.array(
            classified(t.type({ id: IntC, name: t.string, name_orig: t.string, pricemodifier: FiniteNumberC, quantity: NonNegativeIntC }), {
              id: 'key',
              name: 'public',
              name_orig: 'public',
              pricemodifier: 'public',
              quantity: 'public',
            }),
          ),
        }),
        { id: 'key', name: 'public', name_orig: 'public', optionsselected: 'nested' },
      ),
    ),
    notes: t.string,
    quantity: PositiveIntC,
  }),
  { item: 'nested', menuentryvariants: 'nested', notes: 'guest-text', quantity: 'public' },
)

/** Decimal euros of a v1 event to whole cents, rounding away the binary fraction (8.1 → 810). */
function euroToCents(amount: number): number {
  return Math.round(amount * 100)
}

/** v1 → v2: the line becomes one snapshot, its prices cents. */
export function upcastLineAddedV1(v1: t.TypeOf<typeof LineAddedV1>): t.TypeOf<(typeof cartEvents)['LineAdded']> {
  return {
    line: {
      item: {
        id: v1.item.id,
        name: v1.item.name,
        name_orig: v1.item.name_orig,
        unitPrice: euroToCents(v1.item.price),
        price_mode: v1.item.price_mode,
        is_drink: v1.item.is_drink,
      },
      menuentryvariants: v1.menuentryvariants.map((group) => ({
        id: group.id,
        name: group.name,
        name_orig: group.name_orig,
        optionsselected: group.optionsselected.map((option) => ({ ...option, pricemodifier: euroToCents(option.pricemodifier) })),
      })),
      notes: v1.notes,
    },
    quantity: v1.quantity,
  }
}
