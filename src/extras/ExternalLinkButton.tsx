import { Button } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { VenueLink } from './venueLinks'

/** A venue link as a full-width button, opened in a new tab without access to this page. */
export function ExternalLinkButton({ link, label, onOpen }: { link: VenueLink; label: string; onOpen: () => void }) {
  const { t } = useTranslation()
  return (
    <Button component="a" href={link.url} target="_blank" rel="noopener noreferrer" variant="light" fullWidth onClick={onOpen} aria-label={`${label} ${t('extras.newTab')}`}>
      {label}
    </Button>
  )
}
