import type { VenueMenu } from '../../api/venueInfo'
import type { CommandType } from '../../commands/registry'
import type { ChosenVariantGroup } from '../../domain/cartLine'
import { variantGroupsOf } from '../../domain/menuTypes'
import { chooseEntry, startSpecialMenuSelection, toSpecialMenuSnapshot } from '../../domain/specialMenu'
import { isGroupSatisfied, limitsText, lineSnapshotOf, selectionFromChosen, visibleGroups } from '../../domain/variants'
import { offeredOptions } from '../../domain/offeredOptions'

/**
 * Scenario shorthand for cart lines, built from the venue's menu by the app's own rules
 * (domain/variants, domain/specialMenu) exactly as the options popup and the special-menu screen do:
 *   AddLine: {item: 102, options: {11: [1102], 12: {1201: 2}}, quantity: 2, notes: ''}
 *   AddSpecialMenuLine: {menu: 1, choose: {51: [301], 52: [{item: 310, options: {...}}]}, quantity: 1}
 * `options` maps a variant group id (child groups included) to the chosen option ids, or to
 * option id → quantity.
 */
export class ShorthandProblem extends Error {}

type Fields = Record<string, unknown>

const LINE_COMMANDS: readonly CommandType[] = ['AddLine', 'EditLine']
const SPECIAL_COMMANDS: readonly CommandType[] = ['AddSpecialMenuLine', 'UpdateSpecialMenuLine']

export function usesShorthand(type: CommandType, fields: Fields): boolean {
  if (fields.line !== undefined) return false
  return (LINE_COMMANDS.includes(type) && fields.item !== undefined) || (SPECIAL_COMMANDS.includes(type) && fields.menu !== undefined)
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function wholeNumber(value: unknown, what: string): number {
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value
  if (typeof number !== 'number' || !Number.isSafeInteger(number)) throw new ShorthandProblem(`${what} must be a whole number, got ${JSON.stringify(value)}`)
  return number
}

/** `{groupId: [optionId...] | {optionId: quantity}}` → the cart's chosen groups (ids and quantities). */
function chosenGroups(options: unknown): ChosenVariantGroup[] {
  if (options === undefined) return []
  if (!isRecord(options)) throw new ShorthandProblem('options must map a variant group id to option ids, e.g. {11: [1102]}')
  return Object.entries(options).map(([groupId, picks]) => {
    const entries: [unknown, unknown][] = Array.isArray(picks) ? picks.map((id) => [id, 1]) : isRecord(picks) ? Object.entries(picks) : []
    if (entries.length === 0) throw new ShorthandProblem(`options.${groupId} must be a list of option ids [..] or {optionId: quantity}, got ${JSON.stringify(picks)} (the keys of options are variant group ids)`)
    return {
      id: wholeNumber(groupId, 'a variant group id'),
      name: '',
      name_orig: '',
      optionsselected: entries.map(([id, quantity]) => ({ id: wholeNumber(id, 'an option id'), name: '', name_orig: '', pricemodifier: 0, quantity: wholeNumber(quantity, 'an option quantity') })),
    }
  })
}

function lineOf(fields: Fields, menu: VenueMenu): unknown {
  const id = wholeNumber(fields.item, 'item')
  const item = menu.items.find((entry) => entry.id === id)
  if (!item) throw new ShorthandProblem(`the menu has no item ${id}`)
  const notes = typeof fields.notes === 'string' ? fields.notes : ''
  const groups = variantGroupsOf(item)
  const given = chosenGroups(fields.options)
  const selection = selectionFromChosen(groups, given)
  const line = lineSnapshotOf(item, selection, notes)
  if (line === null) {
    // each group left outside its limits, with what it takes and the options it offers (helper review: "not a choice its groups accept")
    const wanting = visibleGroups(selection)
      .filter((shown) => !isGroupSatisfied(shown))
      .map(({ group, rules, count }) => {
        const offered = offeredOptions(group).map((option) => `${option.id} ${option.name}`).join(', ')
        return `group ${group.id} "${group.name}" takes ${limitsText(rules)} (${offered}), ${count === 0 ? 'none given' : `${count} given`}`
      })
    throw new ShorthandProblem(`item ${id} (${item.name}): ${wanting.join('; ') || 'the options given are not a choice its groups accept'}`)
  }
  refuseDropped(given, line.menuentryvariants, `item ${id} (${item.name})`)
  return line
}

/**
 * Every group and option the step names is in the line: the menu's rules leave out what the item
 * does not offer (as the popup never shows it), and a typo in a scenario would pass CI unseen.
 */
function refuseDropped(given: readonly ChosenVariantGroup[], taken: readonly ChosenVariantGroup[], what: string): void {
  for (const group of given) {
    const kept = taken.find((candidate) => candidate.id === group.id)
    if (!kept) throw new ShorthandProblem(`${what} has no option group ${group.id} to answer (its groups answered: ${taken.map((candidate) => candidate.id).join(', ') || 'none'}; a child group needs its parent option chosen)`)
    for (const option of group.optionsselected) {
      const chosen = kept.optionsselected.find((candidate) => candidate.id === option.id)
      if (!chosen) throw new ShorthandProblem(`${what}: group ${group.id} has no option ${option.id}`)
      if (chosen.quantity !== option.quantity) throw new ShorthandProblem(`${what}: option ${option.id} of group ${group.id} is taken ${chosen.quantity} times, not ${option.quantity}`)
    }
  }
}

function specialLineOf(fields: Fields, menu: VenueMenu): unknown {
  const id = wholeNumber(fields.menu, 'menu')
  const special = menu.specialMenus.find((entry) => entry.id === id)
  if (!special) throw new ShorthandProblem(`the venue has no special menu ${id}`)
  if (!isRecord(fields.choose)) throw new ShorthandProblem('choose must map a special-menu category id to its entries, e.g. {51: [301]}')
  let selection = startSpecialMenuSelection(special)
  for (const [categoryId, entries] of Object.entries(fields.choose)) {
    if (!Array.isArray(entries)) throw new ShorthandProblem(`choose ${categoryId}: a list of item ids or {item, options}`)
    for (const entry of entries) {
      const itemId = wholeNumber(isRecord(entry) ? entry.item : entry, 'a special-menu entry')
      const before = selection
      selection = chooseEntry(selection, wholeNumber(categoryId, 'a special-menu category id'), itemId, chosenGroups(isRecord(entry) ? entry.options : undefined))
      if (selection === before) throw new ShorthandProblem(`special menu ${id}: category ${categoryId} does not take item ${itemId} with those options`)
    }
  }
  const line = toSpecialMenuSnapshot(selection)
  if (line === null) throw new ShorthandProblem(`special menu ${id} (${special.name}): the choice leaves a required category unfilled`)
  return line
}

/** The command's fields with `line` built from the menu; the shorthand's own fields dropped. */
export function expandShorthand(type: CommandType, fields: Fields, menu: VenueMenu): Fields {
  if (!usesShorthand(type, fields)) return fields
  if (LINE_COMMANDS.includes(type)) {
    const { item: _item, options: _options, notes: _notes, ...rest } = fields
    return { ...rest, line: lineOf(fields, menu), quantity: fields.quantity ?? 1 }
  }
  const { menu: _menu, choose: _choose, ...rest } = fields
  return { ...rest, line: specialLineOf(fields, menu), ...(type === 'AddSpecialMenuLine' ? { quantity: fields.quantity ?? 1 } : {}) }
}
