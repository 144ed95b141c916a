import { Anchor, NativeSelect } from '@mantine/core'
import { Suspense, useState } from 'react'
import { lazyOptional } from '../extras/lazyOptional'
import { useTranslation } from 'react-i18next'
import { addressLine } from '../../domain/savedAddress'
import { savedAddressesOf } from '../../projections/customer'
import { useViews } from '../venue/hooks'

const LoginPopup = lazyOptional(async () => ({ default: (await import('../account/LoginPopup')).LoginPopup }))

/**
 * SPEC §6: a signed-in customer's saved addresses, offered on the delivery checkout (the default
 * one first); choosing one fills the address field. A guest may log in here (the login popup) to
 * use them; nothing more for a customer without saved addresses.
 */
export function SavedAddressPicker({ current, onChoose }: { current: string; onChoose: (address: string) => void }) {
  const { t } = useTranslation()
  const { customer } = useViews()
  const [loggingIn, setLoggingIn] = useState(false)
  if (!customer.loggedIn) {
    return (
      <>
        <Anchor component="button" type="button" size="sm" ta="start" onClick={() => setLoggingIn(true)}>
          {t('account.address.loginToUse')}
        </Anchor>
        {loggingIn && (
          <Suspense fallback={null}>
            <LoginPopup opened onClose={() => setLoggingIn(false)} />
          </Suspense>
        )}
      </>
    )
  }
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
