import { Alert, Anchor, CloseButton, Group, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

/**
 * Issue #12.18: when some saved entries could not be read (they were quarantined, DESIGN §3), the
 * guest is told once, calmly, that their orders are safe, and offered "Segnala un problema".
 */
export function DamagedLogNotice({ hash }: { hash: string }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(true)
  if (!open) return null
  return (
    <Alert role="status" color="gray" variant="light" radius={0} py="xs" data-testid="damaged-log-notice">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm">
          {t('shell.damaged.text')}{' '}
          <Anchor component={Link} to={`/restaurants/${encodeURIComponent(hash)}/about`} size="sm">
            {t('shell.about.report')}
          </Anchor>
        </Text>
        <CloseButton aria-label={t('shell.damaged.close')} onClick={() => setOpen(false)} />
      </Group>
    </Alert>
  )
}
