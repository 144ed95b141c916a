import { createContext, useContext, type ReactNode } from 'react'
import type { VenueLight } from '../../api/venueCalls'
import type { FullVenueInfo } from '../../api/venueInfo'
import type { BrowserRecords } from '../../events/stores/browserRecords'
import type { FirstScreen } from './firstScreen'
import type { VenueSession } from './venueSession'

/** The open venue as every screen under /restaurants/{hash} reads it (VenueProvider fills it). */
export type VenueContextValue = {
  hash: string
  info: FullVenueInfo
  light: VenueLight | null
  /** The language the venue's content came in. */
  language: string
  /** True when the info came from the offline cache. */
  fromCache: boolean
  session: VenueSession
  records: BrowserRecords
}

export const VenueContext = createContext<VenueContextValue | null>(null)

/** The venue page the server rendered (DESIGN §6): the provider starts from it instead of loading. */
export const FirstScreenContext = createContext<FirstScreen | null>(null)
export const FirstScreenProvider = FirstScreenContext.Provider
export const useFirstScreen = () => useContext(FirstScreenContext)

export function useVenue(): VenueContextValue {
  const venue = useContext(VenueContext)
  if (!venue) throw new Error('useVenue outside a venue route')
  return venue
}

/** Tests only: provides a ready venue (its info, session and records) without loading anything. */
export function VenueTestProvider({ value, children }: { value: VenueContextValue; children: ReactNode }) {
  return <VenueContext.Provider value={value}>{children}</VenueContext.Provider>
}
