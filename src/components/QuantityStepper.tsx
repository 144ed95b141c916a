import { ActionIcon, Group, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/** − n + with labelled buttons; the value is announced when it changes. */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max = Number.POSITIVE_INFINITY,
  label,
  size = 'md',
}: {
  value: number
  onChange: (value: number) => void
  min?: number
  max?: number
  /** what is being counted, e.g. the item's or option's name */
  label: string
  size?: 'sm' | 'md' | 'lg'
}) {
  const { t } = useTranslation()
  return (
    <Group gap={6} wrap="nowrap" role="group" aria-label={t('menu.quantity.of', { name: label })}>
      <ActionIcon
        variant="default"
        size={size}
        radius="xl"
        aria-label={t('menu.quantity.decrease', { name: label })}
        disabled={value <= min}
        onClick={() => onChange(value - 1)}
      >
        <span aria-hidden="true">−</span>
      </ActionIcon>
      <Text component="output" aria-live="polite" miw={24} ta="center" fw={600}>
        {value}
      </Text>
      <ActionIcon
        variant="default"
        size={size}
        radius="xl"
        aria-label={t('menu.quantity.increase', { name: label })}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
      >
        <span aria-hidden="true">+</span>
      </ActionIcon>
    </Group>
  )
}
