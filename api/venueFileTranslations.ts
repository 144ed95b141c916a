import * as t from 'io-ts'
import { closed, NonEmpty, nullable, recordOf, Text } from './venueFileCodecs'
import { TEXT_OPTION_FIELDS } from './venueOptionFields'

/**
 * `translations.<lang>` of a venue file: the venue's texts in one more language, overlaid on the
 * default-language texts of `light` and `full` by id (see api/venueLocalize.ts). Every part is
 * optional; whatever is missing falls back to the default language.
 */

const byId = <C extends t.Mixed>(codec: C) => recordOf('an id ("12")', (key) => /^[1-9]\d*$/.test(key), codec)

/** The venue's own translatable texts (`light.name` and the texts of `full`). */
export const VENUE_TEXT_FIELDS = [
  'name',
  'description',
  'freetext',
  'short',
  'instructions',
  'registration_title',
  'registration_text',
  'registration_button_text',
  'registration_privacy_text',
  'menuspec',
  'menucarta',
  'vinicarta',
] as const
export type VenueTextField = (typeof VENUE_TEXT_FIELDS)[number]

const VenueTexts = closed('VenueTexts', {}, Object.fromEntries(VENUE_TEXT_FIELDS.map((field) => [field, nullable(Text)])) as unknown as Record<VenueTextField, t.Mixed>)
const OptionTexts = closed('OptionTexts', {}, Object.fromEntries([...TEXT_OPTION_FIELDS].map((field) => [field, nullable(Text)])))

const Named = closed('NamedText', { name: NonEmpty })
const Described = closed('DescribedText', { name: NonEmpty }, { description: nullable(Text) })

export const TranslationC = closed('Translation', {}, {
  venue: VenueTexts,
  categories: byId(Named),
  items: byId(closed('ItemText', { name: NonEmpty }, { description: nullable(Text), ingredients: t.array(NonEmpty) })),
  variants: byId(Described),
  variant_items: byId(Named),
  specialmenus: byId(Described),
  special_categories: byId(Named),
  tags: byId(Named),
  allergens: byId(Named),
  options: closed('OptionSetTexts', {}, { online_options: OptionTexts, offline_options: OptionTexts, live_options: OptionTexts }),
})
export type Translation = {
  venue?: Partial<Record<VenueTextField, string | null>>
  categories?: Record<string, { name: string }>
  items?: Record<string, { name: string; description?: string | null; ingredients?: string[] }>
  variants?: Record<string, { name: string; description?: string | null }>
  variant_items?: Record<string, { name: string }>
  specialmenus?: Record<string, { name: string; description?: string | null }>
  special_categories?: Record<string, { name: string }>
  tags?: Record<string, { name: string }>
  allergens?: Record<string, { name: string }>
  options?: Partial<Record<'online_options' | 'offline_options' | 'live_options', Record<string, string | null | undefined>>>
}

export const TranslationsC = recordOf("a language code ('en')", (key) => /^[a-z]{2,3}$/.test(key), TranslationC as unknown as t.Type<Translation, Translation, unknown>)
