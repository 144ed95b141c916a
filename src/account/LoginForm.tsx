import { Anchor, Button, Divider, PasswordInput, Stack, Text, TextInput } from '@mantine/core'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { validateAccountForm } from '../../domain/accountForm'
import { useVenue } from '../venue/venueContext'
import { useVenueCalls } from '../venue/browserVenueApi'
import { DevSocialLogin } from './DevSocialLogin'
import { fieldErrorsOf } from './fieldErrors'
import { PasswordResetRequest } from './PasswordResetRequest'
import { ServerError } from './ServerError'
import { offeredProviders } from './socialLogin'
import { useCustomerCall, type CallResult } from './useCustomerCall'

const RULES = [
  { name: 'email', kind: 'email', required: true },
  { name: 'password', kind: 'password', required: true },
] as const

/**
 * SPEC §2, §7 customer login: e-mail and password (with the SPEC §5 messages and the server's),
 * password reset by e-mail, the way to register, and social login. The login-customer screen and
 * the login popup both show it.
 */
export function LoginForm({ initialEmail = '', onLoggedIn }: { initialEmail?: string; onLoggedIn: () => void }) {
  const { t } = useTranslation()
  const { hash } = useVenue()
  const call = useCustomerCall()
  const [values, setValues] = useState({ email: initialEmail, password: '' })
  const [tried, setTried] = useState(false)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<CallResult<unknown> | null>(null)
  const [devOpen, setDevOpen] = useState(false)
  const [resetOpen, setResetOpen] = useState(false)
  // a social login is offered when this build has it and the server takes it (the development one only with --dev-login)
  const calls = useVenueCalls()
  const [offered, setOffered] = useState<string[]>([])
  useEffect(() => {
    let live = true
    void calls.socialProviders().then((taken) => live && setOffered(offeredProviders().filter((name) => taken.includes(name))))
    return () => {
      live = false
    }
  }, [calls])

  const errors = validateAccountForm(RULES, values)
  const shown = tried ? fieldErrorsOf(errors, t) : {}

  const submit = async () => {
    setTried(true)
    if (errors.length > 0 || busy) return
    setBusy(true)
    const result = await call({ type: 'LogIn', email: values.email.trim(), password: values.password })
    setBusy(false)
    // wrong credentials in the guest's language, not the server's Italian; other refusals (too many tries) as the server says
    setFailure(result.ok ? null : result.message === null || result.status === 401 ? { ...result, message: t('customer.loginFailed') } : result)
    if (result.ok) onLoggedIn()
  }

  return (
    <>
      <form
        noValidate
        aria-label={t('account.login.formLabel')}
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <Stack gap="sm">
          <TextInput type="email" label={t('account.fields.email')} withAsterisk aria-required autoComplete="email" value={values.email} onChange={(event) => setValues({ ...values, email: event.currentTarget.value })} error={shown.email} />
          <PasswordInput label={t('account.fields.password')} withAsterisk aria-required autoComplete="current-password" value={values.password} onChange={(event) => setValues({ ...values, password: event.currentTarget.value })} error={shown.password} />
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
      {offered.includes('dev') && (
        <Stack gap="xs">
          <Divider label={t('account.login.or')} labelPosition="center" />
          <Button variant="default" onClick={() => setDevOpen(true)}>
            {t('account.login.withDev')}
          </Button>
        </Stack>
      )}
      <DevSocialLogin opened={devOpen} onClose={() => setDevOpen(false)} />
    </>
  )
}
