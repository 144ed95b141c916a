import { Group, Text } from '@mantine/core'
import { memo, useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'
import type { TFunction } from 'i18next'
import { useUiText } from '../i18n/uiText'
import { callWaiterOf, orderingOf } from '../../api/venueShellReads'
import { useView } from '../venue/useView'
import { useVenue } from '../venue/venueContext'
import { CallWaiterButton } from './CallWaiterButton'

/**
 * Under the venue's bar after a table's QR code (issue #16.7): the guest's table, and the waiter
 * call on every screen (menu, cart, orders) when the venue offers it; a code that names none of
 * the venue's tables says so.
 */
export const TableStrip = memo(function TableStrip() {
  const { t } = useUiText()
  const { info } = useVenue()
  const waiter = useMemo(() => callWaiterOf(orderingOf(info)), [info])
  const at = useTableOfQr()
  const [search] = useSearchParams()
  if (at === null) {
    // the link's `t` was read when the venue opened (OpenVenue): it named none of the venue's tables
    if (search.get('t') === null) return null
    return (
      <Text size="sm" px="md" py={6} role="status" data-testid="table-unknown" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        {t('shell.table.unknownQr')}
      </Text>
    )
  }
  return (
    <Group justify="space-between" wrap="nowrap" px="md" py={6} data-testid="table-strip" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <Text fw={700} size="sm">
        {tableTitle(at, t)}
      </Text>
      {waiter.enabled && <CallWaiterButton text={waiter.text} />}
    </Group>
  )
})

/** A venue names its tables ("Tavolo 4", "Dehors 2"); a bare number gets the word for table. */
export function tableTitle(table: { id: number; name: string | null }, t: TFunction): string {
  const name = table.name?.trim() ?? ''
  return /[^\d\s]/.test(name) ? name : t('orders.atTable', { name: name || String(table.id) })
}

/** The table the guest scanned, which the strip shows (with the waiter call, when the venue offers it); null without one. */
export function useTableOfQr(): { id: number; name: string } | null {
  return useView((views) => views.table.uniqueTable?.table ?? null)
}
