import { Alert, Button, Group, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useViews } from '../venue/hooks'
import { useDispatch } from '../venue/useDispatch'

/** Who is signed in, with the logout control (SPEC §4 Customer: logout clears local login data even when the call fails). */
export function LoggedInAs() {
  const { t } = useTranslation()
  const { customer } = useViews()
  const dispatch = useDispatch()
  const [busy, setBusy] = useState(false)
  if (!customer.loggedIn) return null
  return (
    <Alert color="blue" role="status" data-testid="logged-in-as">
      {/* at 390 px a long address wraps, and the button goes under it whole (it was cut to "Esc") */}
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" style={{ overflowWrap: 'anywhere', minWidth: 0, flex: '1 1 12rem' }}>
          {t('account.loggedInAs', { email: customer.customer?.email ?? '' })}
        </Text>
        <Button
          size="compact-sm"
          style={{ flexShrink: 0 }}
          variant="light"
          loading={busy}
          onClick={() => {
            setBusy(true)
            void dispatch({ type: 'LogOut' }).finally(() => setBusy(false))
          }}
        >
          {t('account.logout')}
        </Button>
      </Group>
    </Alert>
  )
}
