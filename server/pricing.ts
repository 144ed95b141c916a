import { lineKey, type CartLine, type ChosenVariantGroup } from '../domain/cartLine'
import type { MenuItem, SpecialMenu } from '../domain/menuTypes'
import { guestNoteOf, orderRowOfLine, orderRowOfSpecialMenu, type OrderRequest, type OrderRow } from '../domain/order'
import { specialMenuLineKey, type SpecialMenuLine } from '../domain/specialMenuLine'
import { isOrderableAlone } from '../domain/menuSearch'
import { categoryRules } from '../domain/specialMenu'
import { rowOptions } from '../domain/rowOptions'
import { lineItemOf } from '../domain/offeredOptions'
import { HttpProblem, RuleRefusal } from './http'

/** The venue's menu as the domain types hold it (cents): what an order's rows are read against. */
export type PricingMenu = {
  items: ReadonlyMap<number, MenuItem>
  specialMenus: ReadonlyMap<number, SpecialMenu>
}

/** An order's rows read against the menu: the lines the quote prices (domain/quote), and the rows as the server stores them. */
export type OrderLines = {
  lines: CartLine[]
  specialLines: SpecialMenuLine[]
  rows: OrderRow[]
}

/** The dish or special menu a refusal is about: its id lets each phone name it as its own menu does. */
export type RefusedEntry = { kind: 'item' | 'specialMenu'; id: number; name: string }

/** What the menu does not offer as the order asks it; `entry` is the dish or special menu of that row (null for the order as a whole). */
export class PricingError extends Error {
  constructor(
    message: string,
    readonly entry: RefusedEntry | null = null,
  ) {
    super(message)
  }
}

const itemEntry = (item: { id: number; name: string }): RefusedEntry => ({ kind: 'item', id: item.id, name: item.name })
const specialEntry = (special: { id: number; name: string }): RefusedEntry => ({ kind: 'specialMenu', id: special.id, name: special.name })

/**
 * What the guest is told: the dish their cart holds that the menu no longer offers so (a menu
 * changed since the cart was filled), in the app's words, the detail beside it for a developer.
 */
export function pricingRefusal(error: PricingError, extra: Record<string, unknown> = {}): HttpProblem {
  const entry = error.entry
  if (entry === null) return new HttpProblem(422, error.message, extra)
  // the name in the venue's language for the CLI and the logs; the id for the app, which names it in the guest's
  return RuleRefusal.of('order.itemUnavailable', 422, { detail: error.message, ...extra }, { name: entry.name, [entry.kind === 'item' ? 'itemId' : 'specialMenuId']: entry.id })
}

/** The row's options as the menu offers them (domain/rowOptions), or the refusal naming its dish. */
function chosenGroups(item: MenuItem, subitems: OrderRow['subitems']): ChosenVariantGroup[] {
  const read = rowOptions(item, subitems)
  if ('refused' in read) throw new PricingError(read.refused, itemEntry(item))
  return read.groups
}

function entryLine(menu: PricingMenu, row: OrderRow): { line: CartLine; row: OrderRow } {
  const item = menu.items.get(row.entry_id)
  // not on the menu: unknown, or in a hidden category (issue #12.11); named as the order names it
  if (!item) throw new PricingError(`"${row.entry_name.slice(0, 80)}" (item ${row.entry_id}) is not on the menu`, itemEntry({ id: row.entry_id, name: row.entry_name.slice(0, 80) }))
  if (!isOrderableAlone(item)) throw new PricingError(`"${item.name}" cannot be ordered on its own`, itemEntry(item))
  const menuentryvariants = chosenGroups(item, row.subitems)
  const lineItem = lineItemOf(item)
  // the options the kitchen reads are the ones priced, never the client's text; what it wrote beyond them is its note
  const notes = guestNoteOf(row.details, menuentryvariants)
  const line: CartLine = { item: lineItem, menuentryvariants, notes, key: lineKey(lineItem, menuentryvariants), quantity: row.quantity }
  return { line, row: orderRowOfLine(line) }
}

/**
 * SPEC §5 Special menu category, §4 Special menu (issue #12.6): each category's choices within its
 * min..max (domain/specialMenu `categoryRules`), and not every category left empty.
 */
function checkSpecialMenuChoices(special: SpecialMenu, rows: readonly OrderRow[]): void {
  if (rows.length === 0) throw new PricingError(`"${special.name}": nothing chosen`, specialEntry(special))
  const categories = special.specialcategories.map((category) => ({ category, ...categoryRules(category), count: 0 }))
  const places = rows.map((sub) => categories.filter(({ category }) => category.menuentries.some((item) => item.id === sub.entry_id)))
  // A row names its item, not its category: an item offered by two categories counts in either.
  // Some placement of every row must leave each category within its min..max.
  let steps = 0 // a bounded search: a menu whose items all sit in many categories cannot make it run long
  const fits = (i: number): boolean => {
    if (i === rows.length) return categories.every((slot) => slot.count >= slot.min)
    if (++steps > 10_000) return false
    for (const slot of places[i]!) {
      if (slot.count >= slot.max) continue
      slot.count++
      if (fits(i + 1)) return true
      slot.count--
    }
    return false
  }
  const capacity = categories.reduce((sum, slot) => sum + slot.max, 0)
  if (rows.length <= capacity && fits(0)) return
  const counts = new Map<number, number>()
  for (const place of places) if (place[0]) counts.set(place[0].category.id, (counts.get(place[0].category.id) ?? 0) + 1)
  const broken = categories.find((slot) => (counts.get(slot.category.id) ?? 0) < slot.min || (counts.get(slot.category.id) ?? 0) > slot.max) ?? categories[0]!
  const { min, max } = broken
  throw new PricingError(`"${special.name}": ${min === max ? min : `${min} to ${max}`} choices of "${broken.category.name}" are needed, got ${counts.get(broken.category.id) ?? 0}`, specialEntry(special))
}

function specialMenuLine(menu: PricingMenu, row: OrderRow): { line: SpecialMenuLine; row: OrderRow } {
  const special = menu.specialMenus.get(row.entry_id)
  if (!special) throw new PricingError(`unknown special menu ${row.entry_id}`, specialEntry({ id: row.entry_id, name: row.entry_name.slice(0, 80) }))
  checkSpecialMenuChoices(special, row.subOrderRows)
  const menuentries = row.subOrderRows.map((sub) => {
    const category = special.specialcategories.find((c) => c.menuentries.some((item) => item.id === sub.entry_id))
    const entry = category?.menuentries.find((item) => item.id === sub.entry_id)
    if (!category || !entry) throw new PricingError(`"${special.name}" does not offer item ${sub.entry_id}`, specialEntry(special))
    return { specialmenucategoryid: category.id, item: { id: entry.id, name: entry.name, name_orig: entry.name_orig }, menuentryvariants: chosenGroups(entry, sub.subitems) }
  })
  const snapshot = { specialMenuId: special.id, name: special.name, price: special.price, menuentries }
  const line: SpecialMenuLine = { ...snapshot, key: specialMenuLineKey(snapshot), quantity: row.quantity }
  return { line, row: orderRowOfSpecialMenu(line) }
}

/**
 * DESIGN §7 server-side truth: every row read from the venue's menu (the client's names and costs
 * are never trusted) into the lines the quote prices, and each row written again from its line as
 * the app writes it (domain/order: names, costs, options and their prices, the kitchen's text).
 * Throws PricingError for anything the menu does not offer.
 */
export function orderLines(menu: PricingMenu, request: { order: { rows: readonly OrderRow[] } }): OrderLines {
  if (request.order.rows.length === 0) throw new PricingError('the order has no rows')
  const lines: CartLine[] = []
  const specialLines: SpecialMenuLine[] = []
  const rows = request.order.rows.map((row) => {
    if (row.type === 'special-menu') {
      const read = specialMenuLine(menu, row)
      specialLines.push(read.line)
      return read.row
    }
    const read = entryLine(menu, row)
    lines.push(read.line)
    return read.row
  })
  return { lines, specialLines, rows }
}
