import { Alert, Button } from '@mantine/core'
import { Suspense } from 'react'
import { useUiText } from '../i18n/uiText'
import { Link } from 'react-router-dom'
import { isOn } from '../../domain/menuTypes'
import { CartBar } from '../components/CartBar'
import { HomeMenu } from '../components/HomeMenu'
import { useVenuePath } from '../components/useMenu'
import { SearchIcon } from '../components/SearchIcon'
import { VenueImage } from '../components/VenueImage'
import { lazyOptional } from '../extras/lazyOptional'
import { useVenue } from '../venue/venueContext'

/** Demo notice, partner and club/pizza/altro banners, gift vouchers (issue #6): a separate chunk. */
const VenueHomeExtras = lazyOptional(() => import('../extras/VenueHomeExtras'))

/**
 * SPEC §2 /restaurants/{hash}: the venue home, with the menu itself (issue #16.10). Its layout is
 * plain elements (shell.css), as Mantine's Stack, Group, Title and Text drew it: each Mantine
 * component costs about twenty times a plain element to render (issue #14).
 */
export default function VenueHome() {
  const { info } = useVenue()
  const { t } = useUiText()
  const path = useVenuePath()
  const notices = (['atleastonefrozen', 'atleastonechilled', 'atleastonedefrosted'] as const).filter((flag) => isOn(info[flag]))
  return (
    <main>
      {info.image && <VenueImage src={info.image} alt="" h={140} fit="cover" hero />}
      <div className="comanda-screen">
        <div className="comanda-home-logo" style={info.image && info.logo ? { marginTop: -48 } : undefined}>
          {info.logo && (
            <VenueImage
              src={info.logo}
              alt={t('menu.home.logoAlt', { name: info.name })}
              w={72}
              h={72}
              radius="md"
              fit="contain"
              bg="white"
              style={{ border: '2px solid var(--mantine-color-body)', flex: 'none' }}
            />
          )}
        </div>
        <div>
          <h1 className="comanda-heading-h2">{info.name}</h1>
          {info.short && <p className="comanda-text-dimmed">{info.short}</p>}
        </div>
        {notices.map((flag) => (
          <Alert key={flag} color="blue" variant="light">
            {t(`menu.home.${flag}`)}
          </Alert>
        ))}
        {/* the search, with its tag and allergen filters (SPEC §2 search) */}
        <Button component={Link} to={path('search')} variant="default" justify="flex-start" size="md" leftSection={<SearchIcon />}>
          {t('menu.search.entry')}
        </Button>
        <HomeMenu />
        {/* after the menu: they come with their own requests, and above it they would move it (CLS) */}
        <Suspense fallback={null}>
          <VenueHomeExtras />
        </Suspense>
      </div>
      <CartBar />
    </main>
  )
}
