import { Button, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router-dom'
import { ScreenFrame } from '../shell/ScreenFrame'

/**
 * SPEC §2 /restaurants/confirm: a confirmation (an e-mail link, a registration) outside any venue.
 * With `?hash=` (or `?restaurant=`) naming a venue it leads back to that venue, else to the start.
 */
export default function Confirm() {
  const { t } = useTranslation()
  const [search] = useSearchParams()
  const hash = (search.get('hash') ?? search.get('restaurant') ?? '').trim()
  const venue = /^[A-Za-z0-9_-]{1,64}$/.test(hash) ? hash : null
  return (
    <ScreenFrame title={t('ui.screens.confirm')} back={false}>
      <Stack gap="md" role="status">
        <Text fw={700} size="lg">
          {t('shell.confirm.title')}
        </Text>
        <Text>{t('shell.confirm.text')}</Text>
      </Stack>
      <Button component={Link} to={venue ? `/restaurants/${venue}` : '/'} style={{ alignSelf: 'flex-start' }}>
        {venue ? t('shell.confirm.venue') : t('shell.confirm.home')}
      </Button>
    </ScreenFrame>
  )
}
