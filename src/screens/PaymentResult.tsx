import { Alert, Button, Loader, Stack } from '@mantine/core'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router-dom'
import { ScreenFrame } from '../shell/ScreenFrame'
import { OrderConfirmation } from '../orders/OrderConfirmation'
import { useViews } from '../venue/hooks'
import { useDispatch } from '../venue/useDispatch'
import { useVenue } from '../venue/venueContext'

type Outcome = 'checking' | 'paid' | 'unpaid' | 'pending' | 'failed' | 'missing'

/** SPEC §2 cart/payment-result, §4 Payment result: the provider sends the guest back here with session_id and order_id. */
export default function PaymentResult() {
  const { t } = useTranslation()
  const { hash } = useVenue()
  const dispatch = useDispatch()
  const [search] = useSearchParams()
  const sessionId = search.get('session_id')
  const orderId = Number(search.get('order_id'))
  const valid = sessionId !== null && sessionId !== '' && Number.isInteger(orderId) && orderId > 0
  const [outcome, setOutcome] = useState<Outcome>(valid ? 'checking' : 'missing')
  const paidOrder = useViews().myOrders.orders.find((order) => order.id === orderId) ?? null
  const sent = useRef(false)
  useEffect(() => {
    if (!valid || sent.current) return
    sent.current = true
    void dispatch({ type: 'RecordPaymentResult', orderId, result: { session_id: sessionId } }).then((result) => {
      const received = result.events.find((event) => event.type === 'PaymentResultReceived')
      if (!result.ok || received === undefined) return setOutcome('failed')
      // a session the provider has not settled yet (payment_result null) may still be paid: not "nothing was charged"
      const { success, payment_result } = received.data as { success?: boolean; payment_result?: number | null }
      setOutcome(success === true ? 'paid' : payment_result === null ? 'pending' : 'unpaid')
    })
  }, [valid, orderId, sessionId, dispatch])
  return (
    <ScreenFrame title={t('payment.screen.resultTitle')} back={false}>
      {outcome === 'checking' ? (
        <Loader aria-label={t('payment.screen.checking')} />
      ) : (
        <Stack>
          <Alert color={outcome === 'paid' ? 'green' : outcome === 'unpaid' ? 'orange' : outcome === 'pending' ? 'yellow' : 'red'} role={outcome === 'paid' || outcome === 'pending' ? 'status' : 'alert'} data-testid={`payment-${outcome}`}>
            {outcome === 'paid' ? t('payment.screen.success') : outcome === 'unpaid' ? t('payment.screen.notPaid') : outcome === 'pending' ? t('payment.screen.notConfirmed') : outcome === 'missing' ? t('payment.noOrder') : t('payment.prepareFailed')}
          </Alert>
          {outcome === 'paid' && paidOrder !== null && <OrderConfirmation order={paidOrder} />}
          <Button component={Link} to={`/restaurants/${hash}/my-orders`}>
            {t('payment.screen.toOrders')}
          </Button>
          {/* paying again while the provider may still take the first payment would charge twice */}
          {outcome !== 'paid' && outcome !== 'pending' && (
            <Button component={Link} to={`/restaurants/${hash}/payment${Number.isInteger(orderId) && orderId > 0 ? `?order=${orderId}` : ''}`} variant="light">
              {t('payment.screen.retry')}
            </Button>
          )}
        </Stack>
      )}
    </ScreenFrame>
  )
}
