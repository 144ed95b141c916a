import { useObservableState } from 'observable-hooks'
import { useCallback } from 'react'
import type { Command } from '../../commands/codecs'
import type { DispatchResult } from '../../commands/bus'
import { presentViews, type PresentedViews } from '../../projections/present'
import { useNotices } from '../shell/notices'
import { useVenue } from './VenueProvider'

/** The venue's views as the guest sees them now (DESIGN §5): components read, never hold, business state. */
export function useViews(): PresentedViews {
  const { session } = useVenue()
  return useObservableState(session.presented$, () => presentViews(session.current(), Date.now()))
}

/** Sends a command through the bus and shows what the guest is told (red errors, blue infos). */
export function useDispatch(): (command: Command) => Promise<DispatchResult> {
  const { session } = useVenue()
  const show = useNotices()
  return useCallback(
    async (command: Command) => {
      const result = await session.dispatch(command)
      for (const notice of result.notices) show(notice)
      return result
    },
    [session, show],
  )
}
