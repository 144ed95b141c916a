import { Button, Stack, Text, TextInput } from '@mantine/core'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CONTACT_TEXT_MAX } from '../../domain/textLimits'
import type { CheckoutPlan } from '../../commands/checkoutPlan'
import type { CheckoutDraft } from '../../domain/checkoutDraft'
import { useMoney } from '../components/useMenu'
import { SavedAddressPicker } from './SavedAddressPicker'

/**
 * SPEC §4 Delivery: the delivery address with the venue's other order fields; at an online venue
 * the address is located (on blur or on request) and the shipping it costs, or that it is out of
 * range, is said under it.
 */
export function AddressFields(props: {
  plan: CheckoutPlan
  draft: CheckoutDraft
  onDraft: (change: (draft: CheckoutDraft) => CheckoutDraft) => void
  tried: boolean
  locates: boolean
  /** The distance of the address as typed, once located (null when the geocoder did not find it); undefined before. */
  located: number | null | undefined
  locate: () => void
}) {
  const { t } = useTranslation()
  const { money } = useMoney()
  const { plan, draft, onDraft, tried, located } = props
  // a saved address chosen is located at once, as a typed one is when the field is left: its delivery cost shows before sending
  const [chosenSaved, setChosenSaved] = useState(false)
  useEffect(() => {
    if (!chosenSaved) return
    setChosenSaved(false)
    props.locate()
  }, [chosenSaved, draft.address])
  const setField = (name: string, value: string) => onDraft((current) => ({ ...current, fields: { ...current.fields, [name]: value } }))
  const fieldLabel = (name: string) => t(`checkout.orderFields.${name}`, { defaultValue: name })
  return (
    <Stack gap={6}>
      <SavedAddressPicker
        current={draft.address}
        onChoose={(line) => {
          onDraft((current) => ({ ...current, address: line }))
          setChosenSaved(true)
        }}
      />
      <TextInput
        label={t('checkout.address')}
        maxLength={CONTACT_TEXT_MAX.address}
        withAsterisk={plan.addressRequired}
        aria-required={plan.addressRequired}
        value={draft.address}
        onChange={(event) => {
          const value = event.currentTarget.value
          onDraft((current) => ({ ...current, address: value }))
        }}
        onBlur={props.locate}
        error={tried && plan.addressMissing ? t('form.required', { 0: t('checkout.address') }) : undefined}
        autoComplete="street-address"
      />
      {props.locates && plan.address !== '' && located === undefined && (
        <Button variant="light" size="compact-sm" onClick={props.locate} w="fit-content">
          {t('checkout.locate')}
        </Button>
      )}
      {plan.outOfRange && (
        <Text c="red" size="sm" role="alert">
          {t('checkout.outOfRange')}
        </Text>
      )}
      {located !== undefined && located !== null && !plan.outOfRange && (
        <Text size="sm" data-testid="shipping-cost">
          {t('checkout.shippingCost', { amount: money(plan.quote.delivery) })}
        </Text>
      )}
      {located !== undefined && plan.quote.shippingUnknown && (
        <Text size="sm" c="orange" role="status" data-testid="shipping-unknown">
          {t('checkout.shippingUnknown')}
        </Text>
      )}
      {plan.otherFields.map((field) => (
        <TextInput
          key={field.name}
          label={fieldLabel(field.name)}
          withAsterisk={field.required}
          aria-required={field.required}
          value={draft.fields[field.name] ?? ''}
          onChange={(event) => setField(field.name, event.currentTarget.value)}
          error={tried && plan.missingFields.includes(field.name) ? t('form.required', { 0: fieldLabel(field.name) }) : undefined}
        />
      ))}
    </Stack>
  )
}
