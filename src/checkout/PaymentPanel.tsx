import { Alert, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import type { PreparedPayment } from '../../api/port'
import type { PaymentChoice } from '../../domain/paymentMethods'
import { useViews } from '../venue/hooks'
import { useDispatch } from '../venue/useDispatch'
import { scroller } from '../shell/ScrollManager'
import { useVenue } from '../venue/venueContext'
import { cardErrors, formatCardNumber, formatExpiry, parseExpiry, type CardField } from './card'
import { confirmCard, type CardConfirmation } from './paymentSimulator'
import { payWithWallet, walletAvailable } from './wallet'

function isPrepared(value: unknown): value is PreparedPayment {
  return typeof value === 'object' && value !== null && 'checkoutUrl' in value && 'clientSecret' in value
}

/** Leaves the app for the provider's hosted checkout (a seam the tests replace). */
export const redirect = { to: (url: string) => window.location.assign(url) }

type CardStep = { clientSecret: string; checkoutUrl: string | null }

/**
 * Paying one order or several (SPEC §1 payment methods, §7): later, the card provider (hosted
 * checkout or the in-app card step) or the mobile payment app. The client secret stays in this
 * component's memory for the card step and never reaches the log (DESIGN §3).
 */
/**
 * `start`: the payment the guest chose at checkout, on the way from it (issue #16.3: one choice,
 * one place): its step opens at once, and the choices show only if it cannot be prepared.
 */
export function PaymentPanel({ orderIds, choices, start }: { orderIds: number[]; choices: readonly PaymentChoice[]; start?: PaymentChoice | null }) {
  const { t } = useTranslation()
  const { hash, info } = useVenue()
  const dispatch = useDispatch()
  const navigate = useNavigate()
  const [busy, setBusy] = useState<PaymentChoice | 'card' | 'wallet' | null>(null)
  const [card, setCard] = useState<CardStep | null>(null)
  const [entry, setEntry] = useState({ number: '', expiry: '', cvc: '' })
  const [tried, setTried] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  // the wallet's sheet shows the venue and the amount of the orders paid
  const { myOrders } = useViews()
  const sheet = {
    label: info.name,
    amount: myOrders.orders.filter((order) => orderIds.includes(order.id)).reduce((sum, order) => sum + order.total_cost, 0),
  }
  // once the card step is open: whether the browser has a wallet ready (issue #16.4)
  const [wallet, setWallet] = useState(false)
  const cardStepOpen = card !== null
  useEffect(() => {
    if (!cardStepOpen) return
    let live = true
    void walletAvailable(sheet).then((available) => live && setWallet(available))
    return () => {
      live = false
    }
  }, [cardStepOpen])
  const [startsAt] = useState(() => (start !== undefined && start !== null && start !== 'later' && choices.includes(start) ? start : null))
  const [starting, setStarting] = useState(startsAt !== null)
  const started = useRef(false)

  const prepare = async (provider: 'stripe' | 'satispay'): Promise<PreparedPayment | null> => {
    const result = await dispatch({ type: 'PreparePayment', orderIds, provider, query_string: null })
    return result.ok && isPrepared(result.output) ? result.output : null
  }

  const choose = async (choice: PaymentChoice) => {
    setFailure(null)
    setBusy(choice)
    try {
      if (choice === 'later') {
        let ok = true
        for (const orderId of orderIds) ok = (await dispatch({ type: 'ChoosePaymentMethod', orderId, payment_method: 'later' })).ok && ok
        if (ok) navigate(`/restaurants/${hash}/my-orders${orderIds.length === 1 ? `?placed=${orderIds[0]}` : ''}`)
        return
      }
      const prepared = await prepare(choice)
      if (prepared === null) return
      if (choice === 'stripe' && prepared.clientSecret !== null) {
        setCard({ clientSecret: prepared.clientSecret, checkoutUrl: prepared.checkoutUrl })
        scroller().set(0) // SPEC §2: the card step (checkout-stripe) starts at the top
      }
      else if (prepared.checkoutUrl !== null) redirect.to(prepared.checkoutUrl)
      else setFailure(t('payment.prepareFailed'))
    } finally {
      setBusy(null)
    }
  }

  useEffect(() => {
    if (startsAt === null || started.current) return
    started.current = true
    void choose(startsAt).finally(() => setStarting(false)) // once, on opening: the choice made at checkout
  }, [])

  const errors = cardErrors(entry, Date.now())
  const errorOf = (field: CardField) => {
    if (!tried) return undefined
    const error = errors.find((candidate) => candidate.field === field)
    return error ? t(error.key) : undefined
  }

  const pay = async () => {
    setTried(true)
    setFailure(null)
    if (card === null || errors.length > 0) return
    const expiry = parseExpiry(entry.expiry)!
    setBusy('card')
    try {
      await settle(await confirmCard({ clientSecret: card.clientSecret, number: entry.number.replace(/[\s-]/g, ''), expMonth: expiry.month, expYear: expiry.year, cvc: entry.cvc.trim() }))
    } finally {
      setBusy(null)
    }
  }

  /** The wallet's sheet instead of the card's fields (issue #16.4); closing the sheet changes nothing. */
  const payByWallet = async () => {
    if (card === null) return
    setFailure(null)
    setBusy('wallet')
    try {
      const confirmation = await payWithWallet({ ...sheet, clientSecret: card.clientSecret })
      if (confirmation !== null) await settle(confirmation)
    } finally {
      setBusy(null)
    }
  }

  /** What the provider answered for the card or the wallet. */
  const settle = async (confirmation: CardConfirmation) => {
    if (confirmation.kind === 'failed') {
      setFailure(confirmation.message ?? t('payment.prepareFailed'))
      return
    }
    if (confirmation.kind === 'approved') {
      // The card step ends where the hosted checkout does: the payment result page records
      // the provider's answer and tells the guest (SPEC §2 cart/payment-result).
      const result = new URLSearchParams({ session_id: confirmation.sessionId, order_id: String(orderIds[0]) })
      navigate(`/restaurants/${hash}/cart/payment-result?${result}`, { replace: true })
      return
    }
    setFailure(confirmation.message ?? t('payment.screen.declined'))
    // Declined: the provider's refusal is recorded (the order stays unpaid) and another card may be tried.
    if (confirmation.sessionId !== null) await dispatch({ type: 'RecordPaymentResult', orderId: orderIds[0]!, result: { session_id: confirmation.sessionId } })
  }

  if (card !== null) {
    return (
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void pay()
        }}
      >
        <Stack gap="sm" aria-label={t('payment.screen.card.title')} role="group">
          {wallet && (
            <Button variant="default" size="md" loading={busy === 'wallet'} disabled={busy === 'card'} onClick={() => void payByWallet()} data-testid="wallet-pay">
              {t('payment.screen.wallet')}
            </Button>
          )}
          <Text fw={600}>{t('payment.screen.card.title')}</Text>
          <TextInput label={t('payment.screen.card.number')} inputMode="numeric" autoComplete="cc-number" value={entry.number} onChange={(event) => setEntry({ ...entry, number: formatCardNumber(event.currentTarget.value) })} error={errorOf('number')} />
          <Group grow align="flex-start">
            <TextInput label={t('payment.screen.card.expiry')} placeholder={t('payment.screen.card.expiryPlaceholder')} inputMode="numeric" autoComplete="cc-exp" value={entry.expiry} onChange={(event) => setEntry({ ...entry, expiry: formatExpiry(event.currentTarget.value) })} error={errorOf('expiry')} />
            <TextInput label={t('payment.screen.card.cvc')} inputMode="numeric" autoComplete="cc-csc" maxLength={4} value={entry.cvc} onChange={(event) => setEntry({ ...entry, cvc: event.currentTarget.value.replace(/\D/g, '') })} error={errorOf('cvc')} />
          </Group>
          {failure !== null && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Button type="submit" loading={busy === 'card'} disabled={busy === 'wallet'}>
            {t('payment.screen.card.pay')}
          </Button>
          {card.checkoutUrl !== null && (
            <Button variant="subtle" onClick={() => redirect.to(card.checkoutUrl!)}>
              {t('payment.screen.hosted')}
            </Button>
          )}
        </Stack>
      </form>
    )
  }

  if (starting) return <Loader aria-label={t(`payment.screen.choices.${startsAt!}`)} />

  return (
    <Stack gap="sm">
      {choices.map((choice) => (
        <Button key={choice} size="md" variant={choice === 'later' ? 'default' : 'filled'} loading={busy === choice} disabled={busy !== null && busy !== choice} onClick={() => void choose(choice)}>
          {t(`payment.screen.choices.${choice}`)}
        </Button>
      ))}
      {failure !== null && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
    </Stack>
  )
}
