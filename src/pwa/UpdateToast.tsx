import { Button, CloseButton, Group, Paper, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/** SPEC §2: the update toast, with REFRESH and close, while a new version waits (newContentAvailable); under the app bar, above the snackbars. */
export function UpdateToast({ onRefresh, onClose }: { onRefresh: () => void; onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <div role="status" aria-live="polite" style={{ position: 'fixed', insetInline: 8, top: 64, zIndex: 1100 }}>
      <Paper shadow="md" p="sm" radius="md" withBorder>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm">{t('pwa.update.text')}</Text>
          <Group gap={4} wrap="nowrap">
            <Button size="xs" onClick={onRefresh}>
              {t('pwa.update.refresh')}
            </Button>
            <CloseButton aria-label={t('pwa.update.close')} onClick={onClose} />
          </Group>
        </Group>
      </Paper>
    </div>
  )
}
