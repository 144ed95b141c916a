import { ActionIcon, Group, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/** − and + around a line's quantity, named for the dish they change. */
export function QuantityControls({ name, quantity, onDecrement, onIncrement, disabled }: { name: string; quantity: number; onDecrement: () => void; onIncrement: () => void; disabled: boolean }) {
  const { t } = useTranslation()
  return (
    <Group gap={6} wrap="nowrap">
      <ActionIcon variant="default" size="lg" aria-label={t('cart.screen.decrease', { name })} onClick={onDecrement} disabled={disabled}>
        <span aria-hidden="true">−</span>
      </ActionIcon>
      <Text miw={24} ta="center" aria-label={t('cart.screen.quantityOf', { name, count: quantity })} data-testid="line-quantity">
        {quantity}
      </Text>
      <ActionIcon variant="default" size="lg" aria-label={t('cart.screen.increase', { name })} onClick={onIncrement} disabled={disabled}>
        <span aria-hidden="true">+</span>
      </ActionIcon>
    </Group>
  )
}
