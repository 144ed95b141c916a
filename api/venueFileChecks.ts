import type { ActiveVenueFile } from './venueFile'
import type { FileItem, FileVariantGroup, FileVariantItem } from './venueFileMenu'
import { isOn } from '../domain/menuTypes'

/**
 * What the codec cannot see: that the ids of a venue file hold together. Ids are unique per
 * kind, references point at existing ids, translations only translate what exists, in offered
 * languages other than the default one. Each problem is one line with its path.
 */

/** Every variant group of the items, nested child groups included. */
export function allVariantGroups(items: readonly FileItem[]): FileVariantGroup[] {
  const groups: FileVariantGroup[] = []
  const visit = (group: FileVariantGroup): void => {
    groups.push(group)
    group.items.forEach((option) => option.child && visit(option.child))
  }
  items.forEach((item) => item.menuvariants.forEach(visit))
  return groups
}

export function allVariantItems(items: readonly FileItem[]): FileVariantItem[] {
  return allVariantGroups(items).flatMap((group) => group.items)
}

/** SPEC §1: the cart is disabled when the venue has no buyable menu entries. */
export function buyableMenuEntriesCount(file: ActiveVenueFile): number {
  return file.full.menuentries.filter((item) => isOn(item.buyable)).length
}

function duplicates(label: string, ids: readonly number[]): string[] {
  const seen = new Set<number>()
  const problems: string[] = []
  for (const id of ids) {
    if (seen.has(id)) problems.push(`${label}: id ${id} is used twice`)
    seen.add(id)
  }
  return problems
}

/**
 * A variant group (or option) may be shared by several items, as venue platforms attach one
 * group to many entries: the same id must then carry the very same content.
 */
function conflicting(label: string, entries: readonly { id: number }[]): string[] {
  const seen = new Map<number, string>()
  const problems: string[] = []
  for (const entry of entries) {
    const content = JSON.stringify(entry)
    const before = seen.get(entry.id)
    if (before !== undefined && before !== content) problems.push(`${label}: id ${entry.id} is used for two different contents`)
    seen.set(entry.id, content)
  }
  return problems
}

function missing(label: string, ids: readonly number[], known: ReadonlySet<number>): string[] {
  return ids.filter((id) => !known.has(id)).map((id) => `${label}: no such id ${id}`)
}

function nameOrigProblems(label: string, entries: readonly { id: number; name: string; name_orig?: string }[]): string[] {
  return entries
    .filter((entry) => entry.name_orig !== undefined && entry.name_orig !== entry.name)
    .map((entry) => `${label} ${entry.id}: name_orig must equal name (the default-language name)`)
}

/**
 * SPEC §5 Variants: limits that contradict each other. The app reads them somehow (domain/variants
 * `groupRules` raises the maximum to the minimum), but not as the venue wrote them: it is told.
 */
function groupLimitProblems(groups: readonly FileVariantGroup[]): string[] {
  return groups
    .filter((group) => (group.max_items ?? 0) > 0 && (group.min_items ?? 0) > (group.max_items ?? 0))
    .map((group) => `variant group ${group.id} (${group.name}): min_items ${group.min_items} is more than max_items ${group.max_items}`)
}

/**
 * An option taking more off than its dish costs: the line is charged nothing (domain/cartLine
 * stops at 0), which is not what the venue meant. Dishes without a price of their own (offered in
 * special menus) and hidden options are left alone.
 */
function negativeLineProblems(items: readonly FileItem[]): string[] {
  return items.flatMap((item) => {
    if (item.price === null) return []
    const price = item.price
    return allVariantGroups([item])
      .flatMap((group) => group.items)
      .filter((option) => isOn(option.visible) && price + option.pricemodifier < 0)
      .map((option) => `item ${item.id} (${item.name}): option ${option.id} (${option.name}) takes ${-option.pricemodifier} off a price of ${price}, below nothing`)
  })
}

function menuProblems(file: ActiveVenueFile): string[] {
  const { full } = file
  const categories = [...full.menucategories, ...full.menudrinkcategories]
  const categoryIds = new Set(categories.map((category) => category.id))
  const itemIds = new Set(full.menuentries.map((item) => item.id))
  const tagIds = new Set(full.tags.map((tag) => tag.id))
  const allergenIds = new Set(full.allergens.map((allergen) => allergen.id))
  const groups = allVariantGroups(full.menuentries)
  const options = groups.flatMap((group) => group.items)
  const specialCategories = full.specialmenus.flatMap((menu) => menu.specialcategories)
  return [
    ...duplicates('full.menucategories + menudrinkcategories', categories.map((c) => c.id)),
    ...duplicates('full.menuentries', full.menuentries.map((item) => item.id)),
    ...conflicting('full variant groups', groups),
    ...conflicting('full variant items', options),
    ...duplicates('full.specialmenus', full.specialmenus.map((menu) => menu.id)),
    ...duplicates('full.specialmenus[].specialcategories', specialCategories.map((category) => category.id)),
    ...duplicates('full.tags', full.tags.map((tag) => tag.id)),
    ...duplicates('full.allergens', full.allergens.map((allergen) => allergen.id)),
    ...duplicates('full.tables', full.tables.map((table) => table.id)),
    ...duplicates('full.languages', full.languages.map((language) => language.id)),
    ...missing('full categories parent_id', categories.map((c) => c.parent_id).filter((id) => id !== 0), categoryIds),
    ...full.menucategories.filter((c) => isOn(c.is_drink)).map((c) => `full.menucategories: category ${c.id} is a drink category (belongs in menudrinkcategories)`),
    ...full.menudrinkcategories.filter((c) => !isOn(c.is_drink)).map((c) => `full.menudrinkcategories: category ${c.id} is not a drink category`),
    ...missing('full.menuentries category_id', full.menuentries.map((item) => item.category_id), categoryIds),
    ...missing('full.menuentries tags', full.menuentries.flatMap((item) => item.tags.map((tag) => tag.id)), tagIds),
    ...missing('full.menuentries allergentags', full.menuentries.flatMap((item) => item.allergentags.map((tag) => tag.id)), allergenIds),
    ...missing('full.specialmenus menuentries', specialCategories.flatMap((category) => category.menuentries), itemIds),
    ...full.specialmenus
      .filter((menu) => menu.category_id !== undefined && menu.category_id !== null && !categories.some((c) => c.id === menu.category_id && isOn(c.is_combo_menu)))
      .map((menu) => `full.specialmenus: special menu ${menu.id} names category ${menu.category_id}, which is not a combo category (is_combo_menu)`),
    ...groupLimitProblems(groups),
    ...negativeLineProblems(full.menuentries),
    ...nameOrigProblems('category', categories),
    ...nameOrigProblems('item', full.menuentries),
    ...nameOrigProblems('variant group', groups),
    ...nameOrigProblems('variant item', options),
    ...nameOrigProblems('special menu', full.specialmenus),
    ...nameOrigProblems('special menu category', specialCategories),
  ]
}

function translationProblems(file: ActiveVenueFile): string[] {
  const { full } = file
  const offered = new Set(file.light.languagesAvailable.map((language) => language.code))
  const known = {
    categories: new Set([...full.menucategories, ...full.menudrinkcategories].map((c) => c.id)),
    items: new Set(full.menuentries.map((item) => item.id)),
    variants: new Set(allVariantGroups(full.menuentries).map((group) => group.id)),
    variant_items: new Set(allVariantItems(full.menuentries).map((option) => option.id)),
    specialmenus: new Set(full.specialmenus.map((menu) => menu.id)),
    special_categories: new Set(full.specialmenus.flatMap((menu) => menu.specialcategories.map((category) => category.id))),
    tags: new Set(full.tags.map((tag) => tag.id)),
    allergens: new Set(full.allergens.map((allergen) => allergen.id)),
  }
  const items = new Map(full.menuentries.map((item) => [item.id, item]))
  const problems: string[] = []
  for (const [lang, translation] of Object.entries(file.translations)) {
    if (lang === file.default_language) problems.push(`translations.${lang}: the default language's texts are those of light and full`)
    if (!offered.has(lang)) problems.push(`translations.${lang}: not in light.languagesAvailable`)
    for (const kind of Object.keys(known) as (keyof typeof known)[]) {
      for (const key of Object.keys(translation[kind] ?? {})) {
        if (!known[kind].has(Number(key))) problems.push(`translations.${lang}.${kind}.${key}: no such id`)
      }
    }
    for (const [key, text] of Object.entries(translation.items ?? {})) {
      const count = items.get(Number(key))?.ingredients.length
      if (text.ingredients !== undefined && count !== undefined && text.ingredients.length !== count) {
        problems.push(`translations.${lang}.items.${key}.ingredients: ${text.ingredients.length} names for ${count} ingredients`)
      }
    }
  }
  return problems
}

function venueProblems(file: ActiveVenueFile): string[] {
  const problems: string[] = []
  const offered = file.light.languagesAvailable.map((language) => language.code)
  if (!offered.includes(file.default_language)) problems.push(`default_language: ${file.default_language} is not in light.languagesAvailable`)
  if (new Set(offered).size !== offered.length) problems.push('light.languagesAvailable: a language is listed twice')
  const count = file.light.buyableMenuEntriesCount
  if (count !== undefined && count !== buyableMenuEntriesCount(file)) problems.push(`light.buyableMenuEntriesCount: ${count}, but the menu has ${buyableMenuEntriesCount(file)} buyable entries`)
  const codes = file.server.coupons.map((coupon) => coupon.code.toUpperCase())
  codes.forEach((code, index) => codes.indexOf(code) !== index && problems.push(`server.coupons: code ${code} is used twice`))
  file.server.coupons.forEach((coupon) => coupon.type === 'percentage' && coupon.value > 100 && problems.push(`server.coupons: ${coupon.code} takes more than 100%`))
  const slots = [...file.full.time_slots, ...file.full.pickup_time_slots, ...file.full.delivery_time_slots]
  problems.push(...duplicates('full time slots', slots.map((slot) => slot.id)))
  // SPEC §3 Time slot interval: the minutes from one slot to the next; 0 is no interval at all
  problems.push(...slots.filter((slot) => slot.interval < 1).map((slot) => `full time slots: slot ${slot.id} has interval ${slot.interval} (the minutes from one slot to the next, at least 1)`))
  return problems
}

export function venueFileProblems(file: ActiveVenueFile): string[] {
  return [...venueProblems(file), ...menuProblems(file), ...translationProblems(file)]
}

export function firstVenueFileProblem(file: ActiveVenueFile): string | null {
  const problems = venueFileProblems(file)
  if (problems.length === 0) return null
  return problems.length === 1 ? problems[0]! : `${problems[0]} (and ${problems.length - 1} more)`
}
