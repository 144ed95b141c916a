import { Alert, Button, Stack, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { validateAccountForm } from '../../domain/accountForm'
import { fieldErrorsOf } from './fieldErrors'
import { ServerError } from './ServerError'
import { useCustomerCall, type CallResult } from './useCustomerCall'

const RULES = [{ name: 'email', kind: 'email', required: true }] as const

/** Password reset by e-mail (SPEC §7 POST reset-password): the server answers the same whether the e-mail is known or not. */
export function PasswordResetRequest({ initialEmail }: { initialEmail: string }) {
  const { t } = useTranslation()
  const call = useCustomerCall()
  const [email, setEmail] = useState(initialEmail)
  const [tried, setTried] = useState(false)
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<CallResult<string | null> | null>(null)
  const errors = validateAccountForm(RULES, { email })
  const shown = tried ? fieldErrorsOf(errors, t) : {}
  return (
    <form
      noValidate
      aria-label={t('account.reset.requestLabel')}
      onSubmit={(event) => {
        event.preventDefault()
        setTried(true)
        if (errors.length > 0 || busy) return
        setBusy(true)
        void call({ type: 'RequestPasswordReset', email: email.trim() }).then((answer) => {
          setBusy(false)
          setResult(answer)
        })
      }}
    >
      <Stack gap="sm">
        <TextInput type="email" label={t('account.reset.emailLabel')} withAsterisk aria-required autoComplete="email" value={email} onChange={(event) => setEmail(event.currentTarget.value)} error={shown.email} />
        {result?.ok && (
          <Alert color="blue" role="status" data-testid="reset-sent">
            {t('account.reset.sent')}
          </Alert>
        )}
        <ServerError result={result} />
        <Button type="submit" variant="light" loading={busy}>
          {t('account.reset.send')}
        </Button>
      </Stack>
    </form>
  )
}
