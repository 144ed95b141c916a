import { optionGroupsKey, optionsPrice, type ChosenVariantGroup } from './cartLine'
import { editMergingTwin } from './lineMerge'
import type { Cents } from './money'

/** One entry chosen inside a special (combo) menu category (SPEC §3 Special menu, Cart line). */
export type SpecialMenuEntryChoice = {
  specialmenucategoryid: number
  item: { id: number; name: string; name_orig: string }
  menuentryvariants: ChosenVariantGroup[]
}

export type SpecialMenuSnapshot = {
  specialMenuId: number
  name: string
  /** The special menu's own price. */
  price: Cents
  menuentries: SpecialMenuEntryChoice[]
}

export type SpecialMenuLine = SpecialMenuSnapshot & { key: string; quantity: number }

export function specialMenuLineKey(snapshot: Pick<SpecialMenuSnapshot, 'specialMenuId' | 'menuentries'>): string {
  const entries = snapshot.menuentries
    .map((entry) => `${entry.specialmenucategoryid}.${entry.item.id}(${optionGroupsKey(entry.menuentryvariants, '/')})`)
    .sort()
  return `sm${snapshot.specialMenuId}|${entries.join('|')}`
}

/**
 * Choice: a special-menu line costs the menu's price plus the price modifiers of the options
 * chosen for its entries (SPEC §9 option rule), so a paid extra inside a combo is charged.
 */
export function specialMenuUnitPrice(snapshot: SpecialMenuSnapshot): Cents {
  let total = snapshot.price
  for (const entry of snapshot.menuentries) total += optionsPrice(entry.menuentryvariants)
  return Math.max(0, total)
}

/** A special-menu line's price: its unit price times its quantity (the quote sums these, with `lineTotal`'s). */
export function specialMenuLineTotal(line: SpecialMenuLine): Cents {
  return specialMenuUnitPrice(line) * line.quantity
}

export function addSpecialMenuLine(
  lines: readonly SpecialMenuLine[],
  snapshot: SpecialMenuSnapshot,
  quantity: number,
): SpecialMenuLine[] {
  const key = specialMenuLineKey(snapshot)
  const index = lines.findIndex((line) => line.key === key)
  if (index === -1) return [...lines, { ...snapshot, key, quantity }]
  const next = lines.slice()
  next[index] = { ...lines[index]!, quantity: lines[index]!.quantity + quantity }
  return next
}

/** Updating a special-menu line to match another merges them, as for item lines (SPEC §4 Cart). */
export function updateSpecialMenuLine(
  lines: readonly SpecialMenuLine[],
  key: string,
  snapshot: SpecialMenuSnapshot,
): SpecialMenuLine[] {
  return editMergingTwin(
    lines,
    key,
    (line) => ({ ...snapshot, key: specialMenuLineKey(snapshot), quantity: line.quantity }),
    (twin, edited) => ({ ...twin, quantity: twin.quantity + edited.quantity }),
  )
}

export function decrementSpecialMenuLine(lines: readonly SpecialMenuLine[], key: string): SpecialMenuLine[] {
  const index = lines.findIndex((line) => line.key === key)
  if (index === -1) return lines.slice()
  if (lines[index]!.quantity <= 1) return lines.filter((line) => line.key !== key)
  const next = lines.slice()
  next[index] = { ...lines[index]!, quantity: lines[index]!.quantity - 1 }
  return next
}

export function removeSpecialMenuLine(lines: readonly SpecialMenuLine[], key: string): SpecialMenuLine[] {
  return lines.filter((line) => line.key !== key)
}
