import { Alert, Button, Center, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { reloadApp } from './reloadApp'

/**
 * In place of a screen whose code did not load (SPEC §8 chunk timeout, a deployment that removed
 * it): says so and offers to reload. Part of the initial bundle, since it shows when chunks fail.
 */
export default function ChunkFailed() {
  const { t } = useTranslation()
  return (
    <Center mih="60dvh" p="md" component="main">
      <Stack maw={360} align="center">
        <Alert color="blue" role="alert" title={t('pwa.chunk.title')}>
          <Text size="sm">{t('pwa.chunk.text')}</Text>
        </Alert>
        <Button onClick={() => reloadApp()}>{t('pwa.chunk.reload')}</Button>
      </Stack>
    </Center>
  )
}
