import { Button, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { ScreenFrame } from '../shell/ScreenFrame'

/** SPEC §2 /not-found: an unknown venue, a wrong id, a path that does not exist. */
export default function NotFound() {
  const { t } = useTranslation()
  return (
    <ScreenFrame title={t('ui.notFound.title')} back={false}>
      <Stack>
        <Text>{t('ui.notFound.text')}</Text>
        <Button component={Link} to="/" variant="light">
          {t('ui.notFound.home')}
        </Button>
      </Stack>
    </ScreenFrame>
  )
}
