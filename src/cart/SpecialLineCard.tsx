import { Button, Card, Group, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { type SpecialMenuLine, specialMenuLineTotal } from '../../domain/specialMenuLine'
import { useMoney } from '../components/useMenu'
import { useDispatch } from '../venue/useDispatch'
import { QuantityControls } from './QuantityControls'
import { useListText } from '../i18n/useListText'
import { optionNames } from './optionNames'
import { PRICE } from '../components/priceStyle'

/** A special menu in the cart: the menu, the dishes chosen for each of its courses, its price and quantity. */
export function SpecialLineCard({ line, locked }: { line: SpecialMenuLine; locked: boolean }) {
  const { t } = useTranslation()
  const list = useListText()
  const dispatch = useDispatch()
  const { money } = useMoney()
  const snapshot = { specialMenuId: line.specialMenuId, name: line.name, price: line.price, menuentries: line.menuentries }
  return (
    <Card withBorder padding="sm" component="li" data-testid="cart-special-line">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600}>{line.name}</Text>
            {line.menuentries.map((entry, index) => {
              const options = list(optionNames(entry))
              return (
                <Text size="sm" c="dimmed" key={`${entry.item.id}-${index}`}>
                  {options === '' ? entry.item.name : `${entry.item.name} (${options})`}
                </Text>
              )
            })}
          </Stack>
          <Text fw={600} style={PRICE}>
            {money(specialMenuLineTotal(line))}
          </Text>
        </Group>
        <Group justify="space-between" wrap="nowrap">
          <QuantityControls
            name={line.name}
            quantity={line.quantity}
            disabled={locked}
            onDecrement={() => void dispatch({ type: 'DecrementSpecialMenuLine', lineKey: line.key })}
            onIncrement={() => void dispatch({ type: 'AddSpecialMenuLine', line: snapshot, quantity: 1 })}
          />
          <Button variant="subtle" color="red" size="compact-sm" disabled={locked} aria-label={t('cart.screen.removeLine', { name: line.name })} onClick={() => void dispatch({ type: 'RemoveSpecialMenuLine', lineKey: line.key })}>
            {t('cart.screen.remove')}
          </Button>
        </Group>
      </Stack>
    </Card>
  )
}
