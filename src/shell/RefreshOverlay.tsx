import { Loader, Overlay, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/** SPEC §2: the loading overlay while new content loads ('Caricamento nuovi contenuti...'). */
export function RefreshOverlay() {
  const { t } = useTranslation()
  return (
    <Overlay fixed center zIndex={1000} color="var(--mantine-color-body)" backgroundOpacity={0.92}>
      <Stack align="center" gap="sm" role="status" aria-live="polite">
        <Loader aria-hidden="true" />
        <Text fw={500}>{t('ui.refreshing')}</Text>
      </Stack>
    </Overlay>
  )
}
