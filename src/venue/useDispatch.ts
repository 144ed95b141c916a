import { useCallback } from 'react'
import type { Command } from '../../commands/registry'
import type { DispatchResult } from '../../commands/bus'
import { useNotices } from '../shell/notices'
import { menuNamedNotice } from './menuNamedNotice'
import { useVenue } from './venueContext'

/** Sends a command through the bus and shows what the guest is told (red errors, blue infos), naming dishes as the guest's menu does. */
export function useDispatch(): (command: Command) => Promise<DispatchResult> {
  const { session, info } = useVenue()
  const show = useNotices()
  return useCallback(
    async (command: Command) => {
      const result = await session.dispatch(command)
      for (const notice of result.notices) show(menuNamedNotice(notice, info))
      return result
    },
    [session, info, show],
  )
}
