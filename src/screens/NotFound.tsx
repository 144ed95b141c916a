import { Button, Center, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { ComandaLogo } from '../shell/ComandaLogo'

/** SPEC §2 /not-found: an unknown venue, a wrong id, a path that does not exist. */
export default function NotFound() {
  const { t } = useTranslation()
  return (
    <Center mih="100dvh" p="lg" component="main">
      <Stack align="center" gap="md" maw={420} ta="center">
        <ComandaLogo size={80} />
        <Text fz={48} fw={800} lh={1} c="dimmed" aria-hidden="true">
          404
        </Text>
        <Title order={1} size="h2">
          {t('ui.notFound.title')}
        </Title>
        <Text>{t('ui.notFound.text')}</Text>
        <Text c="dimmed" size="sm">
          {t('ui.notFound.hint')}
        </Text>
        <Button component={Link} to="/" size="md">
          {t('ui.notFound.home')}
        </Button>
      </Stack>
    </Center>
  )
}
