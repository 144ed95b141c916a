import type { ChosenVariantGroup } from './cartLine'
import { variantGroupsOf, type MenuItem, type SpecialMenu, type SpecialMenuCategory } from './menuTypes'
import type { SpecialMenuEntryChoice, SpecialMenuSnapshot } from './specialMenuLine'
import { selectionFromChosen, toChosenVariantGroups } from './variants'

/**
 * Special (combo) menus: the guest picks entries in each category (SPEC §4 Special menu,
 * §5 Special menu category). The selection is an immutable value.
 */

/**
 * SPEC §5 Special menu category:
 * - 'mandatory': min equals selectableoptions and the entries without variants number min;
 * - 'fullyRequired': min equals selectableoptions and the entries number selectableoptions;
 * - 'optional': min 0;
 * - 'choice': anything else (pick between min and selectableoptions).
 * When both of the first two hold, the category is 'mandatory'.
 */
export type CategoryKind = 'mandatory' | 'fullyRequired' | 'optional' | 'choice'

export type CategoryRules = { min: number; max: number; kind: CategoryKind }

export const DEFAULT_MIN_SELECTABLE = 1

function hasVariants(item: MenuItem): boolean {
  return variantGroupsOf(item).length > 0
}

/**
 * SPEC §5: min_selectableoptions defaults to 1. Choices, so a category can always be satisfied:
 * an entry is chosen at most once per category, so min and max are capped at the number of
 * entries; a missing (or non-positive) selectableoptions means max(min, 1); a max below min is
 * raised to min.
 */
export function categoryRules(category: SpecialMenuCategory): CategoryRules {
  const entries = category.menuentries.length
  const rawMin = category.min_selectableoptions ?? DEFAULT_MIN_SELECTABLE
  const rawMax = category.selectableoptions ?? 0
  const min = Math.min(Math.max(0, Math.floor(rawMin)), entries)
  const wantedMax = rawMax > 0 ? Math.floor(rawMax) : 1
  const max = Math.max(min, Math.min(wantedMax, entries))
  const withoutVariants = category.menuentries.filter((item) => !hasVariants(item)).length
  let kind: CategoryKind
  if (min > 0 && min === max && withoutVariants === min) kind = 'mandatory'
  else if (min > 0 && min === max && entries === max) kind = 'fullyRequired'
  else if (min === 0) kind = 'optional'
  else kind = 'choice'
  return { min, max, kind }
}

export type SpecialMenuSelection = {
  readonly menu: SpecialMenu
  /** chosen entries per category id, oldest first */
  readonly picks: Readonly<Record<number, readonly SpecialMenuEntryChoice[]>>
}

function entryChoice(categoryId: number, item: MenuItem, menuentryvariants: ChosenVariantGroup[]): SpecialMenuEntryChoice {
  return { specialmenucategoryid: categoryId, item: { id: item.id, name: item.name, name_orig: item.name_orig }, menuentryvariants }
}

/** Every entry of the category must be taken (min = max = entry count): nothing to choose, nothing to remove. */
function takesEveryEntry(category: SpecialMenuCategory, rules: CategoryRules): boolean {
  return rules.min > 0 && rules.min === rules.max && rules.max === category.menuentries.length
}

/**
 * A fresh selection. Choice: in 'mandatory' and 'fullyRequired' categories the entries without
 * variants start chosen (in a 'mandatory' one they fill it); the guest still configures the
 * entries with variants, and may swap a preset entry for one with variants by choosing it (the
 * oldest is dropped).
 */
export function startSpecialMenuSelection(menu: SpecialMenu): SpecialMenuSelection {
  const picks: Record<number, readonly SpecialMenuEntryChoice[]> = {}
  for (const category of menu.specialcategories) {
    const { kind } = categoryRules(category)
    if (kind !== 'mandatory' && kind !== 'fullyRequired') continue
    const preset = category.menuentries.filter((item) => !hasVariants(item)).map((item) => entryChoice(category.id, item, []))
    if (preset.length > 0) picks[category.id] = preset
  }
  return { menu, picks }
}

export function picksIn(selection: SpecialMenuSelection, categoryId: number): readonly SpecialMenuEntryChoice[] {
  return selection.picks[categoryId] ?? []
}

function categoryOf(selection: SpecialMenuSelection, categoryId: number): SpecialMenuCategory | undefined {
  return selection.menu.specialcategories.find((category) => category.id === categoryId)
}

function withPicks(selection: SpecialMenuSelection, categoryId: number, picks: readonly SpecialMenuEntryChoice[]): SpecialMenuSelection {
  const next: Record<number, readonly SpecialMenuEntryChoice[]> = { ...selection.picks }
  if (picks.length > 0) next[categoryId] = picks
  else delete next[categoryId]
  return { menu: selection.menu, picks: next }
}

/**
 * SPEC §4 Special menu: the guest chooses an entry of a category, with the options chosen for it
 * (SCEGLI). Choosing beyond the category's maximum drops the oldest selection in it. Choices:
 * choosing an entry already chosen replaces its options and keeps its age; the options are
 * re-read from the menu (names and price modifiers) and an entry whose options are not a valid
 * selection is refused. A refused choice returns the selection unchanged.
 */
export function chooseEntry(
  selection: SpecialMenuSelection,
  categoryId: number,
  itemId: number,
  menuentryvariants: readonly ChosenVariantGroup[] = [],
): SpecialMenuSelection {
  const category = categoryOf(selection, categoryId)
  const item = category?.menuentries.find((entry) => entry.id === itemId)
  if (!category || !item) return selection
  const { max } = categoryRules(category)
  const options = toChosenVariantGroups(selectionFromChosen(variantGroupsOf(item), menuentryvariants))
  if (options === null) return selection
  const choice = entryChoice(categoryId, item, options)
  const current = picksIn(selection, categoryId)
  if (current.some((pick) => pick.item.id === itemId)) {
    return withPicks(
      selection,
      categoryId,
      current.map((pick) => (pick.item.id === itemId ? choice : pick)),
    )
  }
  const picks = [...current, choice]
  return withPicks(selection, categoryId, picks.slice(Math.max(0, picks.length - max)))
}

/**
 * The guest removes an entry. Choice: in a category that takes every one of its entries (min =
 * selectableoptions = entry count) nothing can be removed, since the menu could not be added without it.
 */
export function unchooseEntry(selection: SpecialMenuSelection, categoryId: number, itemId: number): SpecialMenuSelection {
  const category = categoryOf(selection, categoryId)
  if (!category || takesEveryEntry(category, categoryRules(category))) return selection
  const current = picksIn(selection, categoryId)
  if (!current.some((pick) => pick.item.id === itemId)) return selection
  return withPicks(
    selection,
    categoryId,
    current.filter((pick) => pick.item.id !== itemId),
  )
}

export type CategoryStatus = { category: SpecialMenuCategory; rules: CategoryRules; count: number; satisfied: boolean }

/** SPEC §4: a category meets its rule when its count of chosen entries is between its min and max. */
export function categoryStatuses(selection: SpecialMenuSelection): CategoryStatus[] {
  return selection.menu.specialcategories.map((category) => {
    const rules = categoryRules(category)
    const count = picksIn(selection, category.id).length
    return { category, rules, count, satisfied: count >= rules.min && count <= rules.max }
  })
}

/** SPEC §4 Special menu: add only when every category meets its rule and not all are left empty. */
export function canAddSpecialMenu(selection: SpecialMenuSelection): boolean {
  const statuses = categoryStatuses(selection)
  return statuses.every((status) => status.satisfied) && statuses.some((status) => status.count > 0)
}

/** The cart snapshot of an addable selection (entries in category order, then oldest first), or null. */
export function toSpecialMenuSnapshot(selection: SpecialMenuSelection): SpecialMenuSnapshot | null {
  if (!canAddSpecialMenu(selection)) return null
  const menuentries = selection.menu.specialcategories.flatMap((category) => [...picksIn(selection, category.id)])
  return { specialMenuId: selection.menu.id, name: selection.menu.name, price: selection.menu.price, menuentries }
}

/**
 * Edit mode (SPEC §4: special-menu entries update the cart special item): the selection a cart
 * snapshot was made from, replayed through `chooseEntry` so today's menu rules apply.
 */
export function specialMenuSelectionFrom(menu: SpecialMenu, snapshot: Pick<SpecialMenuSnapshot, 'menuentries'>): SpecialMenuSelection {
  let selection = startSpecialMenuSelection(menu)
  for (const entry of snapshot.menuentries) {
    selection = chooseEntry(selection, entry.specialmenucategoryid, entry.item.id, entry.menuentryvariants)
  }
  return selection
}
