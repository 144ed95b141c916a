import { Alert, Button, Checkbox, Group, Radio, Stack, Text, Textarea } from '@mantine/core'
import DOMPurify from 'dompurify'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, Navigate, useNavigate } from 'react-router-dom'
import { privacyTextOf, tableServiceModeOf, whatsAppNumberOf } from '../../api/venueCheckoutRules'
import { orderingOf } from '../../api/venueShellReads'
import { checkoutPlan, type SendBlock } from '../../commands/checkoutPlan'
import { availablePurchaseModes, checkoutSnackbar, privacyRequired, type CheckoutField } from '../../domain/checkoutForm'
import { isFieldLabelKey } from '../../domain/fieldLabels'
import { SNACKBAR_MS, type MessageKey } from '../../domain/messages'
import { info as infoNotice } from '../../domain/notice'
import { slotKey } from '../../domain/slots'
import type { PurchaseMode } from '../../domain/venueOptions'
import { whatsAppLink } from '../../domain/whatsapp'
import { AddressFields } from '../checkout/AddressFields'
import { ContactFields } from '../checkout/ContactFields'
import { SlotSelect } from '../checkout/SlotSelect'
import { TableField } from '../checkout/TableField'
import { TotalsBlock } from '../checkout/TotalsBlock'
import { useCheckoutDraft, useNow } from '../checkout/useCheckoutDraft'
import { distanceOf, useLocatedAddress } from '../checkout/useLocatedAddress'
import { whatsAppTextOf } from '../checkout/whatsAppOrder'
import { useMoney } from '../components/useMenu'
import { useModeLabel } from '../components/useModeLabel'
import { useRegistrationGate } from '../extras/useRegistrationGate'
import { ScreenFrame } from '../shell/ScreenFrame'
import { useNotices } from '../shell/notices'
import { useViews } from '../venue/hooks'
import { useDispatch } from '../venue/useDispatch'
import { useVenue } from '../venue/venueContext'

/** The words next to the send buttons for why they are off (issue #16.8); an empty cart shows its own screen. */
const BLOCK_TEXT: Record<Exclude<SendBlock, 'empty' | 'inactive'>, string> = { locked: 'cart.locked', minimum: 'checkout.minimumMissing', 'no-payment': 'checkout.noPayment' }

/** SPEC §2 checkout ("Dati dell'ordine"): the order form, its checks, and sending the order. The rules are commands/checkoutPlan.ts. */
export default function Checkout() {
  const { t } = useTranslation()
  const { info, hash, session: venueSession } = useVenue()
  const views = useViews()
  const { checkout, session, table } = views
  const dispatch = useDispatch()
  const show = useNotices()
  const navigate = useNavigate()
  const { money } = useMoney()
  const modeLabel = useModeLabel()
  const now = useNow()
  const registrationFirst = useRegistrationGate()

  const ordering = useMemo(() => orderingOf(info), [info])
  const whatsApp = useMemo(() => whatsAppNumberOf(info), [info])
  const modes = useMemo(() => availablePurchaseModes(ordering), [ordering])
  const uniqueTable = table.uniqueTable?.table ?? null
  // issue #16.7: after a table's QR code the guest is served at that table, unless they chose otherwise
  const tableService = uniqueTable === null ? null : tableServiceModeOf(info, modes)
  const { draft, set, setDraft, slots, full, dropKept } = useCheckoutDraft({ info, views, modes, tableService, now })
  const [tried, setTried] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  const [busy, setBusy] = useState(false)

  const mode = draft.mode
  const locates = mode === 'delivery' && ordering.venueType === 1
  const { here: locatedHere, locate } = useLocatedAddress(draft.address.trim(), locates)
  const distanceKm = distanceOf(locatedHere)
  const plan = useMemo(() => checkoutPlan({ info, views, draft, slots, now, distanceKm }), [info, views, draft, slots, now, distanceKm])
  const errorOf = (field: CheckoutField): string | undefined => {
    const error = tried ? plan.errors.find((candidate) => candidate.field === field) : undefined
    if (!error) return undefined
    const params = error.params.map((param) => (isFieldLabelKey(param) ? t(`checkout.fieldLabels.${param.slice('field.'.length)}`) : param))
    return t(error.key, Object.fromEntries(params.map((param, index) => [String(index), param])))
  }
  const blockedReason =
    plan.block === null || plan.block === 'empty'
      ? null
      : plan.block === 'inactive'
        ? plan.closed && t(plan.closed.key, plan.closed.params)
        : t(BLOCK_TEXT[plan.block], plan.minimum ? { missing: money(plan.minimum.params.amount - plan.quote.subtotal), amount: money(plan.minimum.params.amount) } : {})
  const sending = session.pending !== null || busy

  /** Why the form cannot be sent as it stands, for the snackbar; null when it can. */
  const problem = (): { key: MessageKey; params: Record<string, string> } | null => {
    const snackbar = checkoutSnackbar(plan.errors)
    if (snackbar !== null) return { key: snackbar.key, params: Object.fromEntries(snackbar.params.map((param, index) => [String(index), param])) }
    if (mode === null) return { key: 'form.purchaseMode', params: {} }
    if (plan.addressMissing || plan.missingFields.length > 0 || plan.outOfRange) return { key: 'form.check', params: {} }
    if (plan.chosenSlot !== null && full.has(slotKey(plan.chosenSlot))) return { key: 'slots.full', params: {} }
    return null
  }

  /** The form's checks, then the details are entered (EnterCheckoutDetails) with the located address's shipping. */
  const enter = async (): Promise<boolean> => {
    setTried(true)
    const refuse = (key: MessageKey, params: Record<string, string> = {}) => (show({ kind: 'error', key, params, durationMs: SNACKBAR_MS }), false)
    const found = problem()
    if (found !== null) {
      // the guest is taken to the first field to mend (its error shows once `tried` has rendered), not left on the button
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
      return refuse(found.key, found.params)
    }
    const priced = plan.needsAddress && locates ? checkoutPlan({ info, views, draft, slots, now, distanceKm: distanceOf(await locate()) }) : plan
    const where = priced.quote.refusals.find((refusal) => refusal.key === 'delivery.outOfRange' || refusal.key === 'delivery.notLocated')
    if (where) return refuse(where.key)
    // a delivery cost worked out only now is shown before the order goes (the guest saw "to be confirmed" and the total without it)
    if (priced.quote.delivery !== plan.quote.delivery) return (show(infoNotice('delivery.costWorkedOut', { cost: money(priced.quote.delivery) })), false)
    const details = priced.details(priced.quote.delivery)
    if (details === null) return refuse('form.purchaseMode')
    const entered = (await dispatch({ type: 'EnterCheckoutDetails', details })).ok
    // the guest's log has the details now: the tab's copy of the form is not needed
    if (entered) dropKept()
    return entered
  }

  // SPEC §4 Table QR: a table found closed may have been opened by the staff since; the form asks again as it opens
  useEffect(() => {
    if (plan.tableKnownClosed && uniqueTable !== null) void dispatch({ type: 'VerifyTableSession', table_id: uniqueTable.id })
  }, [])

  const run = async (send: () => Promise<void>) => {
    if (sending || plan.block !== null) return
    setBusy(true)
    try {
      if (await enter()) await send()
    } finally {
      setBusy(false)
    }
  }

  const submit = () =>
    run(async () => {
      const fields: Record<string, string> = plan.address === null ? {} : { address: plan.address }
      for (const field of plan.otherFields) if ((draft.fields[field.name] ?? '').trim() !== '') fields[field.name] = draft.fields[field.name]!.trim()
      // SPEC §4 Table QR: a table found closed may have been opened by the staff since; ask again before the order is refused for it
      if (plan.tableKnownClosed && uniqueTable !== null) await dispatch({ type: 'VerifyTableSession', table_id: uniqueTable.id })
      const result = await dispatch({ type: 'SubmitOrder', fields })
      const after = venueSession.current()
      if (after.checkout.status === 'awaiting-payment') navigate(`/restaurants/${hash}/payment`, { state: { startPayment: true } })
      else if (result.ok && after.checkout.status === 'sent' && after.session.lastServerOrder !== null) navigate(`/restaurants/${hash}/my-orders?placed=${after.session.lastServerOrder.id}`)
      else if (result.ok && after.session.pending !== null) navigate(`/restaurants/${hash}/my-orders`)
    })

  const sendWhatsApp = () =>
    run(async () => {
      const text = whatsApp === null ? null : whatsAppTextOf(venueSession.current(), info, plan.chosenSlot?.text ?? null)
      const link = whatsApp === null || text === null ? null : whatsAppLink(whatsApp, text)
      if (link === null || text === null || whatsApp === null) return
      if (!(await dispatch({ type: 'SendOrderViaWhatsApp', number: whatsApp, text })).ok) return
      window.open(link, '_blank', 'noopener')
      navigate(`/restaurants/${hash}`)
    })

  // SPEC §6: a venue with mandatory registration takes the guest through it before the order form.
  if (registrationFirst && checkout.status !== 'submitting') return <Navigate to={registrationFirst} replace />
  if (plan.block === 'empty' && checkout.status !== 'submitting') {
    return (
      <ScreenFrame title={t('checkout.title')}>
        <Text>{t('cart.screen.empty')}</Text>
        <Button component={Link} to={`/restaurants/${hash}/a-la-carte-menu`} variant="light">
          {t('cart.screen.toMenu')}
        </Button>
      </ScreenFrame>
    )
  }

  const privacyText = privacyTextOf(ordering)
  const described = blockedReason !== null ? 'send-blocked' : undefined
  return (
    <ScreenFrame title={t('checkout.title')}>
      <form
        ref={form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <Stack gap="md">
          {plan.closed !== null && (
            <Alert color="red" role="alert" data-testid="ordering-inactive">
              {t(plan.closed.key, plan.closed.params)}
            </Alert>
          )}
          {plan.minimum !== null && (
            <Alert color="orange" role="status" data-testid="minimum-order">
              {t('order.minimum', { amount: money(plan.minimum.params.amount) })}
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
              {plan.modes.map((choice) => (
                <Radio key={choice} value={choice} label={modeLabel(choice)} />
              ))}
            </Stack>
          </Radio.Group>

          {mode !== null && (
            <>
              <ContactFields fields={plan.fields} atTable={mode === tableService} draft={draft} set={set} errorOf={errorOf} />
              {plan.showsTable && <TableField tables={info.tables} uniqueTable={uniqueTable} knownClosed={plan.tableKnownClosed} value={draft.tableId} onChange={(tableId) => set('tableId', tableId)} />}
              {plan.needsAddress && (
                <AddressFields plan={plan} draft={draft} onDraft={setDraft} tried={tried} locates={locates} located={locatedHere === null ? undefined : distanceOf(locatedHere)} locate={() => void locate()} />
              )}
              {(plan.slots.length > 0 || plan.errors.some((error) => error.field === 'timeSlot')) && (
                <SlotSelect slots={plan.slots} full={full} value={draft.slot} onChange={(key) => set('slot', key)} error={errorOf('timeSlot') ?? errorOf('date')} />
              )}
            </>
          )}

          <Textarea label={t('checkout.note')} value={draft.note} onChange={(event) => set('note', event.currentTarget.value)} rows={3} maxLength={500} />

          {plan.paymentChoices.length > 1 && (
            <Radio.Group label={t('checkout.paymentLabel')} value={draft.payment ?? ''} onChange={(value) => set('payment', value)}>
              <Stack gap={6} mt={6}>
                {plan.paymentChoices.map((choice) => (
                  <Radio key={choice} value={choice} label={t(`checkout.payment.${choice}`)} />
                ))}
              </Stack>
            </Radio.Group>
          )}
          {plan.paymentChoices.length === 0 && (
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

          <TotalsBlock totals={plan.quote} />

          <Button type="submit" size="md" disabled={sending || plan.block !== null} loading={sending} aria-describedby={described}>
            {t('checkout.submit')}
          </Button>
          {whatsApp !== null && (
            <Button variant="outline" color="green" size="md" disabled={sending || plan.block !== null} onClick={() => void sendWhatsApp()} aria-describedby={described}>
              {t('checkout.whatsapp')}
            </Button>
          )}
          {blockedReason !== null && (
            <Text id="send-blocked" size="sm" fw={600} data-testid="send-blocked">
              {blockedReason}
            </Text>
          )}
          {tried && plan.errors.length === 0 && (plan.addressMissing || plan.missingFields.length > 0) && (
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
