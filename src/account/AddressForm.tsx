import { Button, Checkbox, Group, Stack, Textarea, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AddressInput } from '../../api/customerPort'
import { validateAccountForm } from '../../domain/accountForm'
import type { SavedAddressView } from '../../projections/customer'
import { fieldErrorsOf } from './fieldErrors'

const RULES = [
  { name: 'address', kind: 'text', required: true },
  { name: 'city', kind: 'text', required: false },
  { name: 'zip', kind: 'text', required: false },
  { name: 'province', kind: 'text', required: false },
  { name: 'notes', kind: 'text', required: false },
] as const

type Values = { address: string; city: string; zip: string; province: string; notes: string }

const valuesOf = (address: SavedAddressView | null): Values => ({
  address: address?.address ?? '',
  city: address?.city ?? '',
  zip: address?.zip ?? '',
  province: address?.province ?? '',
  notes: address?.notes ?? '',
})

/** Adds or edits a saved address (SPEC §3 Customer: customer_address). */
export function AddressForm({ editing, busy, onSave, onCancel }: { editing: SavedAddressView | null; busy: boolean; onSave: (address: AddressInput) => void; onCancel: () => void }) {
  const { t } = useTranslation()
  const [values, setValues] = useState<Values>(() => valuesOf(editing))
  const [makeDefault, setMakeDefault] = useState(editing?.address_default ?? false)
  const [tried, setTried] = useState(false)
  const errors = validateAccountForm(RULES, values)
  const shown = tried ? fieldErrorsOf(errors, t, (field) => t(`account.address.fields.${field}`)) : {}
  const field = (name: keyof Values, autoComplete?: string) => ({
    label: t(`account.address.fields.${name}`),
    value: values[name],
    autoComplete,
    error: shown[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value
      setValues((current) => ({ ...current, [name]: value }))
    },
  })
  const text = (value: string) => value.trim() || null
  return (
    <form
      noValidate
      aria-label={editing ? t('account.address.editLabel') : t('account.address.addLabel')}
      onSubmit={(event) => {
        event.preventDefault()
        setTried(true)
        if (errors.length > 0 || busy) return
        onSave({ address: values.address.trim(), city: text(values.city), zip: text(values.zip), province: text(values.province), notes: text(values.notes), address_default: makeDefault })
      }}
    >
      <Stack gap="sm">
        <TextInput {...field('address', 'street-address')} withAsterisk aria-required placeholder={t('account.address.placeholder')} />
        <Group grow>
          <TextInput {...field('zip', 'postal-code')} />
          <TextInput {...field('city', 'address-level2')} />
        </Group>
        <TextInput {...field('province', 'address-level1')} />
        <Textarea {...field('notes')} rows={2} maxLength={300} />
        <Checkbox label={t('account.address.makeDefault')} checked={makeDefault} onChange={(event) => setMakeDefault(event.currentTarget.checked)} />
        <Group>
          <Button type="submit" loading={busy}>
            {t('account.address.save')}
          </Button>
          <Button variant="subtle" onClick={onCancel}>
            {t('account.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
