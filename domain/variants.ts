import type { ChosenOption, ChosenVariantGroup, LineSnapshot } from './cartLine'
import { isOn, type MenuItem, type MenuVariantGroup } from './menuTypes'
import { lineItemOf, offeredOptions } from './offeredOptions'

/**
 * Variant groups of an item and the guest's choice among them (SPEC §4 Variant selection,
 * §5 Variants). The selection is an immutable value; every function returns a new one.
 */

/** SPEC §5 Variants, §9: max_items 9999 means unlimited. */
export const UNLIMITED_ITEMS = 9999
export const UNLIMITED_LABEL = '*'

export type VariantMessageKey =
  | 'variants.required'
  | 'variants.chooseOne'
  | 'variants.chooseExactly'
  | 'variants.chooseAtMostOne'
  | 'variants.chooseAtMost'
  | 'variants.chooseBetween'

/** An i18n key with its parameters; the texts use `{{0}}`, `{{1}}`, so the params are keyed '0', '1'. */
export type VariantPrompt = {
  key: VariantMessageKey
  params: Readonly<Record<string, string | number>>
}

export type GroupRules = {
  /** SPEC §4: radio when min = max = 1, otherwise checkbox. */
  kind: 'radio' | 'checkbox'
  min: number
  /** Infinity when unlimited */
  max: number
  /** how many times one option may be taken; 1 unless the group has quantities */
  perOptionMax: number
  /** true when the guest sets a quantity per option (multi_max) */
  withQuantities: boolean
  required: boolean
}

function limit(value: number | null | undefined): number {
  if (value === null || value === undefined || !Number.isFinite(value)) return Number.NaN
  return value >= UNLIMITED_ITEMS ? Number.POSITIVE_INFINITY : Math.floor(value)
}

/** SPEC §5 Variants, §9: 9999 (or more) is shown as '*'. */
export function formatItemsLimit(value: number): string {
  return value >= UNLIMITED_ITEMS ? UNLIMITED_LABEL : String(value)
}

/**
 * The effective limits of a group (SPEC §5 Variants: min_items default 0, max_items default 1,
 * 9999 unlimited; required when `required` or min_items > 0). Choices, so the guest is never stuck
 * and the "obbligatorio" label never lies:
 * - max_items of 0 or less counts as the default 1 (a group whose options can never be taken
 *   is meaningless), and a max_items below min_items is raised to min_items;
 * - multi_max above 1 lets each option be taken up to multi_max times; the total quantity of the
 *   group is still capped by max_items. multi_max 1, 0 or absent means no quantities;
 * - a group flagged `required` with min_items 0 needs at least one choice;
 * - min is capped at what the offered options can give (options × per-option maximum), so a
 *   venue hiding options never blocks the item.
 */
export function groupRules(group: MenuVariantGroup): GroupRules {
  const rawMin = limit(group.min_items)
  const rawMax = limit(group.max_items)
  const rawMulti = limit(group.multi_max)
  let min = Number.isNaN(rawMin) || rawMin < 0 ? 0 : rawMin
  let max = Number.isNaN(rawMax) || rawMax <= 0 ? 1 : rawMax
  const perOptionMax = Number.isNaN(rawMulti) || rawMulti <= 1 ? 1 : rawMulti
  if (isOn(group.required) && min === 0) min = 1
  const capacity = offeredOptions(group).length * perOptionMax
  min = Math.min(min, capacity)
  if (max < min) max = min
  const required = isOn(group.required) || min > 0
  return {
    kind: min === 1 && max === 1 ? 'radio' : 'checkbox',
    min,
    max,
    perOptionMax,
    withQuantities: perOptionMax > 1 && max > 1,
    required,
  }
}

/** A group's limits in words, for a developer's message: "1", "0 to 3", "1 to any number of". */
export function limitsText(rules: Pick<GroupRules, 'min' | 'max'>): string {
  return rules.min === rules.max ? `${rules.min}` : `${rules.min} to ${rules.max === Number.POSITIVE_INFINITY ? 'any number of' : rules.max}`
}

/** SPEC §5 Variants: the "obbligatorio" label, or null for an optional group. */
export function requiredLabel(group: MenuVariantGroup): VariantPrompt | null {
  return groupRules(group).required ? { key: 'variants.required', params: {} } : null
}

/**
 * SPEC §5 Variants: the prompt of a group, from its effective limits (see `groupRules`):
 * exactly one; exactly n; at most one; at most n; between min and max. Unlimited shows as '*'.
 */
export function groupPrompt(group: MenuVariantGroup): VariantPrompt {
  const { min, max } = groupRules(group)
  if (min === max) {
    return max === 1 ? { key: 'variants.chooseOne', params: {} } : { key: 'variants.chooseExactly', params: { '0': formatItemsLimit(max) } }
  }
  if (min === 0) {
    return max === 1
      ? { key: 'variants.chooseAtMostOne', params: {} }
      : { key: 'variants.chooseAtMost', params: { '0': formatItemsLimit(max) } }
  }
  return { key: 'variants.chooseBetween', params: { '0': formatItemsLimit(min), '1': formatItemsLimit(max) } }
}

// ---------------------------------------------------------------------------------------------
// The selection

/** One chosen option of a group, in the order the guest chose them (earliest first). */
export type OptionPick = { readonly optionId: number; readonly quantity: number }

/**
 * Where a group sits: `[groupId]` for a group of the item, `[groupId, optionId, childGroupId]`
 * for the child group of that option, and so on down.
 */
export type GroupPath = readonly number[]

export type VariantSelection = {
  readonly groups: readonly MenuVariantGroup[]
  /** picks per group, keyed by `pathKey(path)` */
  readonly picks: Readonly<Record<string, readonly OptionPick[]>>
}

export function pathKey(path: GroupPath): string {
  return path.join('/')
}

export function startSelection(groups: readonly MenuVariantGroup[]): VariantSelection {
  return { groups, picks: {} }
}

export function picksAt(selection: VariantSelection, path: GroupPath): readonly OptionPick[] {
  return selection.picks[pathKey(path)] ?? []
}

function total(picks: readonly OptionPick[]): number {
  let sum = 0
  for (const pick of picks) sum += pick.quantity
  return sum
}

/** The group at `path`, whether or not it is currently shown. */
export function groupAt(groups: readonly MenuVariantGroup[], path: GroupPath): MenuVariantGroup | undefined {
  if (path.length === 0 || path.length % 2 === 0) return undefined
  let group = groups.find((g) => g.id === path[0])
  for (let i = 1; group !== undefined && i < path.length; i += 2) {
    const child: MenuVariantGroup | null | undefined = group.items.find((o) => o.id === path[i])?.child
    group = child && child.id === path[i + 1] ? child : undefined
  }
  return group
}

export type VisibleGroup = {
  path: GroupPath
  group: MenuVariantGroup
  rules: GroupRules
  picks: readonly OptionPick[]
  /** the group's selected count: the sum of the quantities of its picks */
  count: number
}

/**
 * SPEC §4: the groups the guest sees, depth first: each group of the item, followed by the
 * child groups of its chosen options (the child groups of options not chosen stay hidden).
 * Choice: a group offering no option at all is not shown and not checked.
 */
export function visibleGroups(selection: VariantSelection): VisibleGroup[] {
  const shown: VisibleGroup[] = []
  const visit = (group: MenuVariantGroup, path: GroupPath): void => {
    if (offeredOptions(group).length === 0) return
    const picks = picksAt(selection, path)
    shown.push({ path, group, rules: groupRules(group), picks, count: total(picks) })
    for (const pick of picks) {
      const child = group.items.find((o) => o.id === pick.optionId)?.child
      if (child) visit(child, [...path, pick.optionId, child.id])
    }
  }
  for (const group of selection.groups) visit(group, [group.id])
  return shown
}

function findVisible(selection: VariantSelection, path: GroupPath): VisibleGroup | undefined {
  const key = pathKey(path)
  return visibleGroups(selection).find((shown) => pathKey(shown.path) === key)
}

function isOffered(group: MenuVariantGroup, optionId: number): boolean {
  return offeredOptions(group).some((option) => option.id === optionId)
}

/** Writes the picks of one group and forgets the choices made under options no longer chosen. */
function withPicks(selection: VariantSelection, path: GroupPath, picks: readonly OptionPick[]): VariantSelection {
  const key = pathKey(path)
  const kept = new Set(picks.map((pick) => pick.optionId))
  const removed = picksAt(selection, path).filter((pick) => !kept.has(pick.optionId))
  const next: Record<string, readonly OptionPick[]> = {}
  for (const [otherKey, otherPicks] of Object.entries(selection.picks)) {
    if (otherKey === key) continue
    if (removed.some((pick) => otherKey.startsWith(`${key}/${pick.optionId}/`))) continue
    next[otherKey] = otherPicks
  }
  if (picks.length > 0) next[key] = picks
  return { groups: selection.groups, picks: next }
}

/**
 * SPEC §4 Variant selection: the guest chooses an option (one more unit of it in a group with
 * quantities). Over-selection drops the earliest choice: while the group holds more than its
 * max_items, one unit is taken from the earliest chosen other option (a radio group thus swaps
 * its option). An option already at its per-option maximum, a hidden group or an option not
 * offered leaves the selection unchanged.
 */
export function choose(selection: VariantSelection, path: GroupPath, optionId: number): VariantSelection {
  const shown = findVisible(selection, path)
  if (!shown || !isOffered(shown.group, optionId)) return selection
  const { max, perOptionMax } = shown.rules
  const current = shown.picks.find((pick) => pick.optionId === optionId)
  if (current && current.quantity >= perOptionMax) return selection
  let picks: OptionPick[] = current
    ? shown.picks.map((pick) => (pick.optionId === optionId ? { optionId, quantity: pick.quantity + 1 } : pick))
    : [...shown.picks, { optionId, quantity: 1 }]
  while (total(picks) > max) {
    const earliest = picks.findIndex((pick) => pick.optionId !== optionId)
    if (earliest === -1) return selection
    const dropped = picks[earliest]!
    picks =
      dropped.quantity > 1
        ? picks.map((pick, i) => (i === earliest ? { optionId: pick.optionId, quantity: pick.quantity - 1 } : pick))
        : picks.filter((_, i) => i !== earliest)
  }
  return withPicks(selection, path, picks)
}

/** The guest removes an option (whatever its quantity); the choices in its child group go with it. */
export function unchoose(selection: VariantSelection, path: GroupPath, optionId: number): VariantSelection {
  const picks = picksAt(selection, path)
  if (!picks.some((pick) => pick.optionId === optionId)) return selection
  return withPicks(
    selection,
    path,
    picks.filter((pick) => pick.optionId !== optionId),
  )
}

/**
 * SPEC §4: with multi_max the guest sets a quantity per option, the total capped by max_items
 * and multi_max. Choice: an explicit quantity is capped to what fits (0..multi_max, and no more
 * than max_items minus the other options' quantities) instead of dropping other choices; a new
 * option goes last in the choosing order, a changed one keeps its place. Quantity 0 unchooses.
 */
export function setQuantity(selection: VariantSelection, path: GroupPath, optionId: number, quantity: number): VariantSelection {
  const shown = findVisible(selection, path)
  if (!shown || !isOffered(shown.group, optionId)) return selection
  const others = total(shown.picks.filter((pick) => pick.optionId !== optionId))
  const wanted = Number.isFinite(quantity) ? Math.floor(quantity) : 0
  const capped = Math.max(0, Math.min(wanted, shown.rules.perOptionMax, shown.rules.max - others))
  if (capped === 0) return unchoose(selection, path, optionId)
  const exists = shown.picks.some((pick) => pick.optionId === optionId)
  const picks = exists
    ? shown.picks.map((pick) => (pick.optionId === optionId ? { optionId, quantity: capped } : pick))
    : [...shown.picks, { optionId, quantity: capped }]
  return withPicks(selection, path, picks)
}

/** SPEC §4: a group is satisfied when its selected count is between its min and max. */
export function isGroupSatisfied(shown: Pick<VisibleGroup, 'rules' | 'count'>): boolean {
  return shown.count >= shown.rules.min && shown.count <= shown.rules.max
}

/** SPEC §4, §5: confirm is allowed only when every shown group (child groups included) is satisfied. */
export function isSelectionValid(selection: VariantSelection): boolean {
  return visibleGroups(selection).every(isGroupSatisfied)
}

/**
 * The cart's form of a valid selection (SPEC §3 Cart line: menuentryvariants), or null when the
 * selection may not be confirmed. Choices: groups come depth first as shown, child groups as
 * entries of their own; groups left empty are omitted; options are listed in menu order.
 */
export function toChosenVariantGroups(selection: VariantSelection): ChosenVariantGroup[] | null {
  if (!isSelectionValid(selection)) return null
  const chosen: ChosenVariantGroup[] = []
  for (const shown of visibleGroups(selection)) {
    if (shown.picks.length === 0) continue
    const optionsselected: ChosenOption[] = []
    for (const option of shown.group.items) {
      const pick = shown.picks.find((p) => p.optionId === option.id)
      if (!pick) continue
      optionsselected.push({
        id: option.id,
        name: option.name,
        name_orig: option.name_orig,
        pricemodifier: option.pricemodifier,
        quantity: pick.quantity,
      })
    }
    chosen.push({ id: shown.group.id, name: shown.group.name, name_orig: shown.group.name_orig, optionsselected })
  }
  return chosen
}

/**
 * Edit mode (SPEC §4: add and edit modes): the selection a cart line was made from. Options no
 * longer offered by the menu are left out, so the guest sees what can still be chosen.
 */
export function selectionFromChosen(groups: readonly MenuVariantGroup[], chosen: readonly ChosenVariantGroup[]): VariantSelection {
  const unused = [...chosen]
  let selection = startSelection(groups)
  const restore = (group: MenuVariantGroup, path: GroupPath): void => {
    const index = unused.findIndex((entry) => entry.id === group.id)
    if (index === -1) return
    const [entry] = unused.splice(index, 1)
    for (const option of entry!.optionsselected) {
      selection = setQuantity(selection, path, option.id, option.quantity)
    }
    for (const pick of picksAt(selection, path)) {
      const child = group.items.find((o) => o.id === pick.optionId)?.child
      if (child) restore(child, [...path, pick.optionId, child.id])
    }
  }
  for (const group of groups) restore(group, [group.id])
  return selection
}

/**
 * What the cart stores for an item configured by the guest, or null when the selection may not
 * be confirmed. Its price is `unitPriceOf` (domain/cartLine). A missing item price counts as 0
 * (SPEC §9).
 */
export function lineSnapshotOf(item: MenuItem, selection: VariantSelection, notes: string): LineSnapshot | null {
  const menuentryvariants = toChosenVariantGroups(selection)
  if (menuentryvariants === null) return null
  return { item: lineItemOf(item), menuentryvariants, notes }
}
