import { Alert, Button, Loader, Stack, Text } from '@mantine/core'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams, useSearchParams } from 'react-router-dom'
import { ServerError } from '../account/ServerError'
import { useCustomerCall, type CallResult } from '../account/useCustomerCall'
import { VerificationMailButton } from '../account/VerificationMailButton'
import { ScreenFrame } from '../shell/ScreenFrame'
import { useViews } from '../venue/hooks'
import { useVenue } from '../venue/venueContext'

/**
 * SPEC §2 verify-email/{mail}: with the token of the verification e-mail (?token=) the address is
 * confirmed (SPEC §7 verify-email); without it, the guest is asked to open the mail, and may have
 * it sent again.
 */
export default function VerifyEmail() {
  const { t } = useTranslation()
  const { hash } = useVenue()
  const { mail = '' } = useParams()
  const [search] = useSearchParams()
  const token = search.get('token')
  const call = useCustomerCall()
  const { customer } = useViews()
  const [result, setResult] = useState<CallResult<string | null> | null>(null)
  const sent = useRef(false)

  useEffect(() => {
    if (token === null || sent.current) return
    sent.current = true
    void call({ type: 'VerifyEmail', email: mail, token }).then(setResult)
  }, [call, mail, token])

  return (
    <ScreenFrame title={t('ui.screens.verifyEmail')}>
      {token === null && (
        <Stack gap="sm">
          <Text>{t('account.verify.checkMailbox', { email: mail })}</Text>
          <VerificationMailButton email={mail} />
        </Stack>
      )}
      {token !== null && result === null && <Loader aria-label={t('ui.loading')} />}
      {result?.ok && (
        <Stack gap="sm">
          <Alert color="green" role="status" data-testid="email-verified">
            {t('account.verify.done')}
          </Alert>
          {customer.loggedIn ? (
            <Button component={Link} to={`/restaurants/${hash}/profile`}>
              {t('account.register.toProfile')}
            </Button>
          ) : (
            <Button component={Link} to={`/restaurants/${hash}/login-customer?email=${encodeURIComponent(mail)}`}>
              {t('account.verify.toLogin')}
            </Button>
          )}
        </Stack>
      )}
      {result !== null && !result.ok && (
        <Stack gap="sm">
          <ServerError result={result} />
          <VerificationMailButton email={mail} />
        </Stack>
      )}
    </ScreenFrame>
  )
}
