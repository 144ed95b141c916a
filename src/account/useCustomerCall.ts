import { useCallback } from 'react'
import type { CallOutput } from '../../commands/customer'
import type { CommandOf, CommandType, OutputOf } from '../../commands/registry'
import { useNotices } from '../shell/notices'
import { useVenue } from '../venue/venueContext'

/** What a customer call came to, as the screens see it. */
export type CallResult<T> = CallOutput<T>

/** The commands whose output is a customer call's answer. */
type CustomerCallType = { [K in CommandType]: OutputOf<K> extends CallOutput<unknown> ? K : never }[CommandType]

const NO_ANSWER: CallOutput<never> = { ok: false, message: null, status: null }

/**
 * Sends a customer command through the bus (DESIGN §6) and hands back the call's answer: the
 * screens show a failure next to the form (the server's message, or 'Errore server'); other
 * notices of the bus (a full storage) still go to the snackbar.
 */
export function useCustomerCall() {
  const { session } = useVenue()
  const show = useNotices()
  return useCallback(
    async <K extends CustomerCallType>(command: CommandOf<K> & { type: K }): Promise<OutputOf<K> | CallOutput<never>> => {
      const result = await session.dispatch<K>(command)
      for (const notice of result.notices) show(notice)
      return result.output ?? NO_ANSWER
    },
    [session, show],
  )
}
