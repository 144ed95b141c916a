import type { ReactNode } from 'react'
import type { FullVenueInfo } from '../../../api/venueInfo'
import type { Command } from '../../../commands/registry'
import { FakeClock } from '../../support/harness'
import { renderAt, testVenue, venueFile } from '../../support/venueContext'

export const demoFile = () => venueFile('demo-online')

/**
 * Renders `element` at `route` (matched by `path` under /restaurants/:hash) inside a ready demo
 * venue: the real command bus over an in-memory store, the demo venue info in Italian.
 */
export async function renderVenue(
  element: ReactNode,
  options: { route: string; path: string; info?: FullVenueInfo; seed?: (dispatch: (command: Command) => Promise<unknown>) => Promise<void> },
) {
  const venue = await testVenue({ clock: new FakeClock(), ...(options.info ? { tweak: () => options.info! } : {}) })
  if (options.seed) await options.seed((command) => venue.session.dispatch(command))
  const rendered = await renderAt(venue.value, options.route, [{ path: `/restaurants/:hash/${options.path}`, element }])
  return { ...rendered, info: venue.info, cart: () => venue.views().cart }
}
