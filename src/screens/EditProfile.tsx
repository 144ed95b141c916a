import { Alert, Button, Checkbox, Divider, Loader, Stack, TextInput } from '@mantine/core'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CUSTOMER_NAME_MAX } from '../../domain/textLimits'
import { validateAccountForm } from '../../domain/accountForm'
import { fieldErrorsOf } from '../account/fieldErrors'
import { LoginRequired } from '../account/LoginRequired'
import { SensitiveChanges } from '../account/SensitiveChanges'
import { ServerError } from '../account/ServerError'
import { useCustomerCall, type CallResult } from '../account/useCustomerCall'
import { useProfile } from '../account/useProfile'
import { ScreenFrame } from '../shell/ScreenFrame'
import { useViews } from '../venue/hooks'

const RULES = [
  { name: 'name', kind: 'text', required: false },
  { name: 'phone', kind: 'phone', required: false },
  { name: 'birthday', kind: 'date', required: false },
] as const

/** SPEC §2 edit-profile: name, phone, birthday and preferences (SPEC §7 updateCustomer); e-mail and password behind the current password. */
export default function EditProfile() {
  const { t } = useTranslation()
  const { customer } = useViews()
  const { loaded } = useProfile()
  const call = useCustomerCall()
  const profile = customer.profile
  const [values, setValues] = useState({ name: '', phone: '', birthday: '' })
  const [newsletter, setNewsletter] = useState(false)
  const [tried, setTried] = useState(false)
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<CallResult<unknown> | null>(null)

  // The form starts from the profile as loaded, and again only when its content changes (a reload that brings the same data keeps what is typed).
  const profileKey = profile ? JSON.stringify([profile.name, profile.phone, profile.birthday]) : null
  useEffect(() => {
    if (profile) setValues({ name: profile.name ?? '', phone: profile.phone ?? '', birthday: profile.birthday ?? '' })
  }, [profileKey]) // keyed on the profile's content, not its identity
  const preferences = loaded?.ok ? loaded.value.preferences : null
  useEffect(() => {
    if (preferences) setNewsletter(preferences.newsletter === true)
  }, [preferences])

  if (!customer.loggedIn) {
    return (
      <ScreenFrame title={t('ui.screens.editProfile')}>
        <LoginRequired />
      </ScreenFrame>
    )
  }

  const errors = validateAccountForm(RULES, values)
  const shown = tried ? fieldErrorsOf(errors, t) : {}
  const text = (value: string) => value.trim() || null

  const submit = async () => {
    setTried(true)
    if (errors.length > 0 || busy) return
    setBusy(true)
    const answer = await call({ type: 'UpdateCustomer', changes: { name: text(values.name), phone: text(values.phone), birthday: text(values.birthday) }, preferences: { ...(preferences ?? {}), newsletter } })
    setBusy(false)
    setResult(answer)
  }

  return (
    <ScreenFrame title={t('ui.screens.editProfile')}>
      {profile === undefined ? (
        loaded === null ? <Loader aria-label={t('ui.loading')} /> : <ServerError result={loaded} />
      ) : (
        <Stack gap="lg">
          <form
            noValidate
            aria-label={t('account.edit.formLabel')}
            onSubmit={(event) => {
              event.preventDefault()
              void submit()
            }}
          >
            <Stack gap="sm">
              <TextInput label={t('account.fields.name')} autoComplete="name" maxLength={CUSTOMER_NAME_MAX} value={values.name} onChange={(event) => setValues({ ...values, name: event.currentTarget.value })} error={shown.name} />
              <TextInput type="tel" label={t('account.fields.phone')} autoComplete="tel" value={values.phone} onChange={(event) => setValues({ ...values, phone: event.currentTarget.value })} error={shown.phone} />
              <TextInput type="date" label={t('account.fields.birthday')} autoComplete="bday" value={values.birthday} onChange={(event) => setValues({ ...values, birthday: event.currentTarget.value })} error={shown.birthday} />
              <Checkbox label={t('account.preferences.newsletter')} checked={newsletter} onChange={(event) => setNewsletter(event.currentTarget.checked)} />
              {result?.ok && (
                <Alert color="green" role="status" data-testid="profile-saved">
                  {t('account.edit.saved')}
                </Alert>
              )}
              <ServerError result={result} />
              <Button type="submit" loading={busy}>
                {t('account.edit.save')}
              </Button>
            </Stack>
          </form>
          <Divider />
          <SensitiveChanges email={profile.email} hasPassword={loaded?.ok ? loaded.value.has_password : true} />
        </Stack>
      )}
    </ScreenFrame>
  )
}

