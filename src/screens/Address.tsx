import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AddressInput } from '../../api/customerPort'
import { addressLine } from '../../domain/savedAddress'
import { savedAddressesOf, type SavedAddressView } from '../../projections/customer'
import { AddressForm } from '../account/AddressForm'
import { LoginRequired } from '../account/LoginRequired'
import { ServerError } from '../account/ServerError'
import { useCustomerCall, type CallResult } from '../account/useCustomerCall'
import { useProfile } from '../account/useProfile'
import { ScreenFrame } from '../shell/ScreenFrame'
import { useViews } from '../venue/hooks'

type Editing = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; address: SavedAddressView }

/** SPEC §2 address: the customer's saved addresses (add, edit, delete, default), offered by the delivery checkout. */
export default function Address() {
  const { t } = useTranslation()
  const { customer } = useViews()
  const { loaded } = useProfile()
  const call = useCustomerCall()
  const [editing, setEditing] = useState<Editing>({ kind: 'none' })
  const [confirmDelete, setConfirmDelete] = useState<number | null>(null)
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<CallResult<unknown> | null>(null)

  if (!customer.loggedIn) {
    return (
      <ScreenFrame title={t('ui.screens.address')}>
        <LoginRequired />
      </ScreenFrame>
    )
  }
  const addresses = savedAddressesOf(customer)

  const run = async (command: Parameters<typeof call>[0]) => {
    setBusy(true)
    const answer = await call(command)
    setBusy(false)
    setResult(answer.ok ? null : answer)
    return answer.ok
  }
  const save = async (input: AddressInput) => {
    const saved = editing.kind === 'edit' ? await run({ type: 'UpdateAddress', id: editing.address.id, address: input }) : await run({ type: 'AddAddress', address: input })
    if (saved) setEditing({ kind: 'none' })
  }

  return (
    <ScreenFrame title={t('ui.screens.address')}>
      <ServerError result={loaded} />
      <ServerError result={result} />
      {addresses.length === 0 && editing.kind !== 'new' && <Text c="dimmed">{t('account.address.none')}</Text>}
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('ui.screens.address')}>
        {addresses.map((address) =>
          editing.kind === 'edit' && editing.address.id === address.id ? (
            <li key={address.id}>
              <AddressForm editing={address} busy={busy} onSave={(input) => void save(input)} onCancel={() => setEditing({ kind: 'none' })} />
            </li>
          ) : (
            <Card component="li" key={address.id} withBorder padding="sm" data-testid="saved-address">
              <Stack gap={6}>
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={600}>{addressLine(address)}</Text>
                  {address.address_default && <Badge color="green">{t('account.address.default')}</Badge>}
                </Group>
                {address.notes && (
                  <Text size="sm" c="dimmed">
                    {address.notes}
                  </Text>
                )}
                <Group gap="xs">
                  <Button size="compact-sm" variant="light" aria-label={t('account.address.editOne', { address: address.address })} onClick={() => setEditing({ kind: 'edit', address })}>
                    {t('account.address.edit')}
                  </Button>
                  {!address.address_default && (
                    <Button size="compact-sm" variant="light" disabled={busy} aria-label={t('account.address.makeDefaultOne', { address: address.address })} onClick={() => void run({ type: 'UpdateAddress', id: address.id, address: { address_default: true } })}>
                      {t('account.address.setDefault')}
                    </Button>
                  )}
                  {confirmDelete === address.id ? (
                    <Button size="compact-sm" color="red" disabled={busy} onClick={() => void run({ type: 'DeleteAddress', id: address.id }).then(() => setConfirmDelete(null))}>
                      {t('account.address.confirmDelete', { address: address.address })}
                    </Button>
                  ) : (
                    <Button size="compact-sm" variant="subtle" color="red" aria-label={t('account.address.deleteOne', { address: address.address })} onClick={() => setConfirmDelete(address.id)}>
                      {t('account.address.delete')}
                    </Button>
                  )}
                </Group>
              </Stack>
            </Card>
          ),
        )}
      </Stack>
      {editing.kind === 'new' ? (
        <AddressForm editing={null} busy={busy} onSave={(input) => void save(input)} onCancel={() => setEditing({ kind: 'none' })} />
      ) : (
        <Button variant="light" onClick={() => setEditing({ kind: 'new' })}>
          {t('account.address.add')}
        </Button>
      )}
    </ScreenFrame>
  )
}
