import { Alert, Stack, Text } from '@mantine/core'
import { useEffect, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { NothingToPay } from '../checkout/NothingToPay'
import { PaymentPanel } from '../checkout/PaymentPanel'
import { useMoney } from '../components/useMenu'
import { paymentChoicesOf } from '../../api/venueOrderRules'
import { ScreenFrame } from '../shell/ScreenFrame'
import { useViews } from '../venue/hooks'
import { useDispatch } from '../venue/useDispatch'
import { useVenue } from '../venue/venueContext'

/** SPEC §2 my-orders/payment-all: pay every unpaid order at once. */
export default function PayAll() {
  const { t } = useTranslation()
  const { info, hash } = useVenue()
  const { myOrders } = useViews()
  const dispatch = useDispatch()
  const { money } = useMoney()
  useEffect(() => {
    void dispatch({ type: 'LoadMyOrders' })
  }, [dispatch])
  const choices = useMemo(() => paymentChoicesOf(info).filter((choice) => choice !== 'later'), [info])
  const unpaid = myOrders.orders.filter((order) => myOrders.unpaid.includes(order.id))
  const total = unpaid.reduce((sum, order) => sum + order.total_cost, 0)
  return (
    <ScreenFrame title={t('payment.screen.allTitle')}>
      {unpaid.length === 0 ? (
        <NothingToPay reason={t('payment.noOrder')} testId="no-order" to={`/restaurants/${hash}/my-orders`} action={t('payment.screen.toOrders')} />
      ) : (
        <Stack>
          <Text>{t('payment.screen.allCount', { count: unpaid.length })}</Text>
          <Text fw={700}>{t('payment.screen.amount', { amount: money(total) })}</Text>
          {choices.length === 0 ? <Alert color="orange">{t('payment.screen.noProvider')}</Alert> : <PaymentPanel orderIds={unpaid.map((order) => order.id)} choices={choices} />}
        </Stack>
      )}
    </ScreenFrame>
  )
}
