import { Alert, Anchor, Button, Stack, Text } from '@mantine/core'
import { Suspense, useEffect, useMemo, useState } from 'react'
import { lazyOptional } from '../extras/lazyOptional'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router-dom'
import { availablePurchaseModes } from '../../domain/checkoutForm'
import type { PurchaseMode } from '../../domain/venueOptions'
import { useVenueCalls } from '../venue/browserVenueApi'
import { TotalsBlock } from '../checkout/TotalsBlock'
import { useModeLabel } from '../components/useModeLabel'
import { couponEntryShownFor } from '../../api/venueCheckoutRules'
import { orderingOf, timeZoneOf } from '../../api/venueShellReads'
import { orderingActive } from '../../domain/orderingActive'
import { useNow } from '../checkout/useCheckoutDraft'
import { useRegistrationGate } from '../extras/useRegistrationGate'
import { ScreenFrame } from '../shell/ScreenFrame'
import { useViews } from '../venue/hooks'
import { useDispatch } from '../venue/useDispatch'
import { useResendPending } from '../venue/useResendPending'
import { useVenue } from '../venue/venueContext'
import { CouponEntry } from '../cart/CouponEntry'
import { CoversPopup } from '../cart/CoversPopup'
import { LineCard } from '../cart/LineCard'
import { SpecialLineCard } from '../cart/SpecialLineCard'

const RegistrationPopup = lazyOptional(async () => ({ default: (await import('../account/RegistrationPopup')).RegistrationPopup }))

/** SPEC §2 cart ("Il tuo ordine"): the lines, the coupon, the covers popup, the totals and the way to checkout. */
export default function Cart() {
  const { t } = useTranslation()
  const { info, hash } = useVenue()
  const { cart, totals, session, tab } = useViews()
  const dispatch = useDispatch()
  const navigate = useNavigate()
  useResendPending()
  const couponShown = couponEntryShownFor(info)
  const [hasCoupons, setHasCoupons] = useState(false)
  const calls = useVenueCalls()
  useEffect(() => {
    if (!couponShown) return
    let live = true
    void calls.couponExists().then((exists) => live && setHasCoupons(exists))
    return () => {
      live = false
    }
  }, [couponShown, calls])

  // SPEC §2, §6: at a venue where registration is required, the registration popup comes before checkout.
  const registrationFirst = useRegistrationGate() !== null
  const [registering, setRegistering] = useState<{ mode: PurchaseMode | null } | null>(null)
  // issue #16.10: where the venue offers several modes the guest picks one here, on the way to the form
  const ordering = useMemo(() => orderingOf(info), [info])
  const modes = useMemo(() => availablePurchaseModes(ordering), [ordering])
  // SPEC §4 Ordering active: a paused or closed venue says so here, before the guest fills a cart for nothing
  const now = useNow()
  const orderingNow = orderingActive(ordering, now, timeZoneOf(info))
  const modeLabel = useModeLabel()
  const goToCheckout = (mode: PurchaseMode | null) => navigate(`/restaurants/${hash}/checkout`, { state: mode === null ? null : { mode } })
  const toCheckout = (mode: PurchaseMode | null) => (registrationFirst ? setRegistering({ mode }) : goToCheckout(mode))

  const locked = cart.lockedAfterPayment
  const empty = cart.count === 0
  const disabledCart = (info.buyableMenuEntriesCount ?? info.buyablemenuentries_count) === 0
  return (
    <ScreenFrame title={t('cart.screen.title')}>
      {!orderingNow.active && (
        <Alert color="yellow" role="status" data-testid="ordering-closed">
          {t(orderingNow.key, orderingNow.params)}
        </Alert>
      )}
      {locked && (
        <Alert color="orange" role="status">
          {t('cart.locked')}
        </Alert>
      )}
      {session.pending !== null && (
        <Alert color="blue" role="status">
          {t('cart.screen.pending')}
        </Alert>
      )}
      {empty ? (
        <Stack gap="sm" align="flex-start">
          <Text>{t('cart.screen.empty')}</Text>
          <Button component={Link} to={`/restaurants/${hash}/a-la-carte-menu`} variant="light">
            {t('cart.screen.toMenu')}
          </Button>
        </Stack>
      ) : (
        <>
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('cart.screen.linesLabel')}>
            {cart.lines.map((line) => (
              <LineCard key={line.key} line={line} locked={locked} hash={hash} />
            ))}
            {cart.specialLines.map((line) => (
              <SpecialLineCard key={line.key} line={line} locked={locked} />
            ))}
          </Stack>
          <Anchor component={Link} to={`/restaurants/${hash}/extra`}>
            {t('cart.screen.extras')}
          </Anchor>
          {couponShown && hasCoupons && <CouponEntry locked={locked} />}
          <TotalsBlock totals={totals} />
        </>
      )}
      <CoversPopup />
      {registering && (
        <Suspense fallback={null}>
          <RegistrationPopup
            opened
            onClose={() => {
              // Required registration closes only once its form was sent: on to the checkout.
              setRegistering(null)
              goToCheckout(registering.mode)
            }}
          />
        </Suspense>
      )}
      <Stack gap="xs">
        {/* issue #18: on the table's tab, the cart's lines go on the tab (sent to the kitchen with the table's round) */}
        {tab !== null && tab.open && (
          <Button
            size="md"
            disabled={empty || locked || disabledCart}
            onClick={() =>
              void dispatch({ type: 'PutCartOnTab' }).then((result) => {
                if (result.ok) navigate(`/restaurants/${hash}/tab`)
              })
            }
          >
            {t('tabUi.screen.putCart')}
          </Button>
        )}
        {/* an empty cart asks no "how do you want it?" (guest helper): only the checkout, not yet possible */}
        {modes.length > 1 && !empty ? (
          <Stack gap="xs" role="group" aria-labelledby="cart-checkout-modes">
            <Text fw={700} id="cart-checkout-modes">
              {t('cart.screen.checkoutAs')}
            </Text>
            {modes.map((mode) => (
              <Button key={mode} size="md" disabled={empty || locked || disabledCart} onClick={() => toCheckout(mode)}>
                {modeLabel(mode)}
              </Button>
            ))}
          </Stack>
        ) : (
          <Button size="md" disabled={empty || locked || disabledCart} onClick={() => toCheckout(null)}>
            {t('cart.screen.checkout')}
          </Button>
        )}
        {!empty || locked ? (
          <Button variant="subtle" color="red" onClick={() => void dispatch({ type: 'ClearCart' })}>
            {t('cart.screen.clear')}
          </Button>
        ) : null}
      </Stack>
    </ScreenFrame>
  )
}
