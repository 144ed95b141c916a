import { Button, Card, Group, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { useVenue } from '../venue/venueContext'
import { openableLinks } from './venueLinks'

const dismissedKey = (hash: string) => `comanda-review-prompt-dismissed:${hash}`

function wasDismissed(hash: string): boolean {
  try {
    return window.sessionStorage.getItem(dismissedKey(hash)) === '1'
  } catch {
    return false
  }
}

/**
 * SPEC §2 review prompt, after an order (my orders): when the venue has review links, invites the
 * guest to the reviews screen once an order is completed (issue #16.6: not while it is still
 * being prepared); "Non ora" hides it for the rest of the visit.
 */
export default function ReviewPrompt({ orderCompleted }: { orderCompleted: boolean }) {
  const { t } = useTranslation()
  const { hash, info } = useVenue()
  const [dismissed, setDismissed] = useState(() => wasDismissed(hash))
  if (!orderCompleted || dismissed || openableLinks(info.reviewslinks).length === 0) return null
  const dismiss = () => {
    try {
      window.sessionStorage.setItem(dismissedKey(hash), '1')
    } catch {
      // private mode: hidden for this screen only
    }
    setDismissed(true)
  }
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="review-prompt" data-testid="review-prompt">
      <Text fw={700} id="review-prompt">
        {t('extras.reviews.askTitle')}
      </Text>
      <Text size="sm">{t('extras.reviews.ask', { name: info.name })}</Text>
      <Group mt="xs" gap="xs">
        <Button component={Link} to={`/restaurants/${hash}/reviews`} size="sm">
          {t('extras.reviews.leave')}
        </Button>
        <Button variant="subtle" size="sm" onClick={dismiss}>
          {t('extras.reviews.later')}
        </Button>
      </Group>
    </Card>
  )
}
