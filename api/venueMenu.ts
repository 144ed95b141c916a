import { isCoverItem, type CoversSlot } from '../domain/covers'
import type { Category, MenuItem, MenuVariantGroup, SpecialMenu } from '../domain/menuTypes'
import { isOn } from '../domain/menuTypes'
import { offeredItems } from '../domain/menuTree'
import type { TimeSlot } from '../domain/slots'
import type { LiveOptions, OfflineOptions, OnlineOptions, OrderingOptions } from '../domain/venueOptions'
import { toCents, toNullableCents } from './money'
import type { ActiveVenueFile } from './venueFile'
import type { FileTimeSlot } from './venueFileSections'
import { FLAG_OPTION_FIELDS, MONEY_OPTION_FIELDS } from './venueOptionFields'
import { venueTexts } from './venueLocalize'
import { menuInfo, type ItemInfo, type MenuInfo, type SpecialMenuInfo, type VariantGroupInfo } from './venueMenuInfo'

/**
 * A venue file's menu and options in domain types, money in integer cents (the server prices
 * orders with these). Names in the default language unless `lang` asks for another one.
 */

export type VenueMenu = {
  /** food and drink categories, flat (parent_id is the authority, domain/menuTree) */
  readonly categories: readonly Category[]
  readonly items: readonly MenuItem[]
  readonly specialMenus: readonly SpecialMenu[]
  /** SPEC §4 Covers popup: the COPERTO item, if the menu has one */
  readonly coverItem: MenuItem | null
}

function groupOf(group: VariantGroupInfo): MenuVariantGroup {
  return {
    id: group.id,
    name: group.name,
    name_orig: group.name_orig,
    description: group.description,
    min_items: group.min_items,
    max_items: group.max_items,
    multi_max: group.multi_max,
    required: group.required,
    items: group.items.map((option) => ({
      id: option.id,
      name: option.name,
      name_orig: option.name_orig,
      pricemodifier: toCents(option.pricemodifier),
      quantity: option.quantity,
      visible: option.visible,
      child: option.child ? groupOf(option.child) : null,
    })),
  }
}

function itemOf(item: ItemInfo): MenuItem {
  return {
    id: item.id,
    category_id: item.category_id,
    name: item.name,
    name_orig: item.name_orig,
    description: item.description,
    price: toNullableCents(item.price),
    price_mode: item.price_mode,
    order: item.order,
    onlyspecial: item.onlyspecial,
    is_extra: item.is_extra,
    buyable: item.buyable,
    is_drink: item.is_drink,
    tags: item.tags.map(({ id }) => ({ id })),
    allergentags: item.allergentags.map(({ id }) => ({ id })),
    ingredients: item.ingredients,
    menuvariants: item.menuvariants.map(groupOf),
  }
}

function specialMenuOf(menu: SpecialMenuInfo): SpecialMenu {
  return {
    id: menu.id,
    name: menu.name,
    price: toCents(menu.price),
    category_id: menu.category_id ?? null,
    menuentries: menu.menuentries.map(itemOf),
    specialcategories: menu.specialcategories.map((category) => ({
      id: category.id,
      name: category.name,
      min_selectableoptions: category.min_selectableoptions,
      selectableoptions: category.selectableoptions,
      menuentries: category.menuentries.map(itemOf),
    })),
  }
}

export function menuOf(file: ActiveVenueFile, lang?: string | null): VenueMenu {
  return menuFromInfo(menuInfo(file, venueTexts(file, lang ?? file.default_language)))
}

/** The menu of a venue info answer (the app has the answer, not the file), in domain types and cents. */
export function menuFromInfo(info: MenuInfo): VenueMenu {
  const all = info.menuentries.map(itemOf)
  const categories = [...info.menucategories, ...info.menudrinkcategories].map((c) => ({
      id: c.id,
      parent_id: c.parent_id,
      name: c.name,
      name_orig: c.name_orig,
      order: c.order,
      is_drink: c.is_drink,
      is_combo_menu: c.is_combo_menu,
      visible: c.visible,
    }))
  return {
    categories,
    // what a hidden category holds is not on the menu (issue #12.11); the COPERTO item may sit in one
    items: offeredItems(all, categories),
    specialMenus: info.specialmenus.map(specialMenuOf),
    coverItem: coverItemOf(info),
  }
}

/** The venue's COPERTO item (SPEC §5 Covers), found without converting the whole menu (the rules of an order need only its price). */
export function coverItemOf(info: Pick<MenuInfo, 'menuentries'>): MenuItem | null {
  const entry = info.menuentries.find(isCoverItem)
  return entry ? itemOf(entry) : null
}

function optionsOf<O>(options: Record<string, unknown> | null): O | null {
  if (options === null) return null
  const out: Record<string, unknown> = {}
  for (const [field, value] of Object.entries(options)) {
    if (MONEY_OPTION_FIELDS.has(field)) out[field] = toNullableCents(value as number | null)
    else if (FLAG_OPTION_FIELDS.has(field)) out[field] = isOn(value as boolean | 0 | 1)
    else out[field] = value
  }
  return out as O
}

/**
 * SPEC §1, §3: the option set of the venue's type, as domain/venueOptions reads it: flags as
 * booleans, money in cents. Texts in the default language (the server prices, it shows nothing).
 */
export function orderingOptionsOf(file: ActiveVenueFile): OrderingOptions {
  return orderingFromInfo({ ...file.full, restaurant_type: file.light.restaurant_type })
}

/** The same from a venue info answer (the app's side). */
export function orderingFromInfo(full: Pick<ActiveVenueFile['full'], 'online_options' | 'offline_options' | 'live_options'> & { restaurant_type: 1 | 2 | 3 }): OrderingOptions {
  switch (full.restaurant_type) {
    case 1:
      return { venueType: 1, options: optionsOf<OnlineOptions>(full.online_options) }
    case 2:
      return { venueType: 2, options: optionsOf<OfflineOptions>(full.offline_options) }
    case 3:
      return { venueType: 3, options: optionsOf<LiveOptions>(full.live_options) }
  }
}

export type VenueTimeSlots = {
  readonly online: readonly TimeSlot[]
  readonly pickup: readonly TimeSlot[]
  readonly delivery: readonly TimeSlot[]
  readonly covers: readonly CoversSlot[]
}

const slotOf = (slot: FileTimeSlot): TimeSlot => ({ ...slot, enabled: isOn(slot.enabled) })

/** SPEC §3 Time slot, Venue (full) covers_slots, as domain/slots and domain/covers read them. */
export function timeSlotsOf(file: ActiveVenueFile): VenueTimeSlots {
  return timeSlotsFromInfo(file.full)
}

export function timeSlotsFromInfo(full: Pick<ActiveVenueFile['full'], 'time_slots' | 'pickup_time_slots' | 'delivery_time_slots' | 'covers_slots'>): VenueTimeSlots {
  return {
    online: full.time_slots.map(slotOf),
    pickup: full.pickup_time_slots.map(slotOf),
    delivery: full.delivery_time_slots.map(slotOf),
    covers: full.covers_slots.map((slot) => ({ ...slot })),
  }
}
