import { NativeSelect } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { addressLine } from '../../domain/savedAddress'
import { savedAddressesOf } from '../../projections/customer'
import { useViews } from '../venue/hooks'

/**
 * SPEC §6: a signed-in customer's saved addresses, offered on the delivery checkout (the default
 * one first); choosing one fills the address field. Nothing for a guest without saved addresses.
 */
export function SavedAddressPicker({ current, onChoose }: { current: string; onChoose: (address: string) => void }) {
  const { t } = useTranslation()
  const { customer } = useViews()
  if (!customer.loggedIn) return null
  const addresses = savedAddressesOf(customer)
  if (addresses.length === 0) return null
  const chosen = addresses.find((address) => addressLine(address) === current.trim())
  return (
    <NativeSelect
      label={t('account.address.pick')}
      value={chosen === undefined ? '' : String(chosen.id)}
      onChange={(event) => {
        const address = addresses.find((candidate) => String(candidate.id) === event.currentTarget.value)
        if (address) onChoose(addressLine(address))
      }}
      data={[{ value: '', label: t('account.address.pickNone') }, ...addresses.map((address) => ({ value: String(address.id), label: address.address_default ? `${addressLine(address)} (${t('account.address.default')})` : addressLine(address) }))]}
      data-testid="saved-address-picker"
    />
  )
}
