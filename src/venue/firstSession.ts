import { NEVER } from 'rxjs'
import type { Views } from '../../projections/views'
import type { VenueSession } from './venueSession'

/**
 * The venue session of a server-rendered page until the guest's event log is read (issue #14):
 * the views of a guest who has just opened the venue, and commands that wait for the real session.
 */
export function firstSession(hash: string, views: Views, opened: Promise<VenueSession>): VenueSession {
  return {
    hash,
    deviceId: '',
    damagedOnLoad: false,
    readingLog: true,
    views$: NEVER,
    presented$: NEVER,
    current: () => views,
    dispatch: async (command) => (await opened).dispatch(command),
    exportLog: () => {
      throw new Error('The event log is still being read')
    },
    dispose: () => {},
  }
}
