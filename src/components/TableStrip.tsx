import { Group, Text } from '@mantine/core'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { callWaiterOf, orderingOf } from '../checkout/venueRules'
import { useViews } from '../venue/hooks'
import { useVenue } from '../venue/VenueProvider'
import { CallWaiterButton } from './CallWaiterButton'

/**
 * Under the venue's bar after a table's QR code (issue #16.7): the guest's table, and the waiter
 * call on every screen (menu, cart, orders) when the venue offers it.
 */
export function TableStrip() {
  const { t } = useTranslation()
  const { info } = useVenue()
  const { table } = useViews()
  const waiter = useMemo(() => callWaiterOf(orderingOf(info)), [info])
  const at = table.uniqueTable?.table ?? null
  if (at === null) return null
  // A venue names its tables ("Tavolo 4", "Dehors 2"); a bare number gets the word for table.
  return (
    <Group justify="space-between" wrap="nowrap" px="md" py={6} data-testid="table-strip" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <Text fw={700} size="sm">
        {/[^\d\s]/.test(at.name) ? at.name : t('orders.atTable', { name: at.name.trim() || String(at.id) })}
      </Text>
      {waiter.enabled && <CallWaiterButton text={waiter.text} />}
    </Group>
  )
}

/** Whether the strip shows the waiter call, so a screen does not offer it twice. */
export function useTableStripCallsWaiter(): boolean {
  const { info } = useVenue()
  const { table } = useViews()
  return (table.uniqueTable?.table ?? null) !== null && callWaiterOf(orderingOf(info)).enabled
}
