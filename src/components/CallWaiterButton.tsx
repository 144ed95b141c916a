import { Button, Stack, Text } from '@mantine/core'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatClockOfVenue } from '../../domain/display'
import { timeZoneOf } from '../../api/venueShellReads'
import { useView } from '../venue/useView'
import { useDispatch } from '../venue/useDispatch'
import { useVenue } from '../venue/venueContext'

/** SPEC §9: the waiter button rests 3 s after a call. */
export const WAITER_COOLDOWN_MS = 3_000

/**
 * SPEC §2, §4 Waiter call: calls the waiter. A call that went through reads as confirmed with its
 * time on the venue's clock (issue #16.7), not as a grey button; after the rest the guest may call
 * again, and the time of the last call stays beside the button.
 */
export function CallWaiterButton({ text, size = 'sm' }: { text: string | null; size?: 'sm' | 'md' }) {
  const { t, i18n } = useTranslation()
  const { info } = useVenue()
  const waiter = useView((views) => views.waiter)
  const dispatch = useDispatch()
  const [resting, setResting] = useState(false)
  useEffect(() => {
    if (!resting) return
    const timer = setTimeout(() => setResting(false), WAITER_COOLDOWN_MS)
    return () => clearTimeout(timer)
  }, [resting])
  const time = waiter.lastCallAt === null ? null : formatClockOfVenue(waiter.lastCallAt, { timeZone: timeZoneOf(info), locale: i18n.language })
  const call = async () => {
    if (resting) return
    setResting(true)
    const result = await dispatch({ type: 'CallWaiter' })
    if (!result.ok) setResting(false)
  }
  if (resting) {
    return (
      <Button variant="light" color="teal" size={size} aria-disabled="true" onClick={call}>
        {time ? t('orders.waiterCalledAt', { time }) : t('orders.waiterCalled')}
      </Button>
    )
  }
  return (
    <Stack gap={2}>
      <Button variant="outline" size={size} onClick={call}>
        {text ?? t('orders.callWaiter')}
      </Button>
      {time && (
        <Text size="xs" c="dimmed" role="status">
          {t('orders.waiterLastCall', { time })}
        </Text>
      )}
    </Stack>
  )
}
