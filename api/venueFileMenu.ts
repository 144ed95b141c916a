import * as t from 'io-ts'
import { closed, Count, Flag, Euros, Id, ImageAddress, NonEmpty, nullable, Price, refine, Text } from './venueFileCodecs'

/**
 * The menu sections of a venue file (SPEC §3 Category, Item, Menu variant group, Variant item,
 * Special menu), names in the venue's default language, money in decimal euros.
 * See fixtures/venues/README.md.
 */

export type FileFlag = t.TypeOf<typeof Flag>

export type FileVariantItem = {
  id: number
  name: string
  name_orig?: string
  pricemodifier: number
  quantity?: number | null
  visible: FileFlag
  child?: FileVariantGroup | null
}

export type FileVariantGroup = {
  id: number
  name: string
  name_orig?: string
  description: string | null
  min_items: number | null
  max_items: number | null
  multi_max: number | null
  required: FileFlag
  items: FileVariantItem[]
}

/** Optional on every named entity: the default-language name again (a response exported as a file). */
const nameOrig = { name_orig: Text }

export const FileVariantGroupC: t.Type<FileVariantGroup, FileVariantGroup, unknown> = t.recursion('MenuVariantGroup', () =>
  closed(
    'MenuVariantGroup',
    {
      id: Id,
      name: NonEmpty,
      description: nullable(Text),
      min_items: nullable(Count),
      max_items: nullable(Count),
      multi_max: nullable(Count),
      required: Flag,
      items: t.array(FileVariantItemC),
    },
    nameOrig,
  ),
)

export const FileVariantItemC: t.Type<FileVariantItem, FileVariantItem, unknown> = t.recursion('VariantItem', () =>
  closed(
    'VariantItem',
    { id: Id, name: NonEmpty, pricemodifier: Euros, visible: Flag },
    { ...nameOrig, quantity: nullable(Count), child: nullable(FileVariantGroupC) },
  ),
)

/** SPEC §3 Item price_mode: 'none' = no price shown; the suffixes are shown after the price. */
export const PRICE_MODES = ['none', '/kg', '/hg', '/g', '/lt'] as const
export const PriceMode = t.keyof({ none: null, '/kg': null, '/hg': null, '/g': null, '/lt': null }, "price mode ('none', '/kg', '/hg', '/g' or '/lt')")

const Ref = closed('Ref', { id: Id })
const Ingredient = closed('Ingredient', { name: NonEmpty })

export const FileItemC = closed(
  'Item',
  {
    id: Id,
    category_id: Id,
    name: NonEmpty,
    description: nullable(Text),
    price: nullable(Price),
    price_mode: nullable(PriceMode),
    order: Count,
    onlyspecial: Flag,
    is_extra: Flag,
    buyable: Flag,
    is_drink: Flag,
    tags: t.array(Ref),
    allergentags: t.array(Ref),
    ingredients: t.array(Ingredient),
    menuvariants: t.array(FileVariantGroupC),
  },
  { ...nameOrig, image: nullable(ImageAddress) },
)
export type FileItem = t.TypeOf<typeof FileItemC>

export const FileCategoryC = closed(
  'Category',
  { id: Id, parent_id: Count, name: NonEmpty, order: Count, is_drink: Flag, is_combo_menu: Flag, visible: Flag },
  { ...nameOrig, image: nullable(ImageAddress) },
)
export type FileCategory = t.TypeOf<typeof FileCategoryC>

export const FileSpecialCategoryC = closed(
  'SpecialMenuCategory',
  {
    id: Id,
    name: NonEmpty,
    min_selectableoptions: nullable(Count),
    selectableoptions: refine(t.number, (n) => Number.isSafeInteger(n) && n >= 1, 'a whole number ≥ 1'),
    /** ids of entries of `full.menuentries` */
    menuentries: t.array(Id),
  },
  nameOrig,
)
export type FileSpecialCategory = t.TypeOf<typeof FileSpecialCategoryC>

export const FileSpecialMenuC = closed(
  'SpecialMenu',
  { id: Id, name: NonEmpty, price: Price, specialcategories: t.array(FileSpecialCategoryC) },
  { ...nameOrig, description: nullable(Text), image: nullable(ImageAddress), category_id: nullable(Id) },
)
export type FileSpecialMenu = t.TypeOf<typeof FileSpecialMenuC>

export const FileTagC = closed('Tag', { id: Id, name: NonEmpty }, { ...nameOrig, image: nullable(ImageAddress) })
export type FileTag = t.TypeOf<typeof FileTagC>
