import { Stack, Text } from '@mantine/core'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { reportGuestAction } from '../analytics/guestActions'
import { ExternalLinkButton } from '../extras/ExternalLinkButton'
import { openableLinks } from '../extras/venueLinks'
import { ScreenFrame } from '../shell/ScreenFrame'
import { useVenue } from '../venue/venueContext'

/** SPEC §2 /restaurants/{hash}/reviews: the venue's review sites (`reviewslinks`), each opened in a new tab. */
export default function Reviews() {
  const { t } = useTranslation()
  const { info } = useVenue()
  const links = useMemo(() => openableLinks(info.reviewslinks), [info.reviewslinks])
  return (
    <ScreenFrame title={t('ui.screens.reviews')}>
      {links.length === 0 ? (
        <Text>{t('extras.reviews.none')}</Text>
      ) : (
        <Stack gap="sm">
          <Text>{t('extras.reviews.prompt', { name: info.name })}</Text>
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('extras.reviews.sites')}>
            {links.map((link) => (
              <li key={link.url}>
                <ExternalLinkButton link={link} label={t('extras.reviews.on', { site: link.name })} onOpen={() => reportGuestAction({ name: 'clickedReview', label: link.name })} />
              </li>
            ))}
          </Stack>
        </Stack>
      )}
    </ScreenFrame>
  )
}
