import { ActionIcon, Group, Stack, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { useTextDirection } from './textDirection'

/** The frame of every venue screen: a heading with a back control, then the content. */
export function ScreenFrame({ title, children, back = true }: { title: string; children?: ReactNode; back?: boolean }) {
  const navigate = useNavigate()
  const { t } = useTranslation()
  const direction = useTextDirection()
  return (
    <Stack p="md" gap="md" component="main">
      <Group gap="xs" wrap="nowrap">
        {back && (
          <ActionIcon variant="subtle" size="lg" aria-label={t('ui.back')} onClick={() => navigate(-1)}>
            <span aria-hidden="true">{direction === 'rtl' ? '→' : '←'}</span>
          </ActionIcon>
        )}
        <Title order={1} size="h3">
          {title}
        </Title>
      </Group>
      {children}
    </Stack>
  )
}
