import { couponDiscount, type Coupon } from '../domain/coupon'
import type { MenuItem, MenuVariantGroup, SpecialMenu } from '../domain/menuTypes'
import type { Cents } from '../domain/money'
import type { OrderRequest, OrderRow } from '../domain/order'
import { isOrderableAlone } from '../domain/menuSearch'
import { categoryRules } from '../domain/specialMenu'
import { groupRules } from '../domain/variants'

/** What the server prices an order with: the venue's menu as the domain types hold it (cents). */
export type PricingMenu = {
  items: ReadonlyMap<number, MenuItem>
  specialMenus: ReadonlyMap<number, SpecialMenu>
  /** The COPERTO item's price, when the venue charges covers (SPEC §4 Covers popup). */
  coverPrice: Cents | null
}

export type PricedOrder = {
  rows: OrderRow[]
  subtotal: Cents
  discount: Cents
  cover: Cents
  delivery: Cents
  total: Cents
}

export class PricingError extends Error {}

/**
 * Σ price modifier × units of the options chosen (SPEC §9), each checked against the menu, and
 * every group the guest had to answer within its min..max (SPEC §4 Variant selection, with the
 * one reading of the limits in domain/variants): the top-level groups always, a child group when
 * its option was chosen.
 */
function optionsPrice(item: MenuItem, subitems: OrderRow['subitems']): Cents {
  const chosenIn = new Map<number, number[]>()
  for (const sub of subitems) {
    if (chosenIn.has(sub.id)) throw new PricingError(`option group ${sub.id} of "${item.name}" is listed twice`)
    chosenIn.set(sub.id, sub.chosen)
  }
  let total = 0
  const seen = new Set<number>()
  const visit = (group: MenuVariantGroup) => {
    const chosen = chosenIn.get(group.id) ?? []
    seen.add(group.id)
    const rules = groupRules(group)
    if (chosen.length < rules.min || chosen.length > rules.max) {
      throw new PricingError(`"${group.name}" of "${item.name}" needs ${rules.min === rules.max ? rules.min : `${rules.min} to ${rules.max === 9999 ? 'any number of' : rules.max}`} choices, got ${chosen.length}`)
    }
    for (const optionId of chosen) {
      const option = group.items.find((o) => o.id === optionId)
      if (!option || option.visible === 0 || option.visible === false) throw new PricingError(`"${group.name}" has no option ${optionId}`)
      if (chosen.filter((id) => id === optionId).length > rules.perOptionMax) throw new PricingError(`"${option.name}" chosen too many times`)
      total += option.pricemodifier
    }
    for (const optionId of new Set(chosen)) {
      const child = group.items.find((o) => o.id === optionId)?.child
      if (child) visit(child)
    }
  }
  for (const group of [...(item.menuvariants ?? []), ...(item.menuentryvariants ?? [])]) visit(group)
  for (const id of chosenIn.keys()) if (!seen.has(id)) throw new PricingError(`"${item.name}" has no option group ${id}`)
  return total
}

function priceEntryRow(menu: PricingMenu, row: OrderRow): OrderRow {
  const item = menu.items.get(row.entry_id)
  // not on the menu: unknown, or in a hidden category (issue #12.11); named as the order names it
  if (!item) throw new PricingError(`"${row.entry_name.slice(0, 80)}" (item ${row.entry_id}) is not on the menu`)
  if (!isOrderableAlone(item)) throw new PricingError(`"${item.name}" cannot be ordered on its own`)
  const unit = Math.max(0, (item.price ?? 0) + optionsPrice(item, row.subitems))
  return { ...row, entry_name: item.name, cost: unit * row.quantity, subOrderRows: [] }
}

/**
 * SPEC §5 Special menu category, §4 Special menu (issue #12.6): each category's choices within its
 * min..max (domain/specialMenu `categoryRules`), and not every category left empty.
 */
function checkSpecialMenuChoices(special: SpecialMenu, rows: readonly OrderRow[]): void {
  if (rows.length === 0) throw new PricingError(`"${special.name}": nothing chosen`)
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
  throw new PricingError(`"${special.name}": ${min === max ? min : `${min} to ${max}`} choices of "${broken.category.name}" are needed, got ${counts.get(broken.category.id) ?? 0}`)
}

function priceSpecialMenuRow(menu: PricingMenu, row: OrderRow): OrderRow {
  const special = menu.specialMenus.get(row.entry_id)
  if (!special) throw new PricingError(`unknown special menu ${row.entry_id}`)
  checkSpecialMenuChoices(special, row.subOrderRows)
  let unit = special.price
  const subOrderRows = row.subOrderRows.map((sub) => {
    const entry = special.specialcategories.flatMap((c) => c.menuentries).find((item) => item.id === sub.entry_id)
    if (!entry) throw new PricingError(`"${special.name}" does not offer item ${sub.entry_id}`)
    const extra = optionsPrice(entry, sub.subitems)
    unit += extra
    return { ...sub, entry_name: entry.name, cost: 0, quantity: 1, subOrderRows: [] }
  })
  return { ...row, entry_name: special.name, cost: Math.max(0, unit) * row.quantity, subOrderRows }
}

/**
 * DESIGN §7 server-side truth: every row priced from the venue's menu (the client's costs are
 * never trusted), the coupon's discount on the food subtotal, cover and delivery after it
 * (SPEC §5 Coupon). Throws PricingError for anything the menu does not offer.
 */
export function priceOrder(menu: PricingMenu, request: OrderRequest, coupon: Coupon | null, delivery: Cents, session: { cover_cost: Cents } | null = null): PricedOrder {
  if (request.order.rows.length === 0) throw new PricingError('the order has no rows')
  const rows = request.order.rows.map((row) => (row.type === 'special-menu' ? priceSpecialMenuRow(menu, row) : priceEntryRow(menu, row)))
  const subtotal = rows.reduce((sum, row) => sum + row.cost, 0)
  const discount = couponDiscount(coupon, subtotal)
  // SPEC §3 Table session: covers are charged once per table session (issue #13.1)
  const covers = session !== null && session.cover_cost > 0 ? 0 : (request.order.covers_number ?? 0)
  const cover = menu.coverPrice !== null && covers > 0 ? covers * menu.coverPrice : 0
  return { rows, subtotal, discount, cover, delivery, total: subtotal - discount + cover + delivery }
}
