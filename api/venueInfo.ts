import { isRightToLeft } from '../domain/language'
import type { ActiveVenueFile } from './venueFile'
import { buyableMenuEntriesCount } from './venueFileChecks'
import { TEXT_OPTION_FIELDS } from './venueOptionFields'
import { menuInfo } from './venueMenuInfo'
import { venueTexts, type OptionSet, type VenueTexts } from './venueLocalize'

/**
 * The venue info responses built from a venue file (SPEC §3 Venue light and full, §7
 * static-light and static). Pure: the server wraps them in its `{code, message}` envelope.
 * Money stays in the API's decimal euros; the domain view in cents is in api/venueMenu.ts.
 * A moved venue has no info: the server answers 302 with `moved_to` (see `isMovedVenue`).
 */

export { menuFromInfo, menuOf, orderingFromInfo, orderingOptionsOf, timeSlotsFromInfo, timeSlotsOf, type VenueMenu, type VenueTimeSlots } from './venueMenu'

/**
 * SPEC §3 Venue (light), the body of static-light (SPEC §7: the app reads rid). Beyond the
 * file: `hash`, `currentLanguage`, `availableLanguages` (the same list as `languagesAvailable`),
 * `rtl` for the language answered in, `buyableMenuEntriesCount` counted from the menu,
 * `restaurant` (the venue's name, as the legacy field) and `groups` (no venue groups: []).
 */
export function staticLight(file: ActiveVenueFile, lang: string | null | undefined) {
  const texts = venueTexts(file, lang)
  return lightOf(file, texts)
}

function lightOf(file: ActiveVenueFile, texts: VenueTexts) {
  const { light } = file
  const name = texts.venue('name') ?? light.name
  return {
    ...light,
    hash: file.hash,
    name,
    restaurant: name,
    groups: [] as string[],
    currentLanguage: texts.lang,
    rtl: isRightToLeft(texts.lang, light.languagesAvailable),
    availableLanguages: light.languagesAvailable,
    buyableMenuEntriesCount: buyableMenuEntriesCount(file),
  }
}
export type StaticLight = ReturnType<typeof staticLight>

/** The body of static (SPEC §7: the app reads name). */
export function staticInfo(file: ActiveVenueFile, lang: string | null | undefined) {
  const texts = venueTexts(file, lang)
  return {
    rid: file.light.rid,
    hash: file.hash,
    restaurant_type: file.light.restaurant_type,
    name: texts.venue('name') ?? file.light.name,
    name_orig: file.light.name,
    short: texts.venue('short'),
    logo: file.light.logo,
    currentLanguage: texts.lang,
  }
}
export type StaticInfo = ReturnType<typeof staticInfo>

function optionsIn<O extends Record<string, unknown>>(options: O | null, set: OptionSet, texts: VenueTexts): O | null {
  if (options === null) return null
  const out: Record<string, unknown> = { ...options }
  for (const field of Object.keys(options)) {
    if (TEXT_OPTION_FIELDS.has(field)) out[field] = texts.optionText(set, field, options[field] as string | null | undefined)
  }
  return out as O
}

/**
 * The full venue info (SPEC §3 Venue light + Venue full) with every translatable text in
 * `lang` (the venue's default language when it does not offer `lang`), falling back to the
 * default language text by text. `name_orig` is the default-language name of the venue and of
 * every category, item, variant group and option, special menu, tag and allergen.
 */
export function fullVenueInfo(file: ActiveVenueFile, lang: string | null | undefined) {
  const texts = venueTexts(file, lang)
  const { full } = file
  const carta = (field: 'menuspec' | 'menucarta' | 'vinicarta') => ({ ...full[field], name: texts.venue(field) ?? full[field].name })
  return {
    ...lightOf(file, texts),
    name_orig: file.light.name,
    ...full,
    /** The venue's IANA time zone: every venue-local rule (pause, slots, covers) reads the clock there. */
    time_zone: file.time_zone as string | undefined,
    description: texts.venue('description'),
    freetext: texts.venue('freetext'),
    short: texts.venue('short'),
    instructions: texts.venue('instructions'),
    registration_title: texts.venue('registration_title'),
    registration_text: texts.venue('registration_text'),
    registration_button_text: texts.venue('registration_button_text'),
    registration_privacy_text: texts.venue('registration_privacy_text'),
    menuspec: carta('menuspec'),
    menucarta: carta('menucarta'),
    vinicarta: carta('vinicarta'),
    buyablemenuentries_count: buyableMenuEntriesCount(file),
    online_options: optionsIn(full.online_options, 'online_options', texts),
    offline_options: optionsIn(full.offline_options, 'offline_options', texts),
    live_options: optionsIn(full.live_options, 'live_options', texts),
    ...menuInfo(file, texts),
  }
}
export type FullVenueInfo = ReturnType<typeof fullVenueInfo>
