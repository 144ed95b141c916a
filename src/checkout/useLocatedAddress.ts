import { useState } from 'react'
import type { GeocodeAnswer } from '../../api/geocode'
import { useVenueCalls } from '../venue/browserVenueApi'

/** The distance a geocoder answer gives, or null when it found nothing. */
export const distanceOf = (answer: GeocodeAnswer | null): number | null => (answer?.kind === 'found' ? answer.distanceKm : null)

/**
 * SPEC §4 Delivery at an online venue: where the typed address is, asked once per address (on
 * blur, on request or before sending). `here` is the answer for the address as it now reads.
 */
export function useLocatedAddress(address: string, enabled: boolean) {
  const calls = useVenueCalls()
  const [located, setLocated] = useState<{ address: string; answer: GeocodeAnswer } | null>(null)
  const here = located !== null && located.address === address ? located.answer : null
  const locate = async (): Promise<GeocodeAnswer | null> => {
    if (!enabled || address === '') return null
    if (here !== null) return here
    const answer = await calls.geocode(address)
    setLocated({ address, answer })
    return answer
  }
  return { here, locate }
}
