import type { VenueRules } from '../events/codecs/venueRules'
import type { Envelope } from '../events/envelope'
import { handling } from './handling'

/** The venue as the guest opened it and the language they chose (SPEC §1, §3 App state). */
export type VenueView = {
  restaurant_type: 1 | 2 | 3
  rid: number | null
  name: string | null
  currency: string
  language: { code: string; rtl: boolean }
  /** The venue's ordering rules as the app loaded them, when it did (SPEC §3 options). */
  rules: VenueRules | null
}

/** SPEC §9 defaults: restaurant type 1, currency €, language it. */
export const initial: VenueView = { restaurant_type: 1, rid: null, name: null, currency: '€', language: { code: 'it', rtl: false }, rules: null }

export const handled = handling('VenueOpened', 'LanguageChosen')

export function evolve(state: VenueView, event: Envelope): VenueView {
  if (!handled.has(event)) return state
  switch (event.type) {
    case 'VenueOpened':
      return {
        ...state,
        restaurant_type: event.data.restaurant_type,
        rid: event.data.rid,
        name: event.data.name,
        currency: event.data.currency,
        rules: event.data.rules ?? null,
      }
    case 'LanguageChosen':
      return { ...state, language: { code: event.data.code, rtl: event.data.rtl } }
  }
}
