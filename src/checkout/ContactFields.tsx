import { Button, Collapse, Stack, TextInput } from '@mantine/core'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { CONTACT_TEXT_MAX } from '../../domain/textLimits'
import type { CheckoutPlan } from '../../commands/checkoutPlan'
import type { CheckoutField } from '../../domain/checkoutForm'
import type { CheckoutDraft } from '../../domain/checkoutDraft'
import { isFieldLabelKey } from '../../domain/fieldLabels'

type SetField = <K extends keyof CheckoutDraft>(key: K, value: CheckoutDraft[K]) => void

/**
 * The guest's contacts. Served at the table, where the venue requires none of them, they are
 * offered behind a button instead of asked (issue #16.7); elsewhere, and once filled, they show.
 */
function OptionalContacts({ optional, filled, invalid, children }: { optional: boolean; filled: boolean; invalid: boolean; children: ReactNode }) {
  const { t } = useTranslation()
  const [opened, setOpen] = useState(filled)
  const open = opened || invalid
  if (!optional) return children
  return (
    <Stack gap="md">
      <Button variant="subtle" size="compact-sm" w="fit-content" aria-expanded={open} aria-controls="optional-contacts" onClick={() => setOpen((value) => !value)}>
        {t('checkout.optionalContacts')}
      </Button>
      <Collapse expanded={open} id="optional-contacts">
        <Stack gap="md">{children}</Stack>
      </Collapse>
    </Stack>
  )
}

/** The contact and venue fields the mode asks (SPEC §2): name, e-mail, phone, customer id, the optional field, covers. */
export function ContactFields(props: { fields: CheckoutPlan['fields']; atTable: boolean; draft: CheckoutDraft; set: SetField; errorOf: (field: CheckoutField) => string | undefined }) {
  const { t } = useTranslation()
  const { fields, draft, set, errorOf } = props
  const { email, phone, idCliente, optional, covers } = fields
  const labelOf = (label: string) => (isFieldLabelKey(label) ? t(`checkout.fieldLabels.${label.slice('field.'.length)}`) : label)
  return (
    <>
      <OptionalContacts optional={props.atTable && !email?.required && !phone?.required} filled={draft.name !== '' || draft.email !== '' || draft.phone !== ''} invalid={errorOf('email') !== undefined || errorOf('phone') !== undefined}>
        <TextInput label={t('checkout.name')} value={draft.name} onChange={(event) => set('name', event.currentTarget.value)} autoComplete="name" maxLength={CONTACT_TEXT_MAX.name} />
        {email?.enabled && (
          <TextInput type="email" label={t('checkout.fieldLabels.email')} withAsterisk={email.required} aria-required={email.required} value={draft.email} onChange={(event) => set('email', event.currentTarget.value)} error={errorOf('email')} autoComplete="email" maxLength={CONTACT_TEXT_MAX.email} />
        )}
        {phone?.enabled && (
          <TextInput type="tel" label={t('checkout.fieldLabels.phone')} withAsterisk={phone.required} aria-required={phone.required} value={draft.phone} onChange={(event) => set('phone', event.currentTarget.value)} error={errorOf('phone')} autoComplete="tel" maxLength={CONTACT_TEXT_MAX.phone} />
        )}
      </OptionalContacts>
      {idCliente?.enabled && (
        <TextInput label={labelOf(idCliente.label)} withAsterisk={idCliente.required} aria-required={idCliente.required} value={draft.id_cliente} onChange={(event) => set('id_cliente', event.currentTarget.value)} error={errorOf('id_cliente')} maxLength={CONTACT_TEXT_MAX.id_cliente} />
      )}
      {optional?.enabled && (
        <TextInput label={labelOf(optional.label)} withAsterisk={optional.required} aria-required={optional.required} value={draft.optional_field} onChange={(event) => set('optional_field', event.currentTarget.value)} error={errorOf('optional_field')} maxLength={CONTACT_TEXT_MAX.optional_field} />
      )}
      {covers?.enabled && (
        <TextInput type="number" inputMode="numeric" min={0} label={t('checkout.fieldLabels.covers')} withAsterisk={covers.required} aria-required={covers.required} value={draft.covers} onChange={(event) => set('covers', event.currentTarget.value)} error={errorOf('covers')} />
      )}
    </>
  )
}
