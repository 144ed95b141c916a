import { useCallback } from 'react'
import type { Command } from '../../commands/registry'
import type { DispatchResult } from '../../commands/bus'
import { useNotices } from '../shell/notices'
import { useVenue } from './venueContext'

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
