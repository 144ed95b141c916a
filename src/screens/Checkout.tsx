import { Alert, Button, Checkbox, Collapse, Group, NativeSelect, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core'
import DOMPurify from 'dompurify'
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom'
import { availablePurchaseModes, checkoutSnackbar, coversRule, idClienteRule, optionalFieldRule, privacyRequired, validateCheckout, type CheckoutField, type FormError } from '../../domain/checkoutForm'
import { emailRule, phoneRule } from '../../domain/contacts'
import { SNACKBAR_MS } from '../../domain/messages'
import { orderingActive } from '../../domain/orderingActive'
import { slotKey, slotsFor, type GeneratedSlot } from '../../domain/slots'
import type { PurchaseMode } from '../../domain/venueOptions'
import { whatsAppLink, whatsAppLinesOf, whatsAppOrderMessage } from '../../domain/whatsapp'
import type { GeocodeAnswer } from '../../api/geocode'
import { useVenueCalls } from '../venue/browserVenueApi'
import { isFieldLabelKey } from '../../domain/fieldLabels'
import { coversNumberOf, detailsOf, draftFrom, entriesOf, type CheckoutDraft } from '../../domain/checkoutDraft'
import { serverOrderToUpdate } from '../../projections/orderSession'
import { coversChargedInSession, totalsOf } from '../../projections/totals'
import { SavedAddressPicker } from '../checkout/SavedAddressPicker'
import { TotalsBlock } from '../checkout/TotalsBlock'
import { useModeLabel, useMoney } from '../components/useMenu'
import { deliveryNeedsAddress, orderFieldsOf, orderingOf, paymentChoicesOf, privacyTextOf, tableManagementOf, tableServiceModeOf, timeSlotsForMode, timeZoneOf, whatsAppNumberOf } from '../../api/venueCheckoutRules'
import { useRegistrationGate } from '../extras/useRegistrationGate'
import { ScreenFrame } from '../shell/ScreenFrame'
import { useNotices } from '../shell/notices'
import { useDispatch, useViews } from '../venue/hooks'
import { useVenue } from '../venue/venueContext'

const MINUTE = 60_000

function useNow(): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE)
    return () => clearInterval(timer)
  }, [])
  return now
}

/**
 * The guest's contacts. Served at the table, where the venue requires none of them, they are
 * offered behind a button instead of asked (issue #16.7); elsewhere, and once filled, they show.
 */
function OptionalContacts({ optional, filled, invalid, children }: { optional: boolean; filled: boolean; invalid: boolean; children: ReactNode }) {
  const { t } = useTranslation()
  const [opened, setOpen] = useState(filled)
  const open = opened || invalid
  if (!optional) return children
  return (
    <Stack gap="md">
      <Button variant="subtle" size="compact-sm" w="fit-content" aria-expanded={open} aria-controls="optional-contacts" onClick={() => setOpen((value) => !value)}>
        {t('checkout.optionalContacts')}
      </Button>
      <Collapse expanded={open} id="optional-contacts">
        <Stack gap="md">{children}</Stack>
      </Collapse>
    </Stack>
  )
}

/** SPEC §2 checkout ("Dati dell'ordine"): the order form, its checks, and sending the order. */
export default function Checkout() {
  const { t } = useTranslation()
  const { info, hash, session: venueSession } = useVenue()
  const views = useViews()
  const { cart, checkout, session, table } = views
  const dispatch = useDispatch()
  const show = useNotices()
  const navigate = useNavigate()
  const { money } = useMoney()
  const now = useNow()
  const registrationFirst = useRegistrationGate()

  const ordering = useMemo(() => orderingOf(info), [info])
  const venueType = ordering.venueType
  const modes = useMemo(() => availablePurchaseModes(ordering), [ordering])
  const paymentChoices = useMemo(() => paymentChoicesOf(info), [info])
  const whatsApp = useMemo(() => whatsAppNumberOf(info), [info])
  const orderFields = useMemo(() => orderFieldsOf(info), [info])

  const uniqueTable = table.uniqueTable?.table ?? null
  // issue #16.7: after a table's QR code the guest is served at that table, unless they chose otherwise
  const tableService = uniqueTable === null ? null : tableServiceModeOf(info, modes)
  // the mode the guest picked on the cart (issue #16.10), read once: back or a reload keeps the form's own choice
  const location = useLocation()
  const chosenOnCart = (location.state as { mode?: PurchaseMode } | null)?.mode ?? null
  useEffect(() => {
    if (chosenOnCart !== null) navigate(`${location.pathname}${location.search}`, { replace: true, state: null })
  }, [])
  const [draft, setDraft] = useState<CheckoutDraft>(() => {
    const initial = draftFrom(checkout.details, session.restoredDetails, cart.covers.count)
    return {
      ...initial,
      mode: [chosenOnCart, initial.mode, modes.length === 1 ? modes[0]! : null, tableService].find((candidate) => candidate != null && modes.includes(candidate)) ?? null,
      payment: initial.payment !== null && paymentChoices.includes(initial.payment as never) ? initial.payment : (paymentChoices[0] ?? null),
    }
  })
  const [tried, setTried] = useState(false)
  const [busy, setBusy] = useState(false)
  const [located, setLocated] = useState<{ address: string; answer: GeocodeAnswer } | null>(null)
  const [full, setFull] = useState<Set<string>>(new Set())
  const calls = useVenueCalls()
  const set = <K extends keyof CheckoutDraft>(key: K, value: CheckoutDraft[K]) => setDraft((current) => ({ ...current, [key]: value }))

  const mode = draft.mode
  const slots = useMemo<GeneratedSlot[]>(() => (mode === null ? [] : slotsFor(ordering, mode, timeSlotsForMode(info, mode), now, timeZoneOf(info))), [ordering, mode, info, now])
  useEffect(() => {
    let live = true
    void calls.fullSlots(mode ?? '', slots).then((keys) => live && setFull(keys))
    return () => {
      live = false
    }
  }, [calls, mode, slots])
  const chosenSlot = slots.find((slot) => slotKey(slot) === draft.slot) ?? null
  // issue #16.10: the earliest open slot is offered chosen, as delivery apps do; the guest may pick another
  // once per mode, so a guest who clears the choice keeps it cleared; a slot found full is replaced
  const earliestOpen = slots.find((slot) => !full.has(slotKey(slot))) ?? null
  const offeredFor = useRef<PurchaseMode | null>(null)
  useEffect(() => {
    if (earliestOpen === null) return
    const chosenIsFull = chosenSlot !== null && full.has(slotKey(chosenSlot))
    if (chosenIsFull || (chosenSlot === null && offeredFor.current !== mode)) set('slot', slotKey(earliestOpen))
    offeredFor.current = mode
  }, [earliestOpen, chosenSlot, full, mode])

  // SPEC §4 Table QR: the scan verified the table session; a closed one is said before the guest sends.
  const tableKnownClosed = uniqueTable !== null && table.verifiedTableId === uniqueTable.id && table.session === null
  const needsAddress = mode === 'delivery' && deliveryNeedsAddress(info)
  const showsTable = venueType !== 1 && (mode === 'table' || (mode === 'delivery' && !needsAddress)) && (uniqueTable !== null || (info.tables.length > 0 && tableManagementOf(info)))
  const tableId = showsTable ? (uniqueTable?.id ?? draft.tableId) : null
  // the order this checkout updates (pay before) or none: the order sent is priced for the same one
  const updating = serverOrderToUpdate(session, now)
  // SPEC §3 Table session: covers are charged once per session; a later order does not ask them again
  const coversCharged = coversChargedInSession(table, { table_id: tableId }, updating)
  const addressField = orderFields.find((field) => field.name === 'address')
  const otherFields = needsAddress ? orderFields.filter((field) => field.name !== 'address') : []

  // The price as the guest fills the form: the cart's quote with these details (domain/quote, issue #13)
  const address = draft.address.trim()
  const distance = located !== null && located.address === address && located.answer.kind === 'found' ? located.answer.distanceKm : null
  const distanceKnown = located !== null && located.address === address
  const onlineDelivery = mode === 'delivery' && ordering.venueType === 1
  const quoteAt = (chosen: PurchaseMode | null, km: number | null) =>
    totalsOf({
      cart: { ...cart, covers: { ...cart.covers, count: coversNumberOf(draft) ?? 0 } },
      venue: views.venue,
      table: views.table,
      updating,
      details: chosen === null ? null : detailsOf(draft, chosen, venueType, { slot: chosenSlot, tableId, shipping: null, distanceKm: km, address: needsAddress ? address : null }),
    })
  const preview = quoteAt(mode, onlineDelivery ? distance : null)
  const outOfRange = preview.refusals.some((refusal) => refusal.key === 'delivery.outOfRange')
  const minimum = preview.refusals.find((refusal) => refusal.key === 'order.minimum') ?? null

  const locate = async (): Promise<GeocodeAnswer | null> => {
    if (!needsAddress || ordering.venueType !== 1 || address === '') return null
    if (located !== null && located.address === address) return located.answer
    const answer = await calls.geocode(address)
    setLocated({ address, answer })
    return answer
  }

  const active = orderingActive(ordering, now, timeZoneOf(info))
  const errors: FormError[] = validateCheckout(ordering, { ...entriesOf(draft, venueType, chosenSlot), coversChargedInSession: coversCharged })
  const addressMissing = needsAddress && address === '' && (addressField?.required ?? true)
  const missingFields = otherFields.filter((field) => field.required && (draft.fields[field.name] ?? '').trim() === '').map((field) => field.name)
  const errorOf = (field: CheckoutField): string | undefined => {
    if (!tried) return undefined
    const error = errors.find((candidate) => candidate.field === field)
    if (!error) return undefined
    const params = error.params.map((param) => (isFieldLabelKey(param) ? t(`checkout.fieldLabels.${param.slice('field.'.length)}`) : param))
    return t(error.key, Object.fromEntries(params.map((param, index) => [String(index), param])))
  }
  const labelOf = (label: string) => (isFieldLabelKey(label) ? t(`checkout.fieldLabels.${label.slice('field.'.length)}`) : label)

  const empty = cart.count === 0
  const noPayment = paymentChoices.length === 0
  const blocked = !active.active || minimum !== null || empty || noPayment || cart.lockedAfterPayment
  // issue #16.8: why the send buttons are off, said next to them
  const blockedReason = cart.lockedAfterPayment
    ? t('cart.locked')
    : !active.active
      ? t('order.unavailable')
      : minimum !== null
        ? t('checkout.minimumMissing', { missing: money(minimum.params.amount - preview.subtotal), amount: money(minimum.params.amount) })
        : noPayment
          ? t('checkout.noPayment')
          : null
  const sending = session.pending !== null || busy

  /** The checks of the form; true when the details can be entered. */
  const check = async (): Promise<{ mode: PurchaseMode; distanceKm: number | null; shipping: number } | null> => {
    setTried(true)
    const formErrors = validateCheckout(ordering, { ...entriesOf(draft, venueType, chosenSlot), coversChargedInSession: coversCharged })
    const snackbar = checkoutSnackbar(formErrors)
    if (snackbar !== null || draft.mode === null) {
      show({ kind: 'error', key: snackbar?.key ?? 'form.purchaseMode', params: Object.fromEntries(snackbar?.params.map((p, i) => [String(i), p]) ?? []), durationMs: SNACKBAR_MS })
      return null
    }
    if (addressMissing || missingFields.length > 0 || outOfRange) {
      show({ kind: 'error', key: 'form.check', params: {}, durationMs: SNACKBAR_MS })
      return null
    }
    if (chosenSlot !== null && full.has(slotKey(chosenSlot))) {
      show({ kind: 'error', key: 'slots.full', params: {}, durationMs: SNACKBAR_MS })
      return null
    }
    let km = onlineDelivery ? distance : null
    if (draft.mode === 'delivery' && ordering.venueType === 1 && needsAddress) {
      const answer = await locate()
      km = answer?.kind === 'found' ? answer.distanceKm : null
    }
    const priced = quoteAt(draft.mode, km)
    const where = priced.refusals.find((refusal) => refusal.key === 'delivery.outOfRange' || refusal.key === 'delivery.notLocated')
    if (where) {
      show({ kind: 'error', key: where.key, params: {}, durationMs: SNACKBAR_MS })
      return null
    }
    return { mode: draft.mode, distanceKm: km, shipping: priced.delivery }
  }

  const enter = async (checked: { mode: PurchaseMode; distanceKm: number | null; shipping: number }) => {
    const details = detailsOf(draft, checked.mode, venueType, { slot: chosenSlot, tableId, shipping: checked.shipping, distanceKm: checked.distanceKm, address: needsAddress ? address : null })
    return dispatch({ type: 'EnterCheckoutDetails', details })
  }

  const submit = async () => {
    if (sending || blocked) return
    setBusy(true)
    try {
      const checked = await check()
      if (checked === null) return
      if (!(await enter(checked)).ok) return
      const fields: Record<string, string> = {}
      if (needsAddress) fields.address = address
      for (const field of otherFields) if ((draft.fields[field.name] ?? '').trim() !== '') fields[field.name] = draft.fields[field.name]!.trim()
      const result = await dispatch({ type: 'SubmitOrder', fields })
      const after = venueSession.current()
      if (after.checkout.status === 'awaiting-payment') navigate(`/restaurants/${hash}/payment`, { state: { startPayment: true } })
      else if (result.ok && after.checkout.status === 'sent' && after.session.lastServerOrder !== null) navigate(`/restaurants/${hash}/my-orders?placed=${after.session.lastServerOrder.id}`)
      else if (result.ok && after.session.pending !== null) navigate(`/restaurants/${hash}/my-orders`)
    } finally {
      setBusy(false)
    }
  }

  const sendWhatsApp = async () => {
    if (whatsApp === null || sending || blocked) return
    setBusy(true)
    try {
      const checked = await check()
      if (checked === null) return
      if (!(await enter(checked)).ok) return
      const current = venueSession.current()
      const details = current.checkout.details!
      const tableName = tableId === null ? null : (info.tables.find((candidate) => candidate.id === tableId)?.name ?? uniqueTable?.name ?? null)
      const text = whatsAppOrderMessage({
        venueName: info.name,
        orderType: details.order_type,
        deliveryChoice: details.delivery_choice,
        lines: whatsAppLinesOf(current.cart.lines, current.cart.specialLines),
        table: tableName,
        address: details.contacts.address,
        slot: chosenSlot?.text ?? null,
        note: details.note,
        subtotal: current.totals.subtotal,
        discount: current.totals.discount,
        cover: current.totals.cover,
        delivery: current.totals.delivery,
        total: current.totals.total,
        currencySymbol: info.currency.symbol,
      })
      const link = whatsAppLink(whatsApp, text)
      if (link === null) return
      const result = await dispatch({ type: 'SendOrderViaWhatsApp', number: whatsApp, text })
      if (!result.ok) return
      window.open(link, '_blank', 'noopener')
      navigate(`/restaurants/${hash}`)
    } finally {
      setBusy(false)
    }
  }

  const modeLabel = useModeLabel()
  const email = mode === null ? null : emailRule(ordering, mode)
  const phone = mode === null ? null : phoneRule(ordering, mode)
  const idCliente = mode === null ? null : idClienteRule(ordering, mode)
  const optional = mode === null ? null : optionalFieldRule(ordering, mode)
  const covers = mode === null || coversCharged ? null : coversRule(ordering, mode)
  const privacyText = privacyTextOf(ordering)
  const slotGroups = useMemo(() => {
    const groups: { group: string; items: { value: string; label: string; disabled?: boolean }[] }[] = []
    for (const slot of slots) {
      let group = groups.find((candidate) => candidate.group === slot.day)
      if (!group) groups.push((group = { group: slot.day, items: [] }))
      const isFull = full.has(slotKey(slot))
      group.items.push({ value: slotKey(slot), label: isFull ? `${slot.time_to_save} (${t('checkout.slotFull')})` : slot.time_to_save, disabled: isFull })
    }
    return groups
  }, [slots, full, t])

  // SPEC §6: a venue with mandatory registration takes the guest through it before the order form.
  if (registrationFirst && checkout.status !== 'submitting') return <Navigate to={registrationFirst} replace />
  if (empty && checkout.status !== 'submitting') {
    return (
      <ScreenFrame title={t('checkout.title')}>
        <Text>{t('cart.screen.empty')}</Text>
        <Button component={Link} to={`/restaurants/${hash}/a-la-carte-menu`} variant="light">
          {t('cart.screen.toMenu')}
        </Button>
      </ScreenFrame>
    )
  }

  return (
    <ScreenFrame title={t('checkout.title')}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <Stack gap="md">
          {!active.active && (
            <Alert color="red" role="alert" data-testid="ordering-inactive">
              {t('order.unavailable')}
            </Alert>
          )}
          {minimum !== null && (
            <Alert color="orange" role="status" data-testid="minimum-order">
              {t('order.minimum', { amount: money(minimum.params.amount) })}
            </Alert>
          )}
          {checkout.status === 'failed' && checkout.failure && (
            <Alert color="red" role="alert">
              {checkout.failure}
            </Alert>
          )}
          {session.pending !== null && (
            <Alert color="blue" role="status">
              {t('checkout.pending')}
            </Alert>
          )}

          <Radio.Group label={t('checkout.modeLabel')} value={mode ?? ''} onChange={(value) => set('mode', value as PurchaseMode)} error={errorOf('mode')} withAsterisk>
            <Stack gap={6} mt={6}>
              {modes.map((choice) => (
                <Radio key={choice} value={choice} label={modeLabel(choice)} />
              ))}
            </Stack>
          </Radio.Group>

          {mode !== null && (
            <>
              <OptionalContacts optional={mode === tableService && !email?.required && !phone?.required} filled={draft.name !== '' || draft.email !== '' || draft.phone !== ''} invalid={errorOf('email') !== undefined || errorOf('phone') !== undefined}>
                <TextInput label={t('checkout.name')} value={draft.name} onChange={(event) => set('name', event.currentTarget.value)} autoComplete="name" />
                {email?.enabled && (
                  <TextInput type="email" label={t('checkout.fieldLabels.email')} withAsterisk={email.required} value={draft.email} onChange={(event) => set('email', event.currentTarget.value)} error={errorOf('email')} autoComplete="email" />
                )}
                {phone?.enabled && (
                  <TextInput type="tel" label={t('checkout.fieldLabels.phone')} withAsterisk={phone.required} value={draft.phone} onChange={(event) => set('phone', event.currentTarget.value)} error={errorOf('phone')} autoComplete="tel" />
                )}
              </OptionalContacts>
              {idCliente?.enabled && (
                <TextInput label={labelOf(idCliente.label)} withAsterisk={idCliente.required} value={draft.id_cliente} onChange={(event) => set('id_cliente', event.currentTarget.value)} error={errorOf('id_cliente')} />
              )}
              {optional?.enabled && (
                <TextInput label={labelOf(optional.label)} withAsterisk={optional.required} value={draft.optional_field} onChange={(event) => set('optional_field', event.currentTarget.value)} error={errorOf('optional_field')} />
              )}
              {covers?.enabled && (
                <TextInput type="number" inputMode="numeric" min={0} label={t('checkout.fieldLabels.covers')} withAsterisk={covers.required} value={draft.covers} onChange={(event) => set('covers', event.currentTarget.value)} error={errorOf('covers')} />
              )}
              {showsTable &&
                (uniqueTable !== null ? (
                  <>
                    <Text data-testid="unique-table">{t('checkout.tableFixed', { name: uniqueTable.name })}</Text>
                    {tableKnownClosed && (
                      <Alert color="orange" role="status" data-testid="table-closed">
                        {t('table.sessionClosed')}
                      </Alert>
                    )}
                  </>
                ) : (
                  <NativeSelect
                    label={t('checkout.table')}
                    value={draft.tableId === null ? '' : String(draft.tableId)}
                    onChange={(event) => set('tableId', event.currentTarget.value === '' ? null : Number(event.currentTarget.value))}
                    data={[{ value: '', label: t('checkout.tableChoose') }, ...info.tables.map((candidate) => ({ value: String(candidate.id), label: candidate.name ?? String(candidate.id) }))]}
                  />
                ))}
              {needsAddress && (
                <Stack gap={6}>
                  <SavedAddressPicker current={draft.address} onChoose={(line) => set('address', line)} />
                  <TextInput
                    label={t('checkout.address')}
                    withAsterisk={addressField?.required ?? true}
                    value={draft.address}
                    onChange={(event) => set('address', event.currentTarget.value)}
                    onBlur={() => void locate()}
                    error={tried && addressMissing ? t('form.required', { 0: t('checkout.address') }) : undefined}
                    autoComplete="street-address"
                  />
                  {ordering.venueType === 1 && address !== '' && !distanceKnown && (
                    <Button variant="light" size="compact-sm" onClick={() => void locate()} w="fit-content">
                      {t('checkout.locate')}
                    </Button>
                  )}
                  {outOfRange && (
                    <Text c="red" size="sm" role="alert">
                      {t('checkout.outOfRange')}
                    </Text>
                  )}
                  {distanceKnown && distance !== null && !outOfRange && (
                    <Text size="sm" data-testid="shipping-cost">
                      {t('checkout.shippingCost', { amount: money(preview.delivery) })}
                    </Text>
                  )}
                  {distanceKnown && preview.shippingUnknown && (
                    <Text size="sm" c="orange" role="status" data-testid="shipping-unknown">
                      {t('checkout.shippingUnknown')}
                    </Text>
                  )}
                  {otherFields.map((field) => (
                    <TextInput
                      key={field.name}
                      label={t(`checkout.orderFields.${field.name}`, { defaultValue: field.name })}
                      withAsterisk={field.required}
                      value={draft.fields[field.name] ?? ''}
                      onChange={(event) => {
                        const value = event.currentTarget.value
                        setDraft((current) => ({ ...current, fields: { ...current.fields, [field.name]: value } }))
                      }}
                      error={tried && missingFields.includes(field.name) ? t('form.required', { 0: t(`checkout.orderFields.${field.name}`, { defaultValue: field.name }) }) : undefined}
                    />
                  ))}
                </Stack>
              )}
              {slots.length > 0 || errors.some((error) => error.field === 'timeSlot') ? (
                <NativeSelect
                  label={t('checkout.timeSlot')}
                  withAsterisk
                  value={draft.slot ?? ''}
                  onChange={(event) => set('slot', event.currentTarget.value === '' ? null : event.currentTarget.value)}
                  data={[{ group: t('checkout.timeSlotChoose'), items: [{ value: '', label: t('checkout.timeSlotChoose') }] }, ...slotGroups]}
                  error={errorOf('timeSlot') ?? errorOf('date') ?? (slots.length === 0 ? t('checkout.noSlots') : undefined)}
                />
              ) : null}
            </>
          )}

          <Textarea label={t('checkout.note')} value={draft.note} onChange={(event) => set('note', event.currentTarget.value)} rows={3} maxLength={500} />

          {paymentChoices.length > 1 && (
            <Radio.Group label={t('checkout.paymentLabel')} value={draft.payment ?? ''} onChange={(value) => set('payment', value)}>
              <Stack gap={6} mt={6}>
                {paymentChoices.map((choice) => (
                  <Radio key={choice} value={choice} label={t(`checkout.payment.${choice}`)} />
                ))}
              </Stack>
            </Radio.Group>
          )}
          {noPayment && (
            <Alert color="red" role="alert">
              {t('checkout.noPayment')}
            </Alert>
          )}

          {privacyRequired(ordering) && (
            <Checkbox
              checked={draft.privacy}
              onChange={(event) => set('privacy', event.currentTarget.checked)}
              error={errorOf('privacy')}
              label={privacyText !== null ? <span dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(privacyText) }} /> : t('checkout.privacyDefault')}
            />
          )}

          <TotalsBlock totals={preview} />

          <Button type="submit" size="md" disabled={sending || blocked} loading={sending} aria-describedby={blockedReason !== null ? 'send-blocked' : undefined}>
            {t('checkout.submit')}
          </Button>
          {whatsApp !== null && (
            <Button variant="outline" color="green" size="md" disabled={sending || blocked} onClick={() => void sendWhatsApp()} aria-describedby={blockedReason !== null ? 'send-blocked' : undefined}>
              {t('checkout.whatsapp')}
            </Button>
          )}
          {blockedReason !== null && (
            <Text id="send-blocked" size="sm" fw={600} data-testid="send-blocked">
              {blockedReason}
            </Text>
          )}
          {tried && errors.length === 0 && (addressMissing || missingFields.length > 0) && (
            <Group>
              <Text size="sm" c="red">
                {t('form.check')}
              </Text>
            </Group>
          )}
        </Stack>
      </form>
    </ScreenFrame>
  )
}
