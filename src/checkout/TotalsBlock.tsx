import { Divider, Group, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { TotalsView } from '../../projections/totals'
import { useMoney } from '../components/useMenu'
import { PRICE } from '../components/priceStyle'

/** Subtotal, discount, cover, the mode's cost and total (SPEC §3 cart prices; the quote, issue #13), in the venue's currency. */
export function TotalsBlock({ totals }: { totals: TotalsView }) {
  const { t } = useTranslation()
  const { money } = useMoney()
  const row = (label: string, value: string, testId: string, strong = false) => (
    <Group justify="space-between" wrap="nowrap" data-testid={testId}>
      <Text fw={strong ? 700 : 400}>{label}</Text>
      <Text fw={strong ? 700 : 400} style={PRICE}>
        {value}
      </Text>
    </Group>
  )
  return (
    <Stack gap={4} aria-label={t('cart.screen.totals')} role="group">
      {row(t('cart.screen.subtotal'), money(totals.subtotal), 'totals-subtotal')}
      {totals.discount > 0 && row(t('cart.screen.discount'), money(-totals.discount), 'totals-discount')}
      {totals.cover > 0 && row(t('cart.screen.cover'), money(totals.cover), 'totals-cover')}
      {totals.modeCost !== null && row(totals.modeCost.kind === 'pickup' ? t('cart.screen.pickupCost') : t('cart.screen.delivery'), money(totals.modeCost.amount), 'totals-delivery')}
      {totals.shippingUnknown && row(t('cart.screen.delivery'), t('checkout.shippingUnknownShort'), 'totals-delivery')}
      <Divider />
      {row(t('cart.screen.total'), money(totals.total), 'totals-total', true)}
    </Stack>
  )
}
