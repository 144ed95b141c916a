import { Alert, Button, PasswordInput, Stack, TextInput, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CustomerChanges } from '../../api/customerPort'
import { confirmationError, PASSWORD_MIN_CHARACTERS, validateAccountForm, type AccountFieldRule } from '../../domain/accountForm'
import { fieldErrorsOf } from './fieldErrors'
import { ServerError } from './ServerError'
import { useCustomerCall, type CallResult } from './useCustomerCall'

/**
 * Changing the e-mail or the password: the current password is checked first with
 * verify-password (SPEC §7), then sent along with the change (the server checks it again).
 * An account without a password (social login) is not asked for one.
 */
export function SensitiveChanges({ email, hasPassword }: { email: string; hasPassword: boolean }) {
  const { t } = useTranslation()
  const call = useCustomerCall()
  const [values, setValues] = useState({ email: '', password: '', passwordRepeat: '', current: '' })
  const [tried, setTried] = useState(false)
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<CallResult<unknown> | null>(null)
  const [wrongPassword, setWrongPassword] = useState(false)

  const rules: AccountFieldRule[] = [
    { name: 'email', kind: 'email', required: false },
    { name: 'password', kind: 'newPassword', required: false },
    { name: 'passwordRepeat', kind: 'password', required: values.password !== '' },
    { name: 'current', kind: 'password', required: hasPassword },
  ]
  const mismatch = confirmationError(values.password, values.passwordRepeat, 'passwordRepeat')
  const nothingToChange = values.email.trim() === '' && values.password === ''
  const errors = [...validateAccountForm(rules, values), ...(mismatch ? [mismatch] : [])]
  const shown = tried ? fieldErrorsOf(errors, t, (field) => t(field === 'current' ? 'account.fields.currentPassword' : field === 'email' ? 'account.fields.newEmail' : field === 'password' ? 'account.fields.newPassword' : `account.fields.${field}`)) : {}

  const submit = async () => {
    setTried(true)
    setWrongPassword(false)
    if (errors.length > 0 || nothingToChange || busy) return
    setBusy(true)
    try {
      if (hasPassword) {
        const check = await call({ type: 'CheckPassword', email, password: values.current })
        if (!check.ok) return setResult(check)
        if (!check.value) return setWrongPassword(true)
      }
      const changes: CustomerChanges = {}
      if (values.email.trim() !== '') changes.email = values.email.trim()
      if (values.password !== '') changes.password = values.password
      if (hasPassword) changes.current_password = values.current
      const answer = await call({ type: 'UpdateCustomer', changes, preferences: null })
      setResult(answer)
      if (answer.ok) setValues({ email: '', password: '', passwordRepeat: '', current: '' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      noValidate
      aria-labelledby="sensitive-changes-title"
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="sensitive-changes-title">
          {t('account.edit.sensitiveTitle')}
        </Title>
        <TextInput type="email" label={t('account.fields.newEmail')} autoComplete="email" value={values.email} onChange={(event) => setValues({ ...values, email: event.currentTarget.value })} error={shown.email} />
        <PasswordInput label={t('account.fields.newPassword')} description={t('account.passwordHint', { count: PASSWORD_MIN_CHARACTERS })} autoComplete="new-password" value={values.password} onChange={(event) => setValues({ ...values, password: event.currentTarget.value })} error={shown.password} />
        <PasswordInput label={t('account.fields.passwordRepeat')} autoComplete="new-password" value={values.passwordRepeat} onChange={(event) => setValues({ ...values, passwordRepeat: event.currentTarget.value })} error={shown.passwordRepeat} />
        {hasPassword && (
          <PasswordInput label={t('account.fields.currentPassword')} withAsterisk aria-required autoComplete="current-password" value={values.current} onChange={(event) => setValues({ ...values, current: event.currentTarget.value })} error={shown.current ?? (wrongPassword ? t('account.edit.wrongPassword') : undefined)} />
        )}
        {tried && nothingToChange && (
          <Alert color="orange" role="status">
            {t('account.edit.nothingToChange')}
          </Alert>
        )}
        {result?.ok && (
          <Alert color="green" role="status" data-testid="sensitive-saved">
            {t('account.edit.saved')}
          </Alert>
        )}
        <ServerError result={result} />
        <Button type="submit" variant="light" loading={busy}>
          {t('account.edit.saveSensitive')}
        </Button>
      </Stack>
    </form>
  )
}
