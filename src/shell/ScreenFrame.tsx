import { ActionIcon } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { useTextDirection } from './textDirection'

/**
 * The frame of every venue screen: a heading with a back control, then the content. Plain
 * elements drawn as Mantine's Stack, Group and Title (shell.css), as the venue home (issue #14).
 */
export function ScreenFrame({ title, children, back = true }: { title: string; children?: ReactNode; back?: boolean }) {
  const navigate = useNavigate()
  const { t } = useTranslation()
  const direction = useTextDirection()
  return (
    <main className="comanda-screen">
      <div className="comanda-screen-heading">
        {back && (
          <ActionIcon variant="subtle" size="lg" aria-label={t('ui.back')} onClick={() => navigate(-1)}>
            <span aria-hidden="true">{direction === 'rtl' ? '→' : '←'}</span>
          </ActionIcon>
        )}
        <h1 className="comanda-heading-h3">{title}</h1>
      </div>
      {children}
    </main>
  )
}
