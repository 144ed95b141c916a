/** Where a delivery address is, as the demo geocoder answered (api/guestContracts.ts `geocode`): its distance from the venue. */
export type GeocodeAnswer = { kind: 'found'; distanceKm: number } | { kind: 'unknown' } | { kind: 'failed' }
