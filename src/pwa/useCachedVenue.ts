import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BrowserRecords } from '../../events/stores/browserRecords'
import { cachedVenueOf, type CachedVenue } from './venueOfPath'

const LOOK_EVERY_MS = 1000
const LANGUAGES = ['it', 'en', 'ar']

/**
 * The open venue's name and logo, from the full info the venue screens keep per language
 * (browserRecords cacheVenue, written when the venue loads). Until it is there (the first load of
 * a venue) it is looked for again every second, so this layer needs nothing from the venue screens.
 */
export function useCachedVenue(hash: string | null): CachedVenue | null {
  const { i18n } = useTranslation()
  const [venue, setVenue] = useState<CachedVenue | null>(null)
  useEffect(() => {
    setVenue(null)
    if (hash === null) return
    const records = new BrowserRecords(window.localStorage)
    const read = () => {
      const languages = [i18n.language, records.preferredLanguage(), ...LANGUAGES].filter((lang): lang is string => typeof lang === 'string')
      for (const lang of new Set(languages)) {
        const found = cachedVenueOf(records.cachedVenue(hash, lang))
        if (found) return found
      }
      return null
    }
    const found = read()
    if (found) return setVenue(found)
    const timer = window.setInterval(() => {
      const later = read()
      if (!later) return
      window.clearInterval(timer)
      setVenue(later)
    }, LOOK_EVERY_MS)
    return () => window.clearInterval(timer)
  }, [hash, i18n.language])
  return venue
}
