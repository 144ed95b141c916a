import { VenueImage } from '../components/VenueImage'
import { Alert, Box, Card, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core'
import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { isOn } from '../../domain/menuTypes'
import { topCategories } from '../../domain/menuTree'
import { CartBar } from '../components/CartBar'
import { lazyOptional } from '../extras/lazyOptional'
import { SpecialMenuCard } from '../components/SpecialMenuCard'
import { useMenu, useVenuePath } from '../components/useMenu'
import { useVenue } from '../venue/VenueProvider'
import { useTextDirection } from '../shell/textDirection'

/** Demo notice, partner and club/pizza/altro banners, gift vouchers (issue #6): a separate chunk. */
const VenueHomeExtras = lazyOptional(() => import('../extras/VenueHomeExtras'))

type Section = { key: 'menuspec' | 'menucarta' | 'vinicarta'; name: string; image: string | null; to: string }

/** SPEC §2 /restaurants/{hash}: the venue home. */
export default function VenueHome() {
  const { info } = useVenue()
  const { menu } = useMenu()
  const { t } = useTranslation()
  const direction = useTextDirection()
  const path = useVenuePath()
  const firstDrinkCategory = topCategories(menu.categories, info.menuorderpref).find((category) => isOn(category.is_drink))
  const sections: Section[] = []
  const carta = (key: Section['key'], to: string) => {
    const section = info[key]
    if (section && !isOn(section.disabled)) sections.push({ key, name: section.name || t(`menu.home.${key}`), image: section.image ?? null, to })
  }
  if (menu.specialMenus.length > 0) carta('menuspec', path('special-menus'))
  carta('menucarta', path('a-la-carte-menu'))
  carta('vinicarta', firstDrinkCategory ? path(`category/${firstDrinkCategory.id}`) : path('a-la-carte-menu'))
  const notices = (['atleastonefrozen', 'atleastonechilled', 'atleastonedefrosted'] as const).filter((flag) => isOn(info[flag]))
  return (
    <Box component="main">
      {info.image && <VenueImage src={info.image} alt="" h={180} fit="cover" hero />}
      <Stack p="md" gap="md">
        <Group wrap="nowrap" gap="md" style={info.image ? { marginTop: -56 } : undefined}>
          {info.logo && (
            <VenueImage
              src={info.logo}
              alt={t('menu.home.logoAlt', { name: info.name })}
              w={88}
              h={88}
              radius="md"
              fit="contain"
              bg="white"
              style={{ border: '2px solid var(--mantine-color-body)', flex: 'none' }}
            />
          )}
        </Group>
        <div>
          <Title order={1}>{info.name}</Title>
          {info.short && <Text c="dimmed">{info.short}</Text>}
        </div>
        <Stack gap="sm" component="nav" aria-label={t('menu.home.sections')}>
          {sections.map((section) => (
            <UnstyledButton key={section.key} component={Link} to={section.to} style={{ borderRadius: 'var(--mantine-radius-md)' }}>
              <Card withBorder radius="md" padding={0}>
                <Group wrap="nowrap" gap="md">
                  {section.image && <VenueImage src={section.image} alt="" w={96} h={72} fit="cover" />}
                  <Text fw={700} size="lg" p="md" style={{ flex: 1 }}>
                    {section.name}
                  </Text>
                  <Text aria-hidden="true" px="md" c="dimmed">
                    {direction === 'rtl' ? '‹' : '›'}
                  </Text>
                </Group>
              </Card>
            </UnstyledButton>
          ))}
        </Stack>
        {menu.specialMenus.length > 0 && (
          <Stack gap="sm" component="section" aria-labelledby="home-special-menus">
            <Title order={2} size="h4" id="home-special-menus">
              {info.menuspec?.name || t('menu.specialMenus.title')}
            </Title>
            {menu.specialMenus.map((special) => (
              <SpecialMenuCard key={special.id} menu={special} headingLevel={3} />
            ))}
          </Stack>
        )}
        <Suspense fallback={null}>
          <VenueHomeExtras />
        </Suspense>
        {notices.map((flag) => (
          <Alert key={flag} color="blue" variant="light">
            {t(`menu.home.${flag}`)}
          </Alert>
        ))}
      </Stack>
      <CartBar />
    </Box>
  )
}
