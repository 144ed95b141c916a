import { Text, type TextProps } from '@mantine/core'
import type { Cents } from '../../domain/money'
import type { MenuItem } from '../../domain/menuTypes'
import { useMoney } from './useMenu'

/** An amount in cents, formatted by SPEC §5 Display filters. */
export function Price({ cents, ...props }: { cents: Cents } & TextProps) {
  const { money } = useMoney()
  return (
    <Text component="span" fw={600} {...props}>
      {money(cents)}
    </Text>
  )
}

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
