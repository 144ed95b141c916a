import { Text, type TextProps } from '@mantine/core'
import type { MenuItem } from '../../domain/menuTypes'
import { useMoney } from './useMenu'

/** An item's price line with its price mode (SPEC §3 Item), or nothing for 'none' / no price. */
export function ItemPrice({ item, ...props }: { item: Pick<MenuItem, 'price' | 'price_mode'> } & TextProps) {
  const { itemPrice } = useMoney()
  const text = itemPrice(item)
  if (text === null) return null
  return (
    <Text component="span" fw={600} {...props}>
      {text}
    </Text>
  )
}
