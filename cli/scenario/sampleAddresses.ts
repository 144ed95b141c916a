import { join } from 'node:path'
import { isMovedVenue } from '../../api/venueFile'
import { distanceKm } from '../../domain/delivery'
import { DEMO_VENUES_DIR } from '../../server/main'
import { readVenueFile, VenueFileError } from '../../server/seed'
import type { SampleAddressAt } from './recording'

/**
 * The demo venue's own addresses (its geocoder's table), the one nearest the distance asked: a
 * recorded delivery goes to one of them at about the guest's distance, so it costs what the guest's
 * did (helper review: the sample address in another band made every recorded delivery fail).
 */
export function demoAddressAt(venue: string): SampleAddressAt {
  let file
  try {
    file = readVenueFile(join(DEMO_VENUES_DIR, `${venue}.json`))
  } catch (error) {
    if (error instanceof VenueFileError) return () => null
    throw error
  }
  if (isMovedVenue(file)) return () => null
  const places = file.server.geocoding.map((entry) => ({ address: entry.address, distanceKm: Math.round(distanceKm(file.light.location, entry) * 1000) / 1000 }))
  return (wanted) => places.reduce<(typeof places)[number] | null>((best, place) => (best === null || Math.abs(place.distanceKm - wanted) < Math.abs(best.distanceKm - wanted) ? place : best), null)
}
