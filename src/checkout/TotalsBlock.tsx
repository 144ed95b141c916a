import { Divider, Group, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { TotalsView } from '../../projections/totals'
import { useMoney } from './useMoney'

/** Subtotal, discount, cover, delivery and total (SPEC §3 cart prices), in the venue's currency. */
/** `pickup`: the mode's extra cost is the venue's pickup cost (SPEC §3 cost_order_pickup), labelled so. */
export function TotalsBlock({ totals, shippingUnknown = false, pickup = false }: { totals: TotalsView; shippingUnknown?: boolean; pickup?: boolean }) {
  const { t } = useTranslation()
  const money = useMoney()
  const row = (label: string, value: string, testId: string, strong = false) => (
    <Group justify="space-between" wrap="nowrap" data-testid={testId}>
      <Text fw={strong ? 700 : 400}>{label}</Text>
      <Text fw={strong ? 700 : 400}>{value}</Text>
    </Group>
  )
  return (
    <Stack gap={4} aria-label={t('cart.screen.totals')} role="group">
      {row(t('cart.screen.subtotal'), money(totals.subtotal), 'totals-subtotal')}
      {totals.discount > 0 && row(t('cart.screen.discount'), money(-totals.discount), 'totals-discount')}
      {totals.cover > 0 && row(t('cart.screen.cover'), money(totals.cover), 'totals-cover')}
      {totals.delivery > 0 && row(pickup ? t('cart.screen.pickupCost') : t('cart.screen.delivery'), money(totals.delivery), 'totals-delivery')}
      {shippingUnknown && totals.delivery === 0 && row(t('cart.screen.delivery'), t('checkout.shippingUnknownShort'), 'totals-delivery')}
      <Divider />
      {row(t('cart.screen.total'), money(totals.total), 'totals-total', true)}
    </Stack>
  )
}
