import { useCallback } from 'react'
import type { Command } from '../../commands/codecs'
import type { CallOutput } from '../../commands/customerEffects'
import { useNotices } from '../shell/notices'
import { useVenue } from '../venue/VenueProvider'

/** What a customer call came to, as the screens see it. */
export type CallResult<T> = CallOutput<T>

const NO_ANSWER: CallOutput<never> = { ok: false, message: null, status: null }

/**
 * Sends a customer command through the bus (DESIGN §6) and hands back the call's answer: the
 * screens show a failure next to the form (the server's message, or 'Errore server'); other
 * notices of the bus (a full storage) still go to the snackbar.
 */
export function useCustomerCall(): <T = unknown>(command: Command) => Promise<CallResult<T>> {
  const { session } = useVenue()
  const show = useNotices()
  return useCallback(
    async <T,>(command: Command): Promise<CallResult<T>> => {
      const result = await session.dispatch(command)
      for (const notice of result.notices) show(notice)
      return (result.output as CallOutput<T> | undefined) ?? NO_ANSWER
    },
    [session, show],
  )
}
