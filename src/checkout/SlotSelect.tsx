import { NativeSelect } from '@mantine/core'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { slotKey, type GeneratedSlot } from '../../domain/slots'

/** SPEC §4 Time slots: the mode's slots grouped by day; a slot the venue says is full is shown and cannot be picked. */
export function SlotSelect(props: { slots: readonly GeneratedSlot[]; full: ReadonlySet<string>; value: string | null; onChange: (key: string | null) => void; error: string | undefined }) {
  const { t } = useTranslation()
  const { slots, full } = props
  const groups = useMemo(() => {
    const byDay: { group: string; items: { value: string; label: string; disabled?: boolean }[] }[] = []
    for (const slot of slots) {
      let group = byDay.find((candidate) => candidate.group === slot.day)
      if (!group) byDay.push((group = { group: slot.day, items: [] }))
      const isFull = full.has(slotKey(slot))
      group.items.push({ value: slotKey(slot), label: isFull ? `${slot.time_to_save} (${t('checkout.slotFull')})` : slot.time_to_save, disabled: isFull })
    }
    return byDay
  }, [slots, full, t])
  return (
    <NativeSelect
      label={t('checkout.timeSlot')}
      withAsterisk
      aria-required
      value={props.value ?? ''}
      onChange={(event) => props.onChange(event.currentTarget.value === '' ? null : event.currentTarget.value)}
      data={[{ group: t('checkout.timeSlotChoose'), items: [{ value: '', label: t('checkout.timeSlotChoose') }] }, ...groups]}
      error={props.error ?? (slots.length === 0 ? t('checkout.noSlots') : undefined)}
    />
  )
}
