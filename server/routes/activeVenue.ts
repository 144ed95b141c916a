import { HttpProblem } from '../http'
import type { ServerDeps } from '../deps'

/** The venue a call names, or 404: unknown, or moved (a moved venue answers only static-light). */
export async function activeVenue(deps: Pick<ServerDeps, 'venues'>, hash: string) {
  const venue = await deps.venues.get(hash)
  if (!venue || venue.movedTo) throw new HttpProblem(404, `Unknown venue ${hash}`)
  return venue
}
