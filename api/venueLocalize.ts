import { languageCode } from '../domain/language'
import type { ActiveVenueFile } from './venueFile'
import type { FileCategory, FileItem, FileSpecialCategory, FileSpecialMenu, FileTag, FileVariantGroup, FileVariantItem } from './venueFileMenu'
import type { Translation, VenueTextField } from './venueFileTranslations'

/**
 * The venue's texts in one language: `translations.<lang>` overlaid on the default-language
 * texts of the file, entity by entity and field by field; whatever a translation leaves out
 * (or sets to null) falls back to the default language. `name_orig` is always the
 * default-language name.
 */

export type OptionSet = 'online_options' | 'offline_options' | 'live_options'

export type VenueTexts = {
  /** the language the texts are in: the asked one if the venue offers it, else its default */
  readonly lang: string
  venue(field: VenueTextField): string | null
  category(category: FileCategory): string
  item(item: FileItem): { name: string; description: string | null; ingredients: string[] }
  group(group: FileVariantGroup): { name: string; description: string | null }
  option(option: FileVariantItem): string
  specialMenu(menu: FileSpecialMenu): { name: string; description: string | null }
  specialCategory(category: FileSpecialCategory): string
  tag(tag: FileTag): string
  allergen(allergen: FileTag): string
  optionText(set: OptionSet, field: string, fallback: string | null | undefined): string | null
}

/**
 * The language the venue answers in (SPEC §1 Language: region suffix dropped): `lang` when the
 * venue offers it, otherwise the venue's default language.
 */
export function venueLanguage(file: ActiveVenueFile, lang: string | null | undefined): string {
  const wanted = languageCode(lang)
  const offered = file.light.languagesAvailable.some((language) => language.code === wanted)
  return wanted !== null && offered ? wanted : file.default_language
}

const VENUE_DEFAULTS = (file: ActiveVenueFile): Record<VenueTextField, string | null> => ({
  name: file.light.name,
  description: file.full.description,
  freetext: file.full.freetext,
  short: file.full.short,
  instructions: file.full.instructions,
  registration_title: file.full.registration_title,
  registration_text: file.full.registration_text,
  registration_button_text: file.full.registration_button_text,
  registration_privacy_text: file.full.registration_privacy_text,
  menuspec: file.full.menuspec.name,
  menucarta: file.full.menucarta.name,
  vinicarta: file.full.vinicarta.name,
})

export function venueTexts(file: ActiveVenueFile, lang: string | null | undefined): VenueTexts {
  const effective = venueLanguage(file, lang)
  const tr: Translation = effective === file.default_language ? {} : (file.translations[effective] ?? {})
  const defaults = VENUE_DEFAULTS(file)
  const key = (id: number): string => String(id)
  return {
    lang: effective,
    venue: (field) => tr.venue?.[field] ?? defaults[field],
    category: (category) => tr.categories?.[key(category.id)]?.name ?? category.name,
    item: (item) => {
      const text = tr.items?.[key(item.id)]
      const names = text?.ingredients
      return {
        name: text?.name ?? item.name,
        description: text?.description ?? item.description,
        ingredients: item.ingredients.map((ingredient, index) => names?.[index] ?? ingredient.name),
      }
    },
    group: (group) => {
      const text = tr.variants?.[key(group.id)]
      return { name: text?.name ?? group.name, description: text?.description ?? group.description }
    },
    option: (option) => tr.variant_items?.[key(option.id)]?.name ?? option.name,
    specialMenu: (menu) => {
      const text = tr.specialmenus?.[key(menu.id)]
      return { name: text?.name ?? menu.name, description: text?.description ?? menu.description ?? null }
    },
    specialCategory: (category) => tr.special_categories?.[key(category.id)]?.name ?? category.name,
    tag: (tag) => tr.tags?.[key(tag.id)]?.name ?? tag.name,
    allergen: (allergen) => tr.allergens?.[key(allergen.id)]?.name ?? allergen.name,
    optionText: (set, field, fallback) => tr.options?.[set]?.[field] ?? fallback ?? null,
  }
}
