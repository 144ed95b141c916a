import { Anchor, Button, Divider, PasswordInput, Stack, Text, TextInput } from '@mantine/core'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import { validateAccountForm } from '../../domain/accountForm'
import { DevSocialLogin } from '../account/DevSocialLogin'
import { fieldErrorsOf } from '../account/fieldErrors'
import { LoggedInAs } from '../account/LoggedInAs'
import { PasswordResetRequest } from '../account/PasswordResetRequest'
import { ServerError } from '../account/ServerError'
import { isSocialResponse, offeredProviders } from '../account/socialLogin'
import { useCustomerCall, type CallResult } from '../account/useCustomerCall'
import { ScreenFrame } from '../shell/ScreenFrame'
import { useViews } from '../venue/hooks'
import { useVenue } from '../venue/VenueProvider'

const RULES = [
  { name: 'email', kind: 'email', required: true },
  { name: 'password', kind: 'password', required: true },
] as const

/** SPEC §2 login-customer: e-mail and password, password reset by e-mail, social login (SPEC §7). */
export default function LoginCustomer() {
  const { t } = useTranslation()
  const { hash } = useVenue()
  const { customer } = useViews()
  const call = useCustomerCall()
  const navigate = useNavigate()
  const location = useLocation()
  const [search] = useSearchParams()
  const [values, setValues] = useState({ email: search.get('email') ?? '', password: '' })
  const [tried, setTried] = useState(false)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<CallResult<unknown> | null>(null)
  const [devOpen, setDevOpen] = useState(false)
  const [resetOpen, setResetOpen] = useState(false)
  const socialSent = useRef(false)

  const next = search.get('next')
  const afterLogin = next !== null && next.startsWith(`/restaurants/${hash}/`) ? next : `/restaurants/${hash}/profile`

  // Back from a provider (AuthCallback): its response completes the social login once.
  const social = (location.state as { social?: unknown } | null)?.social
  useEffect(() => {
    if (!isSocialResponse(social) || socialSent.current) return
    socialSent.current = true
    setBusy(true)
    void call({ type: 'LogInWithProvider', provider: social.provider, response: social.response }).then((result) => {
      setBusy(false)
      setFailure(result.ok ? null : result)
      if (result.ok) navigate(afterLogin, { replace: true })
    })
  }, [social, call, navigate, afterLogin])

  const errors = validateAccountForm(RULES, values)
  const shown = tried ? fieldErrorsOf(errors, t) : {}

  const submit = async () => {
    setTried(true)
    if (errors.length > 0 || busy) return
    setBusy(true)
    const result = await call({ type: 'LogIn', email: values.email.trim(), password: values.password })
    setBusy(false)
    setFailure(result.ok ? null : result.message === null ? { ...result, message: t('customer.loginFailed') } : result)
    if (result.ok) navigate(afterLogin)
  }

  return (
    <ScreenFrame title={t('ui.screens.loginCustomer')}>
      {customer.loggedIn && <LoggedInAs />}
      <form
        noValidate
        aria-label={t('account.login.formLabel')}
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <Stack gap="sm">
          <TextInput type="email" label={t('account.fields.email')} withAsterisk autoComplete="email" value={values.email} onChange={(event) => setValues({ ...values, email: event.currentTarget.value })} error={shown.email} />
          <PasswordInput label={t('account.fields.password')} withAsterisk autoComplete="current-password" value={values.password} onChange={(event) => setValues({ ...values, password: event.currentTarget.value })} error={shown.password} />
          <ServerError result={failure} />
          <Button type="submit" loading={busy}>
            {t('account.login.submit')}
          </Button>
        </Stack>
      </form>
      <Anchor component="button" type="button" size="sm" onClick={() => setResetOpen((open) => !open)} aria-expanded={resetOpen}>
        {t('account.login.forgot')}
      </Anchor>
      {resetOpen && <PasswordResetRequest initialEmail={values.email} />}
      <Text size="sm">
        {t('account.login.noAccount')}{' '}
        <Anchor component={Link} to={`/restaurants/${hash}/register-customer${values.email.trim() === '' ? '' : `?email=${encodeURIComponent(values.email.trim())}`}`}>
          {t('account.login.register')}
        </Anchor>
      </Text>
      {offeredProviders().includes('dev') && (
        <Stack gap="xs">
          <Divider label={t('account.login.or')} labelPosition="center" />
          <Button variant="default" onClick={() => setDevOpen(true)}>
            {t('account.login.withDev')}
          </Button>
        </Stack>
      )}
      <DevSocialLogin opened={devOpen} onClose={() => setDevOpen(false)} />
    </ScreenFrame>
  )
}
