import { NativeSelect } from '@mantine/core'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { ITALIAN_WEEKDAYS, slotDayLabel, slotKey, type GeneratedSlot } from '../../domain/slots'

/**
 * A slot's day in the guest's language: SPEC §9 names it in Italian ("Oggi", "Domani", the weekday),
 * which an Arabic or English guest read as it was.
 */
function dayIn(label: string, language: string, t: (key: string) => string): string {
  if (language.startsWith('it')) return label
  if (label === slotDayLabel(0, 0)) return t('checkout.slotToday')
  if (label === slotDayLabel(1, 0)) return t('checkout.slotTomorrow')
  const weekday = (ITALIAN_WEEKDAYS as readonly string[]).indexOf(label)
  // 1 January 2024 was a Monday (weekday 0 here)
  return weekday < 0 ? label : new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 1 + weekday))
}

/** SPEC §4 Time slots: the mode's slots grouped by day; a slot the venue says is full is shown and cannot be picked. */
export function SlotSelect(props: { slots: readonly GeneratedSlot[]; full: ReadonlySet<string>; value: string | null; onChange: (key: string | null) => void; error: string | undefined }) {
  const { t, i18n } = useTranslation()
  const { slots, full } = props
  const groups = useMemo(() => {
    const byDay: { group: string; items: { value: string; label: string; disabled?: boolean }[] }[] = []
    for (const slot of slots) {
      const day = dayIn(slot.day, i18n.language, t)
      let group = byDay.find((candidate) => candidate.group === day)
      if (!group) byDay.push((group = { group: day, items: [] }))
      const isFull = full.has(slotKey(slot))
      // the chosen slot shows alone in the closed field: a day other than today says which (tomorrow's 12:00 read as today's)
      const time = slot.day === slotDayLabel(0, 0) ? slot.time_to_save : `${slot.time_to_save} · ${day}`
      group.items.push({ value: slotKey(slot), label: isFull ? `${time} (${t('checkout.slotFull')})` : time, disabled: isFull })
    }
    return byDay
  }, [slots, full, t, i18n.language])
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
