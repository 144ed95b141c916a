import { ActionIcon, Badge, Card, Group, Stack, Text, Title } from '@mantine/core'
import { Trans, useTranslation } from 'react-i18next'
import type { PresentedTab } from '../../projections/tab'
import { QuantityControls } from '../cart/QuantityControls'
import { useMenu, useMoney } from '../components/useMenu'
import { useDispatch } from '../venue/useDispatch'
import { useListText } from '../i18n/useListText'
import { optionNames } from '../cart/optionNames'
import { optionNamesById } from '../cart/optionNamesById'
import { LineDetails } from '../cart/LineDetails'

type Guest = NonNullable<PresentedTab>['guests'][number]

/** One guest's lines on the tab, with their subtotal (issue #18); the guest's own unsent lines can be changed here. */
export function TabGuestLines({ guest, me }: { guest: Guest; me: boolean }) {
  const { t } = useTranslation()
  const { money } = useMoney()
  const { itemInfo, menu } = useMenu()
  const list = useListText()
  const dispatch = useDispatch()
  return (
    <Card withBorder padding="sm" component="section" aria-labelledby={`tab-guest-${guest.guestId}`} data-testid="tab-guest">
      <Title order={2} size="h5" id={`tab-guest-${guest.guestId}`}>
        {/* the name isolated: an Arabic name before "· € 3,50" on an Italian phone took the amount into its direction */}
        <Trans i18nKey="tabUi.screen.guest" values={{ name: me ? t('tabUi.screen.you', { name: guest.name }) : guest.name, subtotal: money(guest.subtotal) }} components={{ bdi: <bdi /> }} />
      </Title>
      {guest.lines.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('tabUi.screen.emptyGuest')}
        </Text>
      ) : (
        <Stack component="ul" gap={6} p={0} m={0} mt={6} style={{ listStyle: 'none' }}>
          {guest.lines.map((line) => {
            const editable = me && line.round === null && !line.pending
            const name = itemInfo.get(line.itemId)?.name ?? line.item
            // each option named as this phone's menu names it (the guest who added the line may read another language)
            const optionName = optionNamesById(menu.items.find((item) => item.id === line.itemId))
            const options = list(optionNames({ menuentryvariants: line.options.map((group) => ({ ...group, optionsselected: group.optionsselected.map((option) => ({ ...option, name: optionName.get(option.id) ?? option.name })) })) }))
            return (
              <Group component="li" key={line.lineId} justify="space-between" wrap="nowrap" data-testid="tab-line">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  {/* a line the guest can still change shows its quantity in its stepper, not twice */}
                  <Text fw={500} td={line.rejected ? 'line-through' : undefined}>
                    {editable ? name : `${line.quantity} × ${name}`}
                  </Text>
                  <LineDetails options={options} note={line.notes} />
                  <Group gap={4}>
                    {line.pending && <Badge variant="light" color="gray">{t('tabUi.screen.pending')}</Badge>}
                    {line.round !== null && !line.rejected && <Badge variant="light">{t('tabUi.screen.sent', { round: line.round })}</Badge>}
                    {line.rejected && <Badge variant="light" color="red">{t('tabUi.screen.rejected', { round: line.round })}</Badge>}
                    {line.paying && <Badge variant="light" color="orange">{t('tabUi.screen.paying')}</Badge>}
                    {line.paid && <Badge variant="light" color="green">{t('tabUi.screen.paid')}</Badge>}
                  </Group>
                </Stack>
                <Group gap={6} wrap="nowrap">
                  {editable && (
                    <>
                      <QuantityControls
                        name={name}
                        quantity={line.quantity}
                        disabled={false}
                        onDecrement={() => void dispatch(line.quantity > 1 ? { type: 'SetTabLineQuantity', lineId: line.lineId, quantity: line.quantity - 1 } : { type: 'RemoveTabLine', lineId: line.lineId })}
                        onIncrement={() => void dispatch({ type: 'SetTabLineQuantity', lineId: line.lineId, quantity: line.quantity + 1 })}
                      />
                      <ActionIcon variant="subtle" color="red" size="lg" aria-label={t('tabUi.screen.remove', { name })} onClick={() => void dispatch({ type: 'RemoveTabLine', lineId: line.lineId })}>
                        <span aria-hidden="true">×</span>
                      </ActionIcon>
                    </>
                  )}
                  <Text fw={600} miw={64} ta="end" td={line.rejected ? 'line-through' : undefined}>
                    {money(line.amount)}
                  </Text>
                </Group>
              </Group>
            )
          })}
        </Stack>
      )}
    </Card>
  )
}
