import { Button, Stack, Text } from '@mantine/core'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { reportGuestAction } from '../analytics/guestActions'
import { ExternalLinkButton } from '../extras/ExternalLinkButton'
import { shareNatively, venueShareUrl, type ShareOutcome } from '../extras/shareLink'
import { openableLinks } from '../extras/venueLinks'
import { ScreenFrame } from '../shell/ScreenFrame'
import { useVenue } from '../venue/venueContext'

type Status = ShareOutcome | 'copied' | null

/**
 * SPEC §2 /restaurants/{hash}/socialshare: share the venue with the Web Share API where the browser
 * has it, by copying its address, or through the venue's social links (`socialsharelinks`).
 */
export default function SocialShare() {
  const { t } = useTranslation()
  const { info, hash } = useVenue()
  const links = useMemo(() => openableLinks(info.socialsharelinks), [info.socialsharelinks])
  const url = venueShareUrl(window.location.origin, import.meta.env.BASE_URL ?? '/', hash)
  const [status, setStatus] = useState<Status>(null)
  const canShare = typeof navigator.share === 'function'
  const canCopy = typeof navigator.clipboard?.writeText === 'function'

  const share = async () => {
    const outcome = await shareNatively((data) => navigator.share(data), { title: info.name, text: t('extras.share.text', { name: info.name }), url })
    if (outcome === 'shared') reportGuestAction({ name: 'clickedShare', label: 'native' })
    setStatus(outcome)
  }
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      reportGuestAction({ name: 'clickedShare', label: 'copy' })
      setStatus('copied')
    } catch {
      setStatus('failed')
    }
  }

  return (
    <ScreenFrame title={t('ui.screens.socialShare')}>
      <Stack gap="sm">
        <Text>{t('extras.share.intro', { name: info.name })}</Text>
        {canShare && <Button onClick={() => void share()}>{t('extras.share.native')}</Button>}
        {canCopy && (
          <Button variant="outline" onClick={() => void copy()}>
            {t('extras.share.copy')}
          </Button>
        )}
        {links.length > 0 && (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('extras.share.sites')}>
            {links.map((link) => (
              <li key={link.url}>
                <ExternalLinkButton link={link} label={t('extras.share.on', { site: link.name })} onOpen={() => reportGuestAction({ name: 'clickedShare', label: link.name })} />
              </li>
            ))}
          </Stack>
        )}
        {!canShare && !canCopy && links.length === 0 && <Text>{t('extras.share.none')}</Text>}
        <div role="status" aria-live="polite">
          {status === 'copied' && <Text size="sm">{t('extras.share.copied')}</Text>}
          {status === 'failed' && (
            <Text size="sm" c="red.8">
              {t('extras.share.failed')}
            </Text>
          )}
        </div>
      </Stack>
    </ScreenFrame>
  )
}
