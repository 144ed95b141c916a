import type { ActiveVenueFile } from './venueFile'
import type { FileCategory, FileItem, FileSpecialMenu, FileVariantGroup, FileVariantItem } from './venueFileMenu'
import type { VenueTexts } from './venueLocalize'

/**
 * The menu parts of the full venue info response, in one language (SPEC §3 Category, Item,
 * Menu variant group, Variant item, Special menu). Money stays in the API's decimal euros.
 * Beyond the file: `name_orig` everywhere; tags and allergens of an item carry their name;
 * the entries of a special-menu category are whole items (the file lists their ids) and the
 * special menu's `menuentries` are all of them, once each.
 */

export type VariantItemInfo = Omit<FileVariantItem, 'child'> & {
  name_orig: string
  quantity: number | null
  child: VariantGroupInfo | null
}
export type VariantGroupInfo = Omit<FileVariantGroup, 'items'> & { name_orig: string; items: VariantItemInfo[] }
export type NamedRef = { id: number; name: string }
export type ItemInfo = Omit<FileItem, 'tags' | 'allergentags' | 'menuvariants'> & {
  name_orig: string
  image: string | null
  tags: NamedRef[]
  allergentags: NamedRef[]
  menuvariants: VariantGroupInfo[]
}
export type CategoryInfo = FileCategory & { name_orig: string; image: string | null }
export type SpecialCategoryInfo = { id: number; name: string; name_orig: string; min_selectableoptions: number | null; selectableoptions: number; menuentries: ItemInfo[] }
export type SpecialMenuInfo = {
  id: number
  name: string
  name_orig: string
  description: string | null
  image: string | null
  price: number
  /** The combo category it is listed in (issue #13.6); null: every combo category. */
  category_id: number | null
  menuentries: ItemInfo[]
  specialcategories: SpecialCategoryInfo[]
}

export function groupInfo(group: FileVariantGroup, texts: VenueTexts): VariantGroupInfo {
  const { name, description } = texts.group(group)
  return {
    ...group,
    name,
    name_orig: group.name,
    description,
    items: group.items.map((option) => ({
      ...option,
      name: texts.option(option),
      name_orig: option.name,
      quantity: option.quantity ?? null,
      child: option.child ? groupInfo(option.child, texts) : null,
    })),
  }
}

export function menuInfo(file: ActiveVenueFile, texts: VenueTexts) {
  const { full } = file
  const tags = new Map(full.tags.map((tag) => [tag.id, tag]))
  const allergens = new Map(full.allergens.map((allergen) => [allergen.id, allergen]))
  const category = (c: FileCategory): CategoryInfo => ({ ...c, name: texts.category(c), name_orig: c.name, image: c.image ?? null })
  const item = (entry: FileItem): ItemInfo => {
    const { name, description, ingredients } = texts.item(entry)
    return {
      ...entry,
      name,
      name_orig: entry.name,
      description,
      image: entry.image ?? null,
      ingredients: ingredients.map((ingredient) => ({ name: ingredient })),
      tags: entry.tags.map(({ id }) => ({ id, name: texts.tag(tags.get(id) ?? { id, name: String(id) }) })),
      allergentags: entry.allergentags.map(({ id }) => ({ id, name: texts.allergen(allergens.get(id) ?? { id, name: String(id) }) })),
      menuvariants: entry.menuvariants.map((group) => groupInfo(group, texts)),
    }
  }
  const menuentries = full.menuentries.map(item)
  const byId = new Map(menuentries.map((entry) => [entry.id, entry]))
  const entriesOf = (ids: readonly number[]): ItemInfo[] => ids.flatMap((id) => byId.get(id) ?? [])
  const specialMenu = (menu: FileSpecialMenu): SpecialMenuInfo => {
    const { name, description } = texts.specialMenu(menu)
    const specialcategories = menu.specialcategories.map((c) => ({
      id: c.id,
      name: texts.specialCategory(c),
      name_orig: c.name,
      min_selectableoptions: c.min_selectableoptions,
      selectableoptions: c.selectableoptions,
      menuentries: entriesOf(c.menuentries),
    }))
    const ids = [...new Set(menu.specialcategories.flatMap((c) => c.menuentries))]
    return { id: menu.id, name, name_orig: menu.name, description, image: menu.image ?? null, price: menu.price, category_id: menu.category_id ?? null, menuentries: entriesOf(ids), specialcategories }
  }
  return {
    menucategories: full.menucategories.map(category),
    menudrinkcategories: full.menudrinkcategories.map(category),
    menuentries,
    specialmenus: full.specialmenus.map(specialMenu),
    tags: full.tags.map((tag) => ({ id: tag.id, name: texts.tag(tag), name_orig: tag.name, image: tag.image ?? null })),
    allergens: full.allergens.map((allergen) => ({ id: allergen.id, name: texts.allergen(allergen), name_orig: allergen.name, image: allergen.image ?? null })),
  }
}
export type MenuInfo = ReturnType<typeof menuInfo>
