import type { LineItem, LineSnapshot } from './cartLine'
import { isOn, variantGroupsOf, type MenuItem, type MenuVariantGroup, type VariantItem } from './menuTypes'

/**
 * What a menu card asks of an item (SPEC §4 Menu item card), apart from the rest of the variant
 * rules (domain/variants), which the first screen does not load (issue #14).
 */

/** Options with `visible` 0 are never offered. */
export function offeredOptions(group: MenuVariantGroup): VariantItem[] {
  return group.items.filter((option) => isOn(option.visible))
}

/** True when the item offers options to choose: one of its groups offers one (a child group shows only once its option is chosen). */
export function offersOptions(item: Pick<MenuItem, 'menuvariants' | 'menuentryvariants'>): boolean {
  return variantGroupsOf(item).some((group) => offeredOptions(group).length > 0)
}

/** What a cart line keeps of a menu item (SPEC §3 Cart line): the app's cart and the server's reading of an order alike. A missing price counts 0 (SPEC §9). */
export function lineItemOf(item: MenuItem): LineItem {
  return { id: item.id, name: item.name, name_orig: item.name_orig, unitPrice: item.price ?? 0, price_mode: item.price_mode ?? '', is_drink: isOn(item.is_drink) }
}

/** The line of an item added as it is, with no option and no note (a menu card's +). */
export function plainLineOf(item: MenuItem): LineSnapshot {
  return { item: lineItemOf(item), menuentryvariants: [], notes: '' }
}
