import { Alert, Anchor, Button, Checkbox, PasswordInput, Stack, Stepper, TextInput } from '@mantine/core'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CUSTOMER_NAME_MAX } from '../../domain/textLimits'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { confirmationError, PASSWORD_MIN_CHARACTERS, validateAccountForm, type AccountFormError } from '../../domain/accountForm'
import { fieldErrorsOf } from '../account/fieldErrors'
import { registrationFormOf } from '../account/registrationFields'
import { stepOf, stepSearch, type RegisterStep } from '../account/registerSteps'
import { ServerError } from '../account/ServerError'
import { VerificationMailButton } from '../account/VerificationMailButton'
import { useCustomerCall, type CallResult } from '../account/useCustomerCall'
import { sanitizeVenueHtml } from '../shell/SafeHtml'
import { ScreenFrame } from '../shell/ScreenFrame'
import { useVenue } from '../venue/venueContext'

const EMAIL_RULES = [{ name: 'email', kind: 'email', required: true }] as const
const PASSWORD_RULES = [
  { name: 'password', kind: 'newPassword', required: true },
  { name: 'passwordRepeat', kind: 'password', required: true },
] as const
const PROFILE_RULES = [
  { name: 'name', kind: 'text', required: false },
  { name: 'phone', kind: 'phone', required: false },
  { name: 'birthday', kind: 'date', required: false },
] as const

/** SPEC §2 register-customer: the multi-step customer registration (SPEC §7 isCustomerRegistered, register, send-verify-email). */
export default function RegisterCustomer() {
  const { t } = useTranslation()
  const { hash, info } = useVenue()
  const call = useCustomerCall()
  const navigate = useNavigate()
  const [search] = useSearchParams()
  const privacyText = useMemo(() => registrationFormOf(info).privacyText, [info])

  const [values, setValues] = useState<Record<string, string> & { email: string; password: string; passwordRepeat: string }>(() => ({ email: search.get('email') ?? '', password: search.get('password') ?? '', passwordRepeat: search.get('password') ?? '' }))
  const [newsletter, setNewsletter] = useState(false)
  const [privacy, setPrivacy] = useState(false)
  const [tried, setTried] = useState(false)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<CallResult<unknown> | null>(null)
  const [alreadyRegistered, setAlreadyRegistered] = useState(false)
  const [registered, setRegistered] = useState(false)

  // A password given in the URL (SPEC §2 params) is taken, then removed from the address bar and history.
  useEffect(() => {
    if (search.has('password')) navigate(stepSearch(search.get('email') ?? '', stepOf(search.get('step'), { email: true, password: true, registered: false })), { replace: true })
  }, [search, navigate])

  const step = stepOf(search.get('step'), { email: values.email.trim() !== '' && search.has('email'), password: values.password !== '', registered })
  const set = (name: string, value: string) => setValues((current) => ({ ...current, [name]: value }))
  const go = (to: RegisterStep) => {
    setTried(false)
    setFailure(null)
    navigate(stepSearch(values.email.trim(), to))
  }

  const errors: AccountFormError[] =
    step === 1
      ? validateAccountForm(EMAIL_RULES, values)
      : step === 2
        ? [...validateAccountForm(PASSWORD_RULES, values), ...[confirmationError(values.password ?? '', values.passwordRepeat ?? '', 'passwordRepeat')].filter((error) => error !== null)]
        : validateAccountForm(PROFILE_RULES, values, { required: privacyText !== null, accepted: privacy })
  const shown = tried ? fieldErrorsOf(errors, t) : {}

  const submit = async () => {
    setTried(true)
    if (errors.length > 0 || busy) return
    setBusy(true)
    try {
      if (step === 1) {
        const answer = await call({ type: 'CheckCustomerRegistered', email: values.email.trim() })
        setFailure(answer.ok ? null : answer)
        setAlreadyRegistered(answer.ok && answer.value)
        if (answer.ok && !answer.value) go(2)
      } else if (step === 2) {
        go(3)
      } else if (step === 3) {
        const text = (name: string) => values[name]?.trim() || null
        const answer = await call({
          type: 'RegisterCustomer',
          customer: { email: values.email.trim(), password: values.password, name: text('name'), phone: text('phone'), birthday: text('birthday') },
          preferences: { newsletter, language: document.documentElement.lang || 'it' },
        })
        setFailure(answer.ok ? null : answer)
        if (answer.ok) setRegistered(true)
      }
    } finally {
      setBusy(false)
    }
  }

  return (
    <ScreenFrame title={t('ui.screens.registerCustomer')}>
      <Stepper active={step - 1} size="xs" allowNextStepsSelect={false} aria-label={t('account.register.progress')}>
        <Stepper.Step label={t('account.register.stepEmail')} />
        <Stepper.Step label={t('account.register.stepPassword')} />
        <Stepper.Step label={t('account.register.stepProfile')} />
      </Stepper>
      {step === 4 ? (
        <Stack gap="sm">
          <Alert color="green" role="status" data-testid="registered">
            {t('account.register.done', { email: values.email })}
          </Alert>
          <VerificationMailButton email={values.email.trim()} />
          <Button component={Link} to={`/restaurants/${hash}/profile`}>
            {t('account.register.toProfile')}
          </Button>
        </Stack>
      ) : (
        <form
          noValidate
          aria-label={t('account.register.formLabel')}
          onSubmit={(event) => {
            event.preventDefault()
            void submit()
          }}
        >
          <Stack gap="sm">
            {step === 1 && (
              <>
                <TextInput type="email" label={t('account.fields.email')} withAsterisk aria-required autoComplete="email" value={values.email} onChange={(event) => { set('email', event.currentTarget.value); setAlreadyRegistered(false) }} error={shown.email} />
                {alreadyRegistered && (
                  <Alert color="orange" role="status" data-testid="already-registered">
                    {t('account.register.already')}{' '}
                    <Anchor component={Link} to={`/restaurants/${hash}/login-customer?email=${encodeURIComponent(values.email.trim())}`}>
                      {t('account.register.toLogin')}
                    </Anchor>
                  </Alert>
                )}
              </>
            )}
            {step === 2 && (
              <>
                <PasswordInput label={t('account.fields.password')} description={t('account.passwordHint', { count: PASSWORD_MIN_CHARACTERS })} withAsterisk aria-required autoComplete="new-password" value={values.password} onChange={(event) => set('password', event.currentTarget.value)} error={shown.password} />
                <PasswordInput label={t('account.fields.passwordRepeat')} withAsterisk aria-required autoComplete="new-password" value={values.passwordRepeat} onChange={(event) => set('passwordRepeat', event.currentTarget.value)} error={shown.passwordRepeat} />
              </>
            )}
            {step === 3 && (
              <>
                <TextInput label={t('account.fields.name')} autoComplete="name" maxLength={CUSTOMER_NAME_MAX} value={values.name ?? ''} onChange={(event) => set('name', event.currentTarget.value)} error={shown.name} />
                <TextInput type="tel" label={t('account.fields.phone')} autoComplete="tel" value={values.phone ?? ''} onChange={(event) => set('phone', event.currentTarget.value)} error={shown.phone} />
                <TextInput type="date" label={t('account.fields.birthday')} autoComplete="bday" value={values.birthday ?? ''} onChange={(event) => set('birthday', event.currentTarget.value)} error={shown.birthday} />
                <Checkbox label={t('account.preferences.newsletter')} checked={newsletter} onChange={(event) => setNewsletter(event.currentTarget.checked)} />
                {privacyText !== null && (
                  <Checkbox checked={privacy} onChange={(event) => setPrivacy(event.currentTarget.checked)} error={shown.privacy} label={<span dangerouslySetInnerHTML={{ __html: sanitizeVenueHtml(privacyText) }} />} />
                )}
              </>
            )}
            <ServerError result={failure} />
            <Button type="submit" loading={busy}>
              {step === 3 ? t('account.register.submit') : t('account.register.next')}
            </Button>
          </Stack>
        </form>
      )}
    </ScreenFrame>
  )
}
