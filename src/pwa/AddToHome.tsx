import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { MobilePlatform } from './addToHomeRules'

/** The share icon of Safari (a box with an arrow up), as the Apple modal shows it. */
function ShareIcon({ label }: { label: string }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" role="img" aria-label={label} style={{ verticalAlign: 'text-bottom' }}>
      <path d="M12 3v12M7 8l5-5 5 5" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M6 11H5v10h14V11h-1" stroke="currentColor" strokeWidth="2" fill="none" strokeLinejoin="round" />
    </svg>
  )
}

/**
 * SPEC §2: the add-to-home-screen modal, Apple's or Android's: title 'Install {name}!', the
 * explanation, the share icon then 'Add to Home screen', the 'Ho capito' button, max width 290.
 * Android's also offers the browser's own install prompt when there is one.
 */
export function AddToHome({ platform, name, onClose, onInstall }: { platform: MobilePlatform; name: string; onClose: () => void; onInstall?: (() => void) | undefined }) {
  const { t } = useTranslation()
  return (
    <Modal opened onClose={onClose} centered title={t('pwa.addToHome.title', { name })} size={290} styles={{ content: { maxWidth: 290 } }} closeButtonProps={{ 'aria-label': t('ui.close') }}>
      <Stack gap="sm">
        <Text size="sm">{t('pwa.addToHome.text', { name })}</Text>
        {platform === 'apple' ? (
          <Text size="sm">
            <ShareIcon label={t('pwa.addToHome.shareIcon')} /> {t('pwa.addToHome.appleSteps')}
          </Text>
        ) : (
          <Text size="sm">{t('pwa.addToHome.androidSteps')}</Text>
        )}
        <Group justify="flex-end" gap="xs">
          {onInstall && (
            <Button variant="light" onClick={onInstall}>
              {t('pwa.addToHome.install')}
            </Button>
          )}
          <Button onClick={onClose}>{t('pwa.addToHome.ok')}</Button>
        </Group>
      </Stack>
    </Modal>
  )
}
