import { ActionIcon } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/** A tel: URL keeps only the leading + and the digits. */
export function telHref(telephone: string): string {
  const trimmed = telephone.trim()
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`
}

/**
 * SPEC §1: the floating call button, a tel: link to the venue's telephone. Enabled by the venue's
 * telephone itself (fixtures/venues/README: "telephone (null = no call button)"): the venue
 * info has no separate flag, and a button without a number could do nothing. Placed on the
 * inline-start side above the bottom bar, so it does not cover the cart's controls.
 */
export function CallButton({ telephone }: { telephone: string | null | undefined }) {
  const { t } = useTranslation()
  const number = (telephone ?? '').trim()
  if (!/\d/.test(number)) return null
  return (
    <ActionIcon
      component="a"
      href={telHref(number)}
      aria-label={t('shell.call.label', { telephone: number })}
      title={t('shell.call.label', { telephone: number })}
      size={56}
      radius="xl"
      variant="filled"
      color="venue"
      pos="fixed"
      style={{ insetInlineStart: 16, bottom: 'calc(96px + env(safe-area-inset-bottom))', zIndex: 150, boxShadow: '0 4px 16px rgba(0,0,0,.3)' }}
    >
      <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
        <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z" />
      </svg>
    </ActionIcon>
  )
}
