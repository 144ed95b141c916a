import { Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { ScreenFrame } from '../shell/ScreenFrame'

/** SPEC §2 route screen: being built (issue "The guest PWA"). */
export default function SocialShare() {
  const { t } = useTranslation()
  return (
    <ScreenFrame title={t('ui.screens.socialShare', { defaultValue: 'Condividi' })}>
      <Text c="dimmed">{t('ui.comingSoon', { defaultValue: 'Questa sezione sarà presto disponibile.' })}</Text>
    </ScreenFrame>
  )
}
