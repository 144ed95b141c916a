import type { CartView } from './cart'

/**
 * How many of an item the cart holds, over all its lines (issue #16.10: shown on the item's card).
 * A file of its own: every menu card reads it on the first screen, which loads none of the cart's
 * rules (issue #14).
 */
export function countOfItem(cart: Pick<CartView, 'lines'>, itemId: number): number {
  let count = 0
  for (const line of cart.lines) if (line.item.id === itemId) count += line.quantity
  return count
}
