import { Alert, Button, Stack } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ServerError } from './ServerError'
import { useCustomerCall, type CallResult } from './useCustomerCall'

/** Sends the verification e-mail again (SPEC §7 POST send-verify-email/{email}). */
export function VerificationMailButton({ email }: { email: string }) {
  const { t } = useTranslation()
  const call = useCustomerCall()
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<CallResult<string | null> | null>(null)
  return (
    <Stack gap="xs">
      <Button
        variant="light"
        loading={busy}
        onClick={() => {
          setBusy(true)
          void call({ type: 'SendVerificationEmail', email }).then((answer) => {
            setBusy(false)
            setResult(answer)
          })
        }}
      >
        {t('account.verify.resend')}
      </Button>
      {result?.ok && (
        <Alert color="blue" role="status">
          {t('account.verify.resent')}
        </Alert>
      )}
      <ServerError result={result} />
    </Stack>
  )
}
