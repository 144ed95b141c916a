import { Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { ScreenFrame } from '../shell/ScreenFrame'

/** SPEC §2 route screen: being built (issue "The guest PWA"). */
export default function Menu() {
  const { t } = useTranslation()
  return (
    <ScreenFrame title={t('ui.screens.menu', { defaultValue: 'Menu' })}>
      <Text c="dimmed">{t('ui.comingSoon', { defaultValue: 'Questa sezione sarà presto disponibile.' })}</Text>
    </ScreenFrame>
  )
}
