import { Button, Checkbox, Stack, Text, TextInput } from '@mantine/core'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { validateAccountForm } from '../../domain/accountForm'
import { CUSTOMER_NAME_MAX } from '../../domain/textLimits'
import { sanitizeVenueHtml } from '../shell/SafeHtml'
import { useVenue } from '../venue/venueContext'
import { fieldErrorsOf } from './fieldErrors'
import { REGISTRATION_MARKER_MS, registrationFormOf } from './registrationFields'
import { ServerError } from './ServerError'
import { useCustomerCall, type CallResult } from './useCustomerCall'

const INPUT_TYPES: Record<string, string> = { email: 'email', phone: 'tel', birthday: 'date' }
const AUTOCOMPLETE: Record<string, string> = { email: 'email', phone: 'tel', name: 'name', birthday: 'bday' }

/**
 * The venue's registration form (SPEC §3 Registration form fields, §7 POST v5 contact): e-mail and
 * the venue's enabled fields, privacy when the venue has a privacy text. Sending it records the
 * registration-done marker (RegistrationFormSent).
 */
export function RegistrationForm({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation()
  const { info } = useVenue()
  const call = useCustomerCall()
  const form = useMemo(() => registrationFormOf(info), [info])
  const [values, setValues] = useState<Record<string, string>>({})
  const [privacy, setPrivacy] = useState(false)
  const [tried, setTried] = useState(false)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<CallResult<unknown> | null>(null)

  const errors = validateAccountForm(form.rules, values, { required: form.privacyText !== null, accepted: privacy })
  const shown = tried ? fieldErrorsOf(errors, t) : {}

  const submit = async () => {
    setTried(true)
    if (errors.length > 0 || busy) return
    setBusy(true)
    const contact: Record<string, string | boolean | null> = {}
    for (const rule of form.rules) contact[rule.name] = (values[rule.name] ?? '').trim() || null
    if (form.privacyText !== null) contact.privacy = privacy
    const result = await call({ type: 'SendRegistrationForm', contact, markerLifetimeMs: REGISTRATION_MARKER_MS })
    setBusy(false)
    setFailure(result.ok ? null : result)
    if (result.ok) onDone?.()
  }

  return (
    <form
      noValidate
      aria-label={t('account.registration.formLabel')}
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <Stack gap="sm">
        {form.rules.map((rule) => (
          <TextInput
            key={rule.name}
            label={t(`account.fields.${rule.name}`, { defaultValue: rule.name })}
            type={INPUT_TYPES[rule.name] ?? 'text'}
            autoComplete={AUTOCOMPLETE[rule.name]}
            maxLength={rule.name === 'name' ? CUSTOMER_NAME_MAX : undefined}
            withAsterisk={rule.required}
            aria-required={rule.required}
            value={values[rule.name] ?? ''}
            onChange={(event) => {
              const value = event.currentTarget.value
              setValues((current) => ({ ...current, [rule.name]: value }))
            }}
            error={shown[rule.name]}
          />
        ))}
        {form.privacyText !== null && (
          <Checkbox checked={privacy} onChange={(event) => setPrivacy(event.currentTarget.checked)} error={shown.privacy} label={<span dangerouslySetInnerHTML={{ __html: sanitizeVenueHtml(form.privacyText) }} />} />
        )}
        {tried && errors.length > 0 && (
          <Text size="sm" c="red" role="alert">
            {t('form.check')}
          </Text>
        )}
        <ServerError result={failure} />
        <Button type="submit" loading={busy}>
          {info.registration_button_text ?? t('account.registration.submit')}
        </Button>
      </Stack>
    </form>
  )
}
