import { isOn, type MenuItem } from './menuTypes'

/** Search and filters over the menu's items (SPEC §5 Search, §3 Item). */

export type MenuFilter = {
  query: string
  /** tag ids; an item matches when it carries any of them */
  tags: readonly number[]
  /** allergen tag ids; an item carrying any of them is excluded */
  allergens: readonly number[]
}

export const NO_FILTER: MenuFilter = { query: '', tags: [], allergens: [] }

/** Text as search compares it: lower case, accents removed ("Caffè" → "caffe"), runs of spaces reduced to one space. */
export function normaliseForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * A menu text as search reads it: its HTML tags dropped (venue descriptions may carry markup), then
 * normalised. Only the menu's texts: the guest's query is what they typed, and "< >" dropped as a
 * tag found every item where "<" had found none.
 */
export function menuTextForSearch(text: string): string {
  return normaliseForSearch(text.replace(/<[^>]*>/g, ' '))
}

function searchableTexts(item: MenuItem): string[] {
  return [item.name, item.description ?? '', ...item.ingredients.map((ingredient) => ingredient.name)].map(menuTextForSearch)
}

/**
 * SPEC §5 Search: the query matches the name, the description or an ingredient name, case- and
 * accent-insensitive. Choice: every word of the query must be found, each in any of those texts
 * ("margherita bufala" finds a Margherita with buffalo mozzarella listed as an ingredient); an
 * empty query matches every item.
 */
export function matchesQuery(item: MenuItem, query: string): boolean {
  const words = normaliseForSearch(query).split(' ').filter((word) => word !== '')
  if (words.length === 0) return true
  const texts = searchableTexts(item)
  return words.every((word) => texts.some((text) => text.includes(word)))
}

/** SPEC §5 Search: any selected tag matches; with tags selected, an untagged item is excluded. */
export function matchesTags(item: MenuItem, tags: readonly number[]): boolean {
  if (tags.length === 0) return true
  return item.tags.some((tag) => tags.includes(tag.id))
}

/** SPEC §5 Search: an item carrying any selected allergen is excluded. */
export function isFreeOfAllergens(item: MenuItem, allergens: readonly number[]): boolean {
  return !item.allergentags.some((allergen) => allergens.includes(allergen.id))
}

/**
 * SPEC §3 Item: an `onlyspecial` item is offered only inside a special menu, never on its own; an
 * item that is not `buyable`, or whose price mode is 'none' (it has no price), is shown but not sold.
 */
export function isOrderableAlone(item: MenuItem): boolean {
  return isOn(item.buyable) && !isOn(item.onlyspecial) && item.price_mode !== 'none'
}

/**
 * SPEC §3 Item: whether the item is listed in the à la carte menu and in search. Choice:
 * `onlyspecial` items are not listed (the guest finds them inside the special menus); items
 * that are not `buyable` are listed (the menu shows them) but cannot be added, see
 * `isOrderableAlone`.
 */
export function isListedAlone(item: MenuItem): boolean {
  return !isOn(item.onlyspecial)
}

/** SPEC §5 Search: the listed items matching the query and both filters, in the order given. */
export function searchMenu(items: readonly MenuItem[], filter: MenuFilter): MenuItem[] {
  return items.filter(
    (item) =>
      isListedAlone(item) &&
      matchesTags(item, filter.tags) &&
      isFreeOfAllergens(item, filter.allergens) &&
      matchesQuery(item, filter.query),
  )
}

/** SPEC §3 Item, §2 /extra: the extra (upselling) products the guest can order, by `order`. */
export function extraItems(items: readonly MenuItem[]): MenuItem[] {
  return items.filter((item) => isOn(item.is_extra) && isOrderableAlone(item)).sort((a, b) => a.order - b.order || a.id - b.id)
}

/** SPEC §1: the cart is shown disabled when the venue has no buyable menu entries. */
export function hasBuyableEntries(items: readonly MenuItem[]): boolean {
  return items.some(isOrderableAlone)
}
