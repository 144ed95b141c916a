import { Box } from '@mantine/core'
import type { ReactNode } from 'react'
import { useUiText } from '../i18n/uiText'

/** The element the framed app draws in; Mantine portals (modals, popovers) go there too. */
export const PHONE_SCREEN_ID = 'comanda-phone-screen'

/**
 * SPEC §1, §6: in a non-mobile browser in preview mode the app is shown inside a phone. The
 * screen is its own containing block (transform), so fixed elements (snackbars, call button,
 * overlays) stay inside the phone, and it scrolls on its own.
 */
export function PhoneFrame({ framed, children }: { framed: boolean; children: ReactNode }) {
  const { t } = useUiText()
  if (!framed) return <>{children}</>
  return (
    <Box
      mih="100dvh"
      p="lg"
      style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', background: 'radial-gradient(circle at 30% 20%, #f4f4f6, #c9ccd3)' }}
    >
      <Box
        role="region"
        aria-label={t('shell.frame.label')}
        data-testid="phone-frame"
        style={{
          width: 390,
          height: 'min(844px, calc(100dvh - 48px))',
          // the notch sits in the bezel above the screen, so it covers nothing of the app (issue #16.11)
          padding: '40px 12px 12px',
          borderRadius: 52,
          background: '#111',
          boxShadow: '0 24px 60px rgba(0,0,0,.35), inset 0 0 0 2px #333',
          position: 'relative',
          flexShrink: 0,
        }}
      >
        <Box
          aria-hidden="true"
          data-testid="phone-notch"
          style={{ position: 'absolute', top: 10, left: '50%', width: 110, height: 22, marginLeft: -55, borderRadius: 11, background: '#000', boxShadow: 'inset 0 0 0 1px #333' }}
        />
        <Box
          id={PHONE_SCREEN_ID}
          style={{ width: '100%', height: '100%', borderRadius: 40, overflow: 'auto', background: 'var(--mantine-color-body)', transform: 'translateZ(0)', position: 'relative' }}
        >
          {children}
        </Box>
      </Box>
    </Box>
  )
}
