import { isListedAlone } from './menuSearch'
import { isOn, TOP_LEVEL_PARENT_ID, type Category, type MenuItem, type SpecialMenu } from './menuTypes'

/** The order and shape of the menu's categories (SPEC §3 Category, Venue (full), §9 Menu order). */

export type CategoryNode = { category: Category; children: CategoryNode[] }

/**
 * SPEC §3 Venue (full), §9: menuorderpref 0 means food first. Choice: any other value means
 * drinks first; a missing preference is 0.
 */
export function drinksFirst(menuorderpref: number | null | undefined): boolean {
  return (menuorderpref ?? 0) !== 0
}

/**
 * SPEC §3 Category: combo categories first; then food before drinks (drinks before food when
 * the venue prefers); then by `order`. Choices: the food/drink preference also orders the combo
 * categories among themselves; ties break by id so the order is total and stable.
 */
export function compareCategories(menuorderpref: number | null | undefined): (a: Category, b: Category) => number {
  const drinkRank = (category: Category): number => (isOn(category.is_drink) === drinksFirst(menuorderpref) ? 0 : 1)
  return (a, b) =>
    (isOn(a.is_combo_menu) ? 0 : 1) - (isOn(b.is_combo_menu) ? 0 : 1) ||
    drinkRank(a) - drinkRank(b) ||
    a.order - b.order ||
    a.id - b.id
}

/** Every category, whether given flat or nested under `children`; the first one seen per id wins. */
export function flattenCategories(categories: readonly Category[]): Category[] {
  const seen = new Map<number, Category>()
  const visit = (category: Category): void => {
    if (!seen.has(category.id)) seen.set(category.id, category)
    for (const child of category.children ?? []) visit(child)
  }
  categories.forEach(visit)
  return [...seen.values()]
}

/**
 * SPEC §3 Category: the visible categories as a tree by `parent_id` (0 = top), each level in
 * menu order (`compareCategories`). Choices: `parent_id` is the authority even where the payload
 * nests `children`; a hidden category hides its whole subtree; a category whose parent is not in
 * the menu at all (or that is its own parent) is shown at the top rather than lost; parent
 * cycles never reach the top and are left out.
 */
export function categoryTree(categories: readonly Category[], menuorderpref: number | null | undefined): CategoryNode[] {
  const all = flattenCategories(categories)
  const known = new Set(all.map((category) => category.id))
  const isTop = (category: Category): boolean =>
    category.parent_id === TOP_LEVEL_PARENT_ID || category.parent_id === category.id || !known.has(category.parent_id)
  const compare = compareCategories(menuorderpref)
  const build = (level: Category[]): CategoryNode[] =>
    level
      .filter((category) => isOn(category.visible))
      .sort(compare)
      .map((category) => {
        const children = all.filter((child) => child.parent_id === category.id && child.id !== category.id)
        return { category, children: build(children) }
      })
  return build(all.filter(isTop))
}

/** The ids of the categories the guest can reach: the visible ones of `categoryTree`, at any depth. */
export function visibleCategoryIds(categories: readonly Category[]): Set<number> {
  const ids = new Set<number>()
  const walk = (nodes: readonly CategoryNode[]): void => {
    for (const node of nodes) {
      ids.add(node.category.id)
      walk(node.children)
    }
  }
  walk(categoryTree(categories, 0))
  return ids
}

/**
 * Issue #12.11: the items a guest may be offered, anywhere (menu, search, filters, item page) and
 * by the server: those of a category the guest can reach. An item in a hidden category (or under
 * one) is not on the menu; an item naming no known category is kept.
 */
export function offeredItems<I extends { category_id: number }>(items: readonly I[], categories: readonly Category[]): I[] {
  const known = new Set(flattenCategories(categories).map((category) => category.id))
  const reachable = visibleCategoryIds(categories)
  return items.filter((item) => !known.has(item.category_id) || reachable.has(item.category_id))
}

/** The top-level categories in menu order (visible only). */
export function topCategories(categories: readonly Category[], menuorderpref: number | null | undefined): Category[] {
  return categoryTree(categories, menuorderpref).map((node) => node.category)
}

/**
 * SPEC §3 Item: the items listed in a category, by `order` (ties by id). `onlyspecial` items are
 * left out (see `isListedAlone`).
 */
export function itemsOfCategory(items: readonly MenuItem[], categoryId: number): MenuItem[] {
  return items
    .filter((item) => item.category_id === categoryId && isListedAlone(item))
    .sort((a, b) => a.order - b.order || a.id - b.id)
}

/**
 * Issue #13.6: a combo category (is_combo_menu) lists the special menus it stands for: those whose
 * `category_id` names it, and those naming no category (listed in every combo category). Any other
 * category lists none.
 */
export function specialMenusOfCategory<S extends Pick<SpecialMenu, 'category_id'>>(specialMenus: readonly S[], category: Pick<Category, 'id' | 'is_combo_menu'>): S[] {
  if (!isOn(category.is_combo_menu)) return []
  return specialMenus.filter((special) => special.category_id === undefined || special.category_id === null || special.category_id === category.id)
}
