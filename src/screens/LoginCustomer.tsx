import { Stack } from '@mantine/core'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import { LoggedInAs } from '../account/LoggedInAs'
import { LoginForm } from '../account/LoginForm'
import { ServerError } from '../account/ServerError'
import { isSocialResponse } from '../account/socialLogin'
import { useCustomerCall, type CallResult } from '../account/useCustomerCall'
import { ScreenFrame } from '../shell/ScreenFrame'
import { useViews } from '../venue/hooks'
import { useVenue } from '../venue/venueContext'

/** SPEC §2 login-customer: the login form, and the end of a social login coming back from its provider (SPEC §7). */
export default function LoginCustomer() {
  const { t } = useTranslation()
  const { hash } = useVenue()
  const { customer } = useViews()
  const call = useCustomerCall()
  const navigate = useNavigate()
  const location = useLocation()
  const [search] = useSearchParams()
  const [socialFailure, setSocialFailure] = useState<CallResult<unknown> | null>(null)
  const socialSent = useRef(false)

  const next = search.get('next')
  const afterLogin = next !== null && next.startsWith(`/restaurants/${hash}/`) ? next : `/restaurants/${hash}/profile`

  // Back from a provider (AuthCallback): its response completes the social login once.
  const social = (location.state as { social?: unknown } | null)?.social
  useEffect(() => {
    if (!isSocialResponse(social) || socialSent.current) return
    socialSent.current = true
    void call({ type: 'LogInWithProvider', provider: social.provider, response: social.response }).then((result) => {
      setSocialFailure(result.ok ? null : result)
      if (result.ok) navigate(afterLogin, { replace: true })
    })
  }, [social, call, navigate, afterLogin])

  return (
    <ScreenFrame title={t('ui.screens.loginCustomer')}>
      {customer.loggedIn && <LoggedInAs />}
      <ServerError result={socialFailure} />
      <Stack gap="sm">
        <LoginForm initialEmail={search.get('email') ?? ''} onLoggedIn={() => navigate(afterLogin)} />
      </Stack>
    </ScreenFrame>
  )
}
