import { Group, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { PresentedTab } from '../../projections/tab'
import { OrderStatusBadge } from '../orders/OrderConfirmation'

/** The rounds the table sent, each one order of the venue, with its live status (issue #18): on the tab and in the guest's orders. */
export function TabRounds({ rounds }: { rounds: NonNullable<PresentedTab>['rounds'] }) {
  const { t } = useTranslation()
  return (
    <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }} data-testid="tab-round-list">
      {rounds.map((round) => (
        <Group component="li" key={round.round} gap="xs" wrap="nowrap" justify="space-between" data-testid="tab-round">
          <Text size="sm">
            {t('tabUi.rounds.line', { round: round.round, order: round.restaurantorderid, count: round.lines, guest: round.sentBy })}
            {round.rejected && ` · ${t('tabUi.rounds.rejected')}`}
          </Text>
          {/* the status keeps its word whole; the round's line wraps instead ("IN PREPARAZI…" at 390 px) */}
          <div style={{ flexShrink: 0 }}>
            <OrderStatusBadge status={round.status} />
          </div>
        </Group>
      ))}
    </Stack>
  )
}
