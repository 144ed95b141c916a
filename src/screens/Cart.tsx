import { ActionIcon, Alert, Anchor, Button, Card, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core'
import { lazy, Suspense, useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router-dom'
import { lineTotal, type CartLine } from '../../domain/cartLine'
import { availablePurchaseModes } from '../../domain/checkoutForm'
import { isCoversPopupShown } from '../../domain/covers'
import { type SpecialMenuLine, specialMenuLineTotal } from '../../domain/specialMenuLine'
import type { PurchaseMode } from '../../domain/venueOptions'
import { useVenueCalls } from '../venue/venueCalls'
import { TotalsBlock } from '../checkout/TotalsBlock'
import { useModeLabel, useMoney } from '../components/useMenu'
import { couponEntryShownFor, coversPopupEnabled, coversSlotsOf, menuOf, orderingOf, timeZoneOf } from '../../api/venueCheckoutRules'
import { useRegistrationGate } from '../extras/useRegistrationGate'
import { ScreenFrame } from '../shell/ScreenFrame'
import { useDispatch, useViews } from '../venue/hooks'
import { useResendPending } from '../venue/useResendPending'
import { useVenue } from '../venue/venueContext'

function optionsText(line: Pick<CartLine, 'menuentryvariants'>): string {
  return line.menuentryvariants
    .flatMap((group) => group.optionsselected.map((option) => (option.quantity > 1 ? `${option.quantity}x ${option.name}` : option.name)))
    .join(', ')
}

function QuantityControls({ name, quantity, onDecrement, onIncrement, disabled }: { name: string; quantity: number; onDecrement: () => void; onIncrement: () => void; disabled: boolean }) {
  const { t } = useTranslation()
  return (
    <Group gap={6} wrap="nowrap">
      <ActionIcon variant="default" size="lg" aria-label={t('cart.screen.decrease', { name })} onClick={onDecrement} disabled={disabled}>
        <span aria-hidden="true">−</span>
      </ActionIcon>
      <Text miw={24} ta="center" aria-label={t('cart.screen.quantityOf', { name, count: quantity })} data-testid="line-quantity">
        {quantity}
      </Text>
      <ActionIcon variant="default" size="lg" aria-label={t('cart.screen.increase', { name })} onClick={onIncrement} disabled={disabled}>
        <span aria-hidden="true">+</span>
      </ActionIcon>
    </Group>
  )
}

function CouponEntry({ locked }: { locked: boolean }) {
  const { t } = useTranslation()
  const { cart, totals } = useViews()
  const dispatch = useDispatch()
  const { money } = useMoney()
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  if (cart.coupon) {
    return (
      <Card withBorder padding="sm" data-testid="coupon-applied">
        <Group justify="space-between" wrap="nowrap">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600}>{t('cart.screen.couponApplied', { code: cart.coupon.code })}</Text>
            {!totals.couponApplies && cart.coupon.minimum_order !== null && (
              <Text size="sm" c="dimmed">
                {t('cart.screen.couponMinimum', { amount: money(cart.coupon.minimum_order) })}
              </Text>
            )}
          </Stack>
          <Button variant="subtle" color="red" disabled={locked} style={{ flexShrink: 0 }} onClick={() => void dispatch({ type: 'RemoveCoupon' })}>
            {t('cart.screen.couponRemove')}
          </Button>
        </Group>
      </Card>
    )
  }
  const apply = async () => {
    if (code.trim() === '') return
    setBusy(true)
    const result = await dispatch({ type: 'ApplyCoupon', code: code.trim() })
    setBusy(false)
    // a refused code stays in the field, so a typo can be corrected (issue #16.5)
    if (result.events.some((event) => event.type === 'CouponApplied')) setCode('')
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        void apply()
      }}
    >
      <Group align="flex-end" wrap="nowrap" gap="xs">
        <TextInput style={{ flex: 1 }} label={t('cart.screen.couponLabel')} placeholder={t('cart.screen.couponPlaceholder')} value={code} onChange={(event) => setCode(event.currentTarget.value)} disabled={locked} autoComplete="off" />
        <Button type="submit" loading={busy} disabled={locked || code.trim() === ''}>
          {t('cart.screen.couponApply')}
        </Button>
      </Group>
    </form>
  )
}

/** SPEC §4 Covers popup: how many covers, charged at the COPERTO item's price. */
function CoversPopup() {
  const { t } = useTranslation()
  const { info } = useVenue()
  const { cart, session } = useViews()
  const dispatch = useDispatch()
  const { money } = useMoney()
  const menu = useMemo(() => menuOf(info), [info])
  const [dismissed, setDismissed] = useState(false)
  const [covers, setCovers] = useState<number | string>(1)
  const coverEntries = cart.covers.count > 0 && menu.coverItem ? [menu.coverItem] : []
  const shown =
    !dismissed &&
    menu.coverItem !== null &&
    isCoversPopupShown({
      options: { enable_covers_popup: coversPopupEnabled(info) },
      // the COPERTO item usually sits in a hidden category, outside the offered items
      menuEntries: menu.coverItem ? [...menu.items, menu.coverItem] : menu.items,
      coversSlots: coversSlotsOf(info),
      cartEntries: [...cart.lines.map((line) => line.item), ...coverEntries],
      sessionValid: session.valid,
      now: Date.now(),
      timeZone: timeZoneOf(info),
    })
  const unitPrice = menu.coverItem?.price ?? 0
  const count = typeof covers === 'number' ? covers : Number.parseInt(covers, 10)
  const valid = Number.isInteger(count) && count >= 0 && count <= 99
  return (
    <Modal opened={shown} onClose={() => setDismissed(true)} title={t('cart.screen.coversTitle')} centered closeButtonProps={{ 'aria-label': t('ui.close') }}>
      <Stack>
        <Text size="sm">{t('cart.screen.coversText', { price: money(unitPrice) })}</Text>
        <NumberInput label={t('cart.screen.coversLabel')} min={0} max={99} allowDecimal={false} allowNegative={false} value={covers} onChange={setCovers} data-autofocus />
        <Button
          disabled={!valid}
          onClick={async () => {
            const result = await dispatch({ type: 'SetCovers', covers: count, coverUnitPrice: unitPrice })
            if (result.ok) setDismissed(true)
          }}
        >
          {t('cart.screen.coversConfirm')}
        </Button>
      </Stack>
    </Modal>
  )
}

function LineCard({ line, locked, hash }: { line: CartLine; locked: boolean; hash: string }) {
  const { t } = useTranslation()
  const dispatch = useDispatch()
  const { money } = useMoney()
  const options = optionsText(line)
  return (
    <Card withBorder padding="sm" component="li" data-testid="cart-line">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600}>{line.item.name}</Text>
            {options !== '' && (
              <Text size="sm" c="dimmed">
                {options}
              </Text>
            )}
            {line.notes.trim() !== '' && (
              <Text size="sm" c="dimmed" fs="italic">
                {line.notes}
              </Text>
            )}
          </Stack>
          <Text fw={600} data-testid="line-total">
            {money(lineTotal(line))}
          </Text>
        </Group>
        <Group justify="space-between" wrap="nowrap">
          <QuantityControls
            name={line.item.name}
            quantity={line.quantity}
            disabled={locked}
            onDecrement={() => void dispatch({ type: 'DecrementLine', lineKey: line.key })}
            onIncrement={() => void dispatch({ type: 'AddLine', line: { item: line.item, menuentryvariants: line.menuentryvariants, notes: line.notes }, quantity: 1 })}
          />
          <Group gap="xs" wrap="nowrap">
            {!locked && (
              <Anchor component={Link} to={`/restaurants/${hash}/item/${line.item.id}?edit=${encodeURIComponent(line.key)}`} size="sm" aria-label={t('cart.screen.editLine', { name: line.item.name })}>
                {t('cart.screen.edit')}
              </Anchor>
            )}
            <Button variant="subtle" color="red" size="compact-sm" disabled={locked} aria-label={t('cart.screen.removeLine', { name: line.item.name })} onClick={() => void dispatch({ type: 'RemoveLine', lineKey: line.key })}>
              {t('cart.screen.remove')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Card>
  )
}

function SpecialLineCard({ line, locked }: { line: SpecialMenuLine; locked: boolean }) {
  const { t } = useTranslation()
  const dispatch = useDispatch()
  const { money } = useMoney()
  const snapshot = { specialMenuId: line.specialMenuId, name: line.name, price: line.price, menuentries: line.menuentries }
  return (
    <Card withBorder padding="sm" component="li" data-testid="cart-special-line">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600}>{line.name}</Text>
            {line.menuentries.map((entry, index) => {
              const options = optionsText(entry)
              return (
                <Text size="sm" c="dimmed" key={`${entry.item.id}-${index}`}>
                  {options === '' ? entry.item.name : `${entry.item.name} (${options})`}
                </Text>
              )
            })}
          </Stack>
          <Text fw={600}>{money(specialMenuLineTotal(line))}</Text>
        </Group>
        <Group justify="space-between" wrap="nowrap">
          <QuantityControls
            name={line.name}
            quantity={line.quantity}
            disabled={locked}
            onDecrement={() => void dispatch({ type: 'DecrementSpecialMenuLine', lineKey: line.key })}
            onIncrement={() => void dispatch({ type: 'AddSpecialMenuLine', line: snapshot, quantity: 1 })}
          />
          <Button variant="subtle" color="red" size="compact-sm" disabled={locked} aria-label={t('cart.screen.removeLine', { name: line.name })} onClick={() => void dispatch({ type: 'RemoveSpecialMenuLine', lineKey: line.key })}>
            {t('cart.screen.remove')}
          </Button>
        </Group>
      </Stack>
    </Card>
  )
}

const RegistrationPopup = lazy(() => import('../account/RegistrationPopup').then((module) => ({ default: module.RegistrationPopup })))

/** SPEC §2 cart ("Il tuo ordine"): the lines, the coupon, the covers popup, the totals and the way to checkout. */
export default function Cart() {
  const { t } = useTranslation()
  const { info, hash } = useVenue()
  const { cart, totals, session } = useViews()
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
  const modeLabel = useModeLabel()
  const goToCheckout = (mode: PurchaseMode | null) => navigate(`/restaurants/${hash}/checkout`, { state: mode === null ? null : { mode } })
  const toCheckout = (mode: PurchaseMode | null) => (registrationFirst ? setRegistering({ mode }) : goToCheckout(mode))

  const locked = cart.lockedAfterPayment
  const empty = cart.count === 0
  const disabledCart = (info.buyableMenuEntriesCount ?? info.buyablemenuentries_count) === 0
  return (
    <ScreenFrame title={t('cart.screen.title')}>
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
        {modes.length > 1 ? (
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
