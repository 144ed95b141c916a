import { toDecimal } from '../../api/money'
import type { Envelope } from '../../events/envelope'

export type AddProductLog = { action: 'addproduct'; metadata: { name: string; type: 'menu-entry' | 'special-menu'; price: number; product: number; is_drink: boolean } }

/**
 * SPEC §7 Logging, action `addproduct` with metadata {name, type, price, product, is_drink}: what
 * the guest put in the cart, from the event log. Price in the API's decimal euros (unit price).
 */
export function addProductLogOf(event: Envelope): AddProductLog | null {
  if (event.type === 'LineAdded') {
    const { item } = event.data.line
    return { action: 'addproduct', metadata: { name: item.name, type: 'menu-entry', price: toDecimal(item.unitPrice), product: item.id, is_drink: item.is_drink } }
  }
  if (event.type === 'SpecialMenuLineAdded') {
    const { line } = event.data
    return { action: 'addproduct', metadata: { name: line.name, type: 'special-menu', price: toDecimal(line.price), product: line.specialMenuId, is_drink: false } }
  }
  return null
}
