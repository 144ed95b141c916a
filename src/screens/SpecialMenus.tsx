import { Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { CartBar } from '../components/CartBar'
import { SpecialMenuCard } from '../components/SpecialMenuCard'
import { useMenu } from '../components/useMenu'
import { ScreenFrame } from '../shell/ScreenFrame'
import { useVenue } from '../venue/venueContext'

/** SPEC §2 special-menus: the special (combo) menus. */
export default function SpecialMenus() {
  const { info } = useVenue()
  const { menu } = useMenu()
  const { t } = useTranslation()
  return (
    <>
      <ScreenFrame title={info.menuspec?.name || t('menu.specialMenus.title')}>
        {menu.specialMenus.length === 0 ? (
          <Text c="dimmed">{t('menu.specialMenus.empty')}</Text>
        ) : (
          <Stack gap="sm">
            {menu.specialMenus.map((special) => (
              <SpecialMenuCard key={special.id} menu={special} />
            ))}
          </Stack>
        )}
      </ScreenFrame>
      <CartBar />
    </>
  )
}
