import { Alert, Anchor, Button, Loader, PasswordInput, Stack } from '@mantine/core'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router-dom'
import { confirmationError, PASSWORD_MIN_CHARACTERS, validateAccountForm } from '../../domain/accountForm'
import { fieldErrorsOf } from '../account/fieldErrors'
import { PasswordResetRequest } from '../account/PasswordResetRequest'
import { ServerError } from '../account/ServerError'
import { useCustomerCall, type CallResult } from '../account/useCustomerCall'
import { ScreenFrame } from '../shell/ScreenFrame'
import { useVenue } from '../venue/venueContext'

const RULES = [
  { name: 'password', kind: 'newPassword', required: true },
  { name: 'passwordRepeat', kind: 'password', required: true },
] as const

type LinkState = 'checking' | 'valid' | 'invalid'

/** SPEC §2 reset-password/{token}/{mailTo}: the link of the reset e-mail is checked (verify-token), then the new password is set. */
export default function ResetPassword() {
  const { t } = useTranslation()
  const { hash } = useVenue()
  const { token = '', mailTo = '' } = useParams()
  const call = useCustomerCall()
  const [link, setLink] = useState<LinkState>('checking')
  const [values, setValues] = useState({ password: '', passwordRepeat: '' })
  const [tried, setTried] = useState(false)
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<CallResult<string | null> | null>(null)

  useEffect(() => {
    let live = true
    void call({ type: 'CheckResetToken', email: mailTo, token }).then((answer) => live && setLink(answer.ok && answer.value ? 'valid' : 'invalid'))
    return () => {
      live = false
    }
  }, [call, mailTo, token])

  const mismatch = confirmationError(values.password, values.passwordRepeat, 'passwordRepeat')
  const errors = [...validateAccountForm(RULES, values), ...(mismatch ? [mismatch] : [])]
  const shown = tried ? fieldErrorsOf(errors, t, (field) => t(field === 'password' ? 'account.fields.newPassword' : `account.fields.${field}`)) : {}

  return (
    <ScreenFrame title={t('ui.screens.resetPassword')}>
      {link === 'checking' && <Loader aria-label={t('ui.loading')} />}
      {link === 'invalid' && (
        <Stack gap="sm">
          <Alert color="red" role="alert" data-testid="reset-link-invalid">
            {t('account.reset.linkInvalid')}
          </Alert>
          <PasswordResetRequest initialEmail={mailTo} />
        </Stack>
      )}
      {link === 'valid' && result?.ok && (
        <Stack gap="sm">
          <Alert color="green" role="status" data-testid="password-reset">
            {t('account.reset.done')}
          </Alert>
          <Anchor component={Link} to={`/restaurants/${hash}/login-customer?email=${encodeURIComponent(mailTo)}`}>
            {t('account.reset.toLogin')}
          </Anchor>
        </Stack>
      )}
      {link === 'valid' && !result?.ok && (
        <form
          noValidate
          aria-label={t('account.reset.formLabel')}
          onSubmit={(event) => {
            event.preventDefault()
            setTried(true)
            if (errors.length > 0 || busy) return
            setBusy(true)
            void call({ type: 'ResetPassword', email: mailTo, token, password: values.password }).then((answer) => {
              setBusy(false)
              setResult(answer)
            })
          }}
        >
          <Stack gap="sm">
            <PasswordInput label={t('account.fields.newPassword')} description={t('account.passwordHint', { count: PASSWORD_MIN_CHARACTERS })} withAsterisk aria-required autoComplete="new-password" value={values.password} onChange={(event) => setValues({ ...values, password: event.currentTarget.value })} error={shown.password} />
            <PasswordInput label={t('account.fields.passwordRepeat')} withAsterisk aria-required autoComplete="new-password" value={values.passwordRepeat} onChange={(event) => setValues({ ...values, passwordRepeat: event.currentTarget.value })} error={shown.passwordRepeat} />
            <ServerError result={result} />
            <Button type="submit" loading={busy}>
              {t('account.reset.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </ScreenFrame>
  )
}
