/**
 * GET geocode (the reference server's extra call, SPEC §7): how far a delivery address is from
 * the venue. One contract for the app and the scenario runner, each with its own transport.
 */
export type GeocodeAnswer = { kind: 'found'; distanceKm: number } | { kind: 'unknown' } | { kind: 'failed' }

export function geocodePath(hash: string, address: string): string {
  return `/api/v3/restaurants/${encodeURIComponent(hash)}/geocode?address=${encodeURIComponent(address)}`
}

/** The answer's body (null: no answer): the distance, unknown when the geocoder does not know the address. */
export function geocodeAnswerOf(json: unknown): GeocodeAnswer {
  if (typeof json !== 'object' || json === null || (json as { code?: unknown }).code !== 'ok') return { kind: 'failed' }
  const data = (json as { data?: unknown }).data as { distance_km?: unknown } | null | undefined
  return data && typeof data.distance_km === 'number' && Number.isFinite(data.distance_km) ? { kind: 'found', distanceKm: data.distance_km } : { kind: 'unknown' }
}
