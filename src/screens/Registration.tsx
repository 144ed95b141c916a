import { Alert, Button, Stack } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { isRegisteredAt } from '../../projections/customer'
import { RegistrationForm } from '../account/RegistrationForm'
import { RegistrationIntro } from '../account/RegistrationIntro'
import { ScreenFrame } from '../shell/ScreenFrame'
import { useViews } from '../venue/hooks'
import { useVenue } from '../venue/venueContext'

/** SPEC §2 registration: the venue's registration form; once sent, the registration-done marker counts until it expires (SPEC §5). */
export default function Registration() {
  const { t } = useTranslation()
  const { info, hash } = useVenue()
  const { customer } = useViews()
  const [sentNow, setSentNow] = useState(false)
  const registered = isRegisteredAt(customer, Date.now())

  return (
    <ScreenFrame title={info.registration_title ?? t('ui.screens.registration')}>
      <RegistrationIntro />
      {registered ? (
        <Stack gap="sm">
          <Alert color="green" role="status" data-testid="registration-done">
            {sentNow ? t('account.registration.thanks') : t('account.registration.already')}
          </Alert>
          <Button component={Link} to={`/restaurants/${hash}`} variant="light">
            {t('account.toVenue')}
          </Button>
        </Stack>
      ) : (
        <RegistrationForm onDone={() => setSentNow(true)} />
      )}
    </ScreenFrame>
  )
}
