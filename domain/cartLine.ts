import { editMergingTwin } from './lineMerge'
import type { Cents } from './money'

/**
 * A cart line and the rules of its identity (SPEC §3 Cart line, §4 Cart).
 *
 * Choice (the spec says "identical line" and "editing a line to match another merges them
 * (quantities added, notes joined)"): two lines are identical when they hold the same item
 * with the same chosen options in the same quantities. Notes are not part of the identity,
 * otherwise joining the notes of two matching lines could never happen.
 */
export type ChosenOption = {
  id: number
  name: string
  name_orig: string
  pricemodifier: Cents
  quantity: number
}

export type ChosenVariantGroup = {
  id: number
  name: string
  name_orig: string
  optionsselected: ChosenOption[]
}

/** What the guest saw of the menu item when adding it: every fact the projections need. */
export type LineItem = {
  id: number
  name: string
  name_orig: string
  unitPrice: Cents
  price_mode: string
  is_drink: boolean
}

/** The most a guest writes in a line's notes (the options popup's field, a tab line the server takes). */
export const MAX_LINE_NOTES = 500

export type LineSnapshot = {
  item: LineItem
  menuentryvariants: ChosenVariantGroup[]
  notes: string
}

export type CartLine = LineSnapshot & { key: string; quantity: number }

/**
 * The canonical key of chosen option groups, whatever order they were chosen in: groups by id,
 * each as `groupId:optionIdxQuantity,...` with its options by id, joined by `separator`.
 * Item lines and special-menu entries both build their identity from it.
 */
export function optionGroupsKey(groups: readonly ChosenVariantGroup[], separator: string): string {
  return [...groups]
    .sort((a, b) => a.id - b.id)
    .map(
      (group) =>
        `${group.id}:` +
        [...group.optionsselected]
          .sort((a, b) => a.id - b.id)
          .map((option) => `${option.id}x${option.quantity}`)
          .join(','),
    )
    .join(separator)
}

/** An item line's key: the item id, then its groups with at least one chosen option. */
export function lineKey(item: { id: number }, groups: readonly ChosenVariantGroup[]): string {
  const chosen = groups.filter((group) => group.optionsselected.length > 0)
  return chosen.length === 0 ? String(item.id) : `${item.id}|${optionGroupsKey(chosen, '|')}`
}

/**
 * SPEC §9: option price modifiers multiply by the option's quantity when it is above 1;
 * a missing price counts 0 (the API layer turns a missing price into 0 cents).
 */
export function optionsPrice(groups: readonly ChosenVariantGroup[]): Cents {
  let total = 0
  for (const group of groups) {
    for (const option of group.optionsselected) {
      total += option.pricemodifier * (option.quantity > 1 ? option.quantity : 1)
    }
  }
  return total
}

/** Options may lower a price ("senza mozzarella"), but never below zero. */
export function unitPriceOf(line: LineSnapshot): Cents {
  return Math.max(0, line.item.unitPrice + optionsPrice(line.menuentryvariants))
}

export function lineTotal(line: CartLine): Cents {
  return unitPriceOf(line) * line.quantity
}

/** SPEC §4: merged lines join their notes; an empty note or a repeated one adds nothing. */
export function joinNotes(first: string, second: string): string {
  const a = first.trim()
  const b = second.trim()
  if (a === '') return b
  if (b === '' || a === b) return a
  return `${a}; ${b}`
}

/** SPEC §4 Cart: adding an identical line increments its quantity, otherwise appends. */
export function addLine(lines: readonly CartLine[], snapshot: LineSnapshot, quantity: number): CartLine[] {
  const key = lineKey(snapshot.item, snapshot.menuentryvariants)
  const index = lines.findIndex((line) => line.key === key)
  if (index === -1) return [...lines, { ...snapshot, key, quantity }]
  const next = lines.slice()
  const existing = lines[index]!
  next[index] = { ...existing, quantity: existing.quantity + quantity, notes: joinNotes(existing.notes, snapshot.notes) }
  return next
}

/** SPEC §4 Cart: removing decrements; at quantity 1 the line is removed. */
export function decrementLine(lines: readonly CartLine[], key: string): CartLine[] {
  const index = lines.findIndex((line) => line.key === key)
  if (index === -1) return lines.slice()
  const existing = lines[index]!
  if (existing.quantity <= 1) return lines.filter((line) => line.key !== key)
  const next = lines.slice()
  next[index] = { ...existing, quantity: existing.quantity - 1 }
  return next
}

export function removeLine(lines: readonly CartLine[], key: string): CartLine[] {
  return lines.filter((line) => line.key !== key)
}

/**
 * SPEC §4 Cart: editing a line to match another merges them (quantities added, notes joined).
 * The edited line keeps its place; the line it merged into keeps the earlier place.
 */
export function editLine(lines: readonly CartLine[], key: string, snapshot: LineSnapshot, quantity: number): CartLine[] {
  return editMergingTwin(
    lines,
    key,
    () => ({ ...snapshot, key: lineKey(snapshot.item, snapshot.menuentryvariants), quantity }),
    (twin, edited) => ({ ...twin, quantity: twin.quantity + edited.quantity, notes: joinNotes(twin.notes, edited.notes) }),
  )
}

export function findLine(lines: readonly CartLine[], key: string): CartLine | undefined {
  return lines.find((line) => line.key === key)
}
