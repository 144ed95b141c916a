import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BrowserRecords } from '../../events/stores/browserRecords'
import { venueCopies } from '../../events/stores/venueCopies'
import { cachedVenueOf, type CachedVenue } from './venueOfPath'

const LOOK_EVERY_MS = 1000
const LANGUAGES = ['it', 'en', 'ar']

/**
 * The open venue's name and logo, from the full info the venue screens keep per language
 * (`venueCopies`, written when the venue loads). Until it is there (the first load of a venue) it
 * is looked for again every second, so this layer needs nothing from the venue screens.
 */
export function useCachedVenue(hash: string | null): CachedVenue | null {
  const { i18n } = useTranslation()
  const [venue, setVenue] = useState<CachedVenue | null>(null)
  useEffect(() => {
    setVenue(null)
    if (hash === null) return
    const records = new BrowserRecords(window.localStorage)
    const copies = venueCopies(records)
    let stopped = false
    let timer = 0
    const look = async () => {
      const languages = [i18n.language, records.preferredLanguage(), ...LANGUAGES].filter((lang): lang is string => typeof lang === 'string')
      for (const lang of new Set(languages)) {
        const found = cachedVenueOf(await copies.read(hash, lang))
        if (stopped) return
        if (found) return setVenue(found)
      }
      timer = window.setTimeout(() => void look(), LOOK_EVERY_MS)
    }
    void look()
    return () => {
      stopped = true
      window.clearTimeout(timer)
    }
  }, [hash, i18n.language])
  return venue
}
