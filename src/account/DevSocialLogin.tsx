import { Button, Modal, Stack, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { validateAccountForm } from '../../domain/accountForm'
import { useVenue } from '../venue/venueContext'
import { fieldErrorsOf } from './fieldErrors'
import { callbackPath } from './socialLogin'

const RULES = [
  { name: 'email', kind: 'email', required: true },
  { name: 'name', kind: 'text', required: false },
] as const

/** The development provider's "sign-in page": it vouches for nothing and returns at once to the callback route. */
export function DevSocialLogin({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  const { hash } = useVenue()
  const navigate = useNavigate()
  const [values, setValues] = useState({ email: '', name: '' })
  const [tried, setTried] = useState(false)
  const errors = validateAccountForm(RULES, values)
  const shown = tried ? fieldErrorsOf(errors, t) : {}
  return (
    <Modal opened={opened} onClose={onClose} title={t('account.login.devTitle')} closeButtonProps={{ 'aria-label': t('ui.close') }} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          setTried(true)
          if (errors.length === 0) navigate(callbackPath('dev', hash, { email: values.email.trim(), name: values.name.trim() }))
        }}
      >
        <Stack gap="sm">
          <TextInput type="email" label={t('account.fields.email')} withAsterisk aria-required value={values.email} onChange={(event) => setValues({ ...values, email: event.currentTarget.value })} error={shown.email} autoComplete="email" />
          <TextInput label={t('account.fields.name')} value={values.name} onChange={(event) => setValues({ ...values, name: event.currentTarget.value })} autoComplete="name" />
          <Button type="submit">{t('account.login.devContinue')}</Button>
        </Stack>
      </form>
    </Modal>
  )
}
