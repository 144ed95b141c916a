import { Button, Group, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router-dom'
import { useVenue } from '../venue/venueContext'

/** What an account screen shows a guest who is not signed in: log in (then come back here) or register. */
export function LoginRequired() {
  const { t } = useTranslation()
  const { hash } = useVenue()
  const location = useLocation()
  return (
    <>
      <Text data-testid="login-required">{t('account.loginRequired')}</Text>
      <Group>
        <Button component={Link} to={`/restaurants/${hash}/login-customer?next=${encodeURIComponent(location.pathname)}`}>
          {t('account.login.submit')}
        </Button>
        <Button component={Link} to={`/restaurants/${hash}/register-customer`} variant="light">
          {t('account.login.register')}
        </Button>
      </Group>
    </>
  )
}
