import { Modal, Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { LoginForm } from './LoginForm'

/** SPEC §2 the login popup: the login form over the current screen, closed once the customer is in. */
export function LoginPopup({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <Modal opened={opened} onClose={onClose} title={t('ui.screens.loginCustomer')} closeButtonProps={{ 'aria-label': t('ui.close') }} centered>
      <Stack gap="sm">
        <LoginForm onLoggedIn={onClose} />
      </Stack>
    </Modal>
  )
}
