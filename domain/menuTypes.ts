import type { Cents } from './money'

/**
 * The menu as the rules see it (SPEC §3 Category, Item, Menu variant group, Variant item,
 * Special menu). Money is integer cents: the API layer converts the venue's decimal amounts
 * (and turns a missing option price into 0) before anything here sees them.
 */

/** The venue API sends flags as 0/1 or as booleans; both are accepted. */
export type Flag = boolean | 0 | 1

export function isOn(flag: Flag | null | undefined): boolean {
  return flag === true || flag === 1
}

/** SPEC §3 Category: parent_id 0 is a top-level category. */
export type Category = {
  id: number
  parent_id: number
  name: string
  name_orig: string
  order: number
  is_drink: Flag
  is_combo_menu: Flag
  visible: Flag
  /** Some responses nest the sub-categories; `parent_id` stays the authority (see menuTree). */
  children?: readonly Category[]
}

export const TOP_LEVEL_PARENT_ID = 0

/** SPEC §3 Variant item. */
export type VariantItem = {
  id: number
  name: string
  name_orig: string
  pricemodifier: Cents
  /**
   * Present in the venue's payload; the original app kept the guest's choice in it. The rules
   * keep the choice in a `VariantSelection` instead and never read this field.
   */
  quantity?: number | null
  visible: Flag
  /** The group revealed when this option is chosen (SPEC §4 Variant selection). */
  child?: MenuVariantGroup | null
}

/** SPEC §3 Menu variant group; the defaults of SPEC §5 Variants apply to the nullable fields. */
export type MenuVariantGroup = {
  id: number
  name: string
  name_orig: string
  description?: string | null
  /** default 0 */
  min_items?: number | null
  /** default 1; 9999 means unlimited */
  max_items?: number | null
  /** when above 1, each option may be taken that many times (see variants.ts) */
  multi_max?: number | null
  required?: Flag | null
  items: readonly VariantItem[]
}

export type TagRef = { id: number }
export type IngredientRef = { name: string }

/** SPEC §3 Item. */
export type MenuItem = {
  id: number
  category_id: number
  name: string
  name_orig: string
  description: string | null
  /** cents; null when the venue gave no price */
  price: Cents | null
  /** 'none' = no price shown; '/kg', '/hg', '/g', '/lt' are shown after the price */
  price_mode: string | null
  order: number
  onlyspecial: Flag
  is_extra: Flag
  buyable: Flag
  is_drink: Flag
  tags: readonly TagRef[]
  allergentags: readonly TagRef[]
  ingredients: readonly IngredientRef[]
  menuvariants?: readonly MenuVariantGroup[] | null
  menuentryvariants?: readonly MenuVariantGroup[] | null
}

/**
 * The variant groups offered for an item. Choice: the payload may carry them under either
 * `menuentryvariants` (the name the cart line uses, SPEC §3 Cart line) or `menuvariants`;
 * the first non-empty one wins.
 */
export function variantGroupsOf(item: Pick<MenuItem, 'menuvariants' | 'menuentryvariants'>): readonly MenuVariantGroup[] {
  if (item.menuentryvariants && item.menuentryvariants.length > 0) return item.menuentryvariants
  if (item.menuvariants && item.menuvariants.length > 0) return item.menuvariants
  return []
}

/** SPEC §3 Special menu: one category of a combo menu. */
export type SpecialMenuCategory = {
  id: number
  name?: string | null
  /** default 1 (SPEC §5 Special menu category) */
  min_selectableoptions?: number | null
  /** the most entries the guest may choose in this category */
  selectableoptions?: number | null
  menuentries: readonly MenuItem[]
}

/** SPEC §3 Special menu. */
export type SpecialMenu = {
  id: number
  name: string
  price: Cents
  /** The combo category (is_combo_menu) it is listed in; null or absent: every combo category. */
  category_id?: number | null
  menuentries?: readonly MenuItem[] | null
  specialcategories: readonly SpecialMenuCategory[]
}
