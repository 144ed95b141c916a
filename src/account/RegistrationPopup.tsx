import { Modal, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useVenue } from '../venue/venueContext'
import { RegistrationForm } from './RegistrationForm'
import { RegistrationIntro } from './RegistrationIntro'
import { registrationFormOf } from './registrationFields'

/**
 * SPEC §2 the customer-registration list popup: the venue's registration texts and colours and its
 * form. When the venue makes registration mandatory (the `required` field, SPEC §3, §6) it cannot
 * be dismissed: no close control, no Escape, no click outside; it closes once the form is sent.
 */
export function RegistrationPopup({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  const { info } = useVenue()
  const { mandatory } = registrationFormOf(info)
  return (
    <Modal
      opened={opened}
      onClose={mandatory ? () => {} : onClose}
      withCloseButton={!mandatory}
      closeOnEscape={!mandatory}
      closeOnClickOutside={!mandatory}
      closeButtonProps={{ 'aria-label': t('ui.close') }}
      title={info.registration_title ?? t('account.registration.title')}
      centered
    >
      <Stack gap="md">
        <RegistrationIntro />
        {mandatory && (
          <Text size="sm" c="dimmed" data-testid="registration-mandatory">
            {t('account.registration.mandatory')}
          </Text>
        )}
        <RegistrationForm onDone={onClose} />
      </Stack>
    </Modal>
  )
}
