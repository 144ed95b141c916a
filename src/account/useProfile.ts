import { useEffect, useState } from 'react'
import type { Preferences } from '../../api/customerPort'
import { useViews } from '../venue/hooks'
import { useCustomerCall, type CallResult } from './useCustomerCall'

export type ProfileExtras = { preferences: Preferences; has_password: boolean }

/**
 * Loads the signed-in customer's profile and saved addresses into the log (LoadCustomerProfile);
 * hands back what stays out of it (preferences) and the call's failure, if any.
 */
export function useProfile(): { loaded: CallResult<ProfileExtras> | null } {
  const { customer } = useViews()
  const call = useCustomerCall()
  const [loaded, setLoaded] = useState<CallResult<ProfileExtras> | null>(null)
  const customerId = customer.loggedIn ? (customer.customer?.customer_id ?? null) : null
  useEffect(() => {
    if (customerId === null) return
    let live = true
    void call({ type: 'LoadCustomerProfile' }).then((answer) => live && setLoaded(answer))
    return () => {
      live = false
    }
  }, [call, customerId])
  return { loaded }
}
