import { Stack, Text } from '@mantine/core'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import type { PaymentChoice } from '../../domain/paymentMethods'
import { NothingToPay } from '../checkout/NothingToPay'
import { PaymentPanel } from '../checkout/PaymentPanel'
import { useMoney } from '../components/useMenu'
import { paymentChoicesOf } from '../../api/venueOrderRules'
import { ScreenFrame } from '../shell/ScreenFrame'
import { useViews } from '../venue/hooks'
import { useVenue } from '../venue/venueContext'

/** SPEC §2 payment: pay the order just sent (or the one named by ?order=), SPEC §8 'Nessun ordine inviato' without one. */
export default function Payment() {
  const { t } = useTranslation()
  const { info, hash } = useVenue()
  const { session, cart, myOrders, checkout } = useViews()
  const [search] = useSearchParams()
  // Straight from the checkout the payment chosen there opens at once; back here later (a retry,
  // the back button) the guest chooses again. The mark is spent once read.
  const location = useLocation()
  const navigate = useNavigate()
  const [fromCheckout] = useState(() => (location.state as { startPayment?: boolean } | null)?.startPayment === true)
  useEffect(() => {
    if (fromCheckout) navigate(`${location.pathname}${location.search}`, { replace: true, state: null })
  }, []) // once, on arrival
  const { money } = useMoney()
  const choices = useMemo(() => paymentChoicesOf(info), [info])
  const named = Number(search.get('order'))
  const orderId = Number.isInteger(named) && named > 0 ? named : (cart.awaitingPaymentOrderId ?? session.openServerOrderId ?? (session.lastServerOrder && myOrders.unpaid.includes(session.lastServerOrder.id) ? session.lastServerOrder.id : null))
  const order = myOrders.orders.find((candidate) => candidate.id === orderId) ?? (session.lastServerOrder?.id === orderId ? session.lastServerOrder : null)
  return (
    <ScreenFrame title={t('payment.screen.title')}>
      {orderId === null ? (
        <NothingToPay reason={t('payment.noOrder')} testId="no-order" to={`/restaurants/${hash}/cart`} action={t('payment.screen.toCart')} />
      ) : order?.payment_result === 1 ? (
        // paid (the back button, an old link): nothing to pay again, and no choice that would only fail
        <NothingToPay reason={t('payment.screen.alreadyPaid')} paid testId="already-paid" to={`/restaurants/${hash}/my-orders`} action={t('payment.screen.toOrders')} />
      ) : (
        <Stack>
          <Text>{t('payment.screen.orderLine', { id: order?.restaurantorderid ?? orderId })}</Text>
          {order && <Text fw={700}>{t('payment.screen.amount', { amount: money(order.total_cost) })}</Text>}
          <PaymentPanel orderIds={[orderId]} choices={choices} start={fromCheckout && orderId === cart.awaitingPaymentOrderId ? (checkout.details?.payment as PaymentChoice | undefined) : null} />
        </Stack>
      )}
    </ScreenFrame>
  )
}
