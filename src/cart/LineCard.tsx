import { Anchor, Button, Card, Group, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { lineTotal, type CartLine } from '../../domain/cartLine'
import { useMoney } from '../components/useMenu'
import { PRICE } from '../components/priceStyle'
import { useDispatch } from '../venue/useDispatch'
import { useListText } from '../i18n/useListText'
import { optionNames } from './optionNames'
import { LineDetails } from './LineDetails'
import { QuantityControls } from './QuantityControls'

/** A cart line (SPEC §4 Cart): the dish, its options and notes, its total, its quantity controls and the way to edit it. */
export function LineCard({ line, locked, hash }: { line: CartLine; locked: boolean; hash: string }) {
  const { t } = useTranslation()
  const dispatch = useDispatch()
  const { money } = useMoney()
  const list = useListText()
  const options = list(optionNames(line))
  return (
    <Card withBorder padding="sm" component="li" data-testid="cart-line">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600}>{line.item.name}</Text>
            <LineDetails options={options} note={line.notes} />
          </Stack>
          <Text fw={600} data-testid="line-total" style={PRICE}>
            {money(lineTotal(line))}
          </Text>
        </Group>
        <Group justify="space-between" wrap="nowrap">
          <QuantityControls
            name={line.item.name}
            quantity={line.quantity}
            disabled={locked}
            onDecrement={() => void dispatch({ type: 'DecrementLine', lineKey: line.key })}
            onIncrement={() => void dispatch({ type: 'AddLine', line: { item: line.item, menuentryvariants: line.menuentryvariants, notes: line.notes }, quantity: 1 })}
          />
          <Group gap="xs" wrap="nowrap">
            {!locked && (
              <Anchor component={Link} to={`/restaurants/${hash}/item/${line.item.id}?edit=${encodeURIComponent(line.key)}`} size="sm" aria-label={t('cart.screen.editLine', { name: line.item.name })}>
                {t('cart.screen.edit')}
              </Anchor>
            )}
            <Button variant="subtle" color="red" size="compact-sm" disabled={locked} aria-label={t('cart.screen.removeLine', { name: line.item.name })} onClick={() => void dispatch({ type: 'RemoveLine', lineKey: line.key })}>
              {t('cart.screen.remove')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Card>
  )
}
