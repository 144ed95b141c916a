import { Button, Group, Modal, Stack, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TAB_GUEST_NAME_MAX } from '../../domain/textLimits'
import { useNavigate } from 'react-router-dom'
import { useVenuePath } from '../components/useMenu'
import { useDispatch } from '../venue/useDispatch'

/** The guest's name (or an emoji) and, for the receipt, an e-mail: then they open the table's tab, or join it (issue #18). */
export function JoinTabModal({ target, opening, onClose }: { target: { table_id: number } | { tab_id: string }; opening: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  const dispatch = useDispatch()
  const navigate = useNavigate()
  const path = useVenuePath()
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const [busy, setBusy] = useState(false)
  const trimmed = name.trim()
  const join = async () => {
    setBusy(true)
    const result = await dispatch({ type: 'JoinTab', name: trimmed, ...target, ...(email.trim() ? { email: email.trim() } : {}) })
    setBusy(false)
    if (result.ok) {
      onClose()
      navigate(path('tab'))
    }
  }
  return (
    <Modal opened onClose={onClose} title={t('tabUi.join.title')} centered closeButtonProps={{ 'aria-label': t('ui.close') }}>
      <Stack
        component="form"
        gap="sm"
        onSubmit={(event) => {
          event.preventDefault()
          if (trimmed !== '') void join()
        }}
      >
        <TextInput label={t('tabUi.join.name')} value={name} onChange={(event) => setName(event.currentTarget.value)} maxLength={TAB_GUEST_NAME_MAX} required data-autofocus autoComplete="given-name" />
        <TextInput label={t('tabUi.join.email')} type="email" value={email} onChange={(event) => setEmail(event.currentTarget.value)} autoComplete="email" />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('tabUi.join.cancel')}
          </Button>
          <Button type="submit" loading={busy} disabled={trimmed === ''}>
            {opening ? t('tabUi.join.open') : t('tabUi.join.join')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
