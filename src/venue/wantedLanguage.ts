import { resolveLanguage } from '../../domain/language'
import type { BrowserRecords } from '../../events/stores/browserRecords'

/** The language the guest asks for before the venue is known: `lang`, the stored choice, the browser's (SPEC §4). */
export function wantedLanguage(search: URLSearchParams, records: BrowserRecords): string {
  return resolveLanguage({ stored: search.get('lang') ?? records.preferredLanguage(), browser: [...navigator.languages], venueDefault: null })
}
