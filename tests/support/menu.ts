import type { MenuItem } from '../../domain/menuTypes'

/**
 * A menu item (SPEC §3 Item) as the venue API sends it once decoded: buyable, no tags,
 * allergens or ingredients, 5,00 in category 1. Tests override what they look at.
 */
export function menuItem(over: Partial<MenuItem> = {}): MenuItem {
  return {
    id: 1,
    category_id: 1,
    name: 'Item',
    name_orig: 'Item',
    description: null,
    price: 500,
    price_mode: null,
    order: 0,
    onlyspecial: 0,
    is_extra: 0,
    buyable: 1,
    is_drink: 0,
    tags: [],
    allergentags: [],
    ingredients: [],
    ...over,
  }
}
