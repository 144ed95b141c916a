import { Anchor, Badge, Button, Card, Collapse, Group, Stack, Text } from '@mantine/core'
import { Suspense, useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { formatVenueDate } from '../../domain/display'
import type { ServerOrder } from '../../domain/order'
import type { PendingSubmission } from '../../projections/orderSession'
import { useMoney } from '../components/useMenu'
import { postOrderInstructions } from '../../api/venueCheckoutRules'
import { paymentChoicesOf } from '../../api/venueOrderRules'
import { callWaiterOf, orderingOf } from '../../api/venueShellReads'
import { SafeHtml } from '../shell/SafeHtml'
import { lazyOptional } from '../extras/lazyOptional'
import { OrderCharges, OrderConfirmation, OrderLines, OrderStatusBadge, PaymentState, RefundNote } from '../orders/OrderConfirmation'
import { isWithdrawn } from '../../domain/orderStatus'
import { isPayNowNotCompleted } from '../../domain/unpaid'
import { ScreenFrame } from '../shell/ScreenFrame'
import { useNotices } from '../shell/notices'
import { useViews } from '../venue/hooks'
import { useDispatch } from '../venue/useDispatch'
import { useResendPending } from '../venue/useResendPending'
import { CallWaiterButton } from '../components/CallWaiterButton'
import { useTableOfQr } from '../components/TableStrip'
import { TabRounds } from '../tab/TabRounds'
import { useTabFollow } from '../tab/useTabFollow'
import { useFollowing } from '../venue/useFollowing'
import { useVenue } from '../venue/venueContext'

/** The review prompt after an order (issue #6): a separate chunk. */
const ReviewPrompt = lazyOptional(() => import('../extras/ReviewPrompt'))

/** SPEC §9: orders are polled every 120000 ms. */
export const ORDERS_POLL_MS = 120_000

function OrderCard({ order, unpaid, canPay }: { order: ServerOrder; unpaid: boolean; canPay: boolean }) {
  const { t, i18n } = useTranslation()
  const { hash } = useVenue()
  const navigate = useNavigate()
  const { money } = useMoney()
  const [open, setOpen] = useState(false)
  const number = order.restaurantorderid ?? order.id
  const detailsId = `order-details-${order.id}`
  // a paid order, or one paid now that never was, says so on its card; any other payment in its details
  const paymentOnCard = order.payment_result === 1 || isPayNowNotCompleted(order)
  return (
    <Card withBorder padding="sm" component="li" data-testid="my-order">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{t('orders.number', { n: number })}</Text>
          <Text fw={600}>{money(order.total_cost)}</Text>
        </Group>
        <Group gap={6}>
          <Badge color="gray" variant="light">
            {t('orders.sent')}
          </Badge>
          <OrderStatusBadge status={order.status} />
          {unpaid && (
            <Badge color="red" variant="light">
              {t('orders.unpaid')}
            </Badge>
          )}
          {paymentOnCard && <PaymentState order={order} />}
        </Group>
        <RefundNote order={order} />
        {order.content && <OrderLines rows={order.content.rows} />}
        <Group gap="xs">
          <Button variant="light" size="compact-sm" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen((value) => !value)}>
            {t('orders.view')}
          </Button>
          {unpaid && canPay && (
            <Button size="compact-sm" onClick={() => navigate(`/restaurants/${hash}/payment?order=${order.id}`)}>
              {t('orders.pay')}
            </Button>
          )}
        </Group>
        <Collapse expanded={open} id={detailsId}>
          <Stack gap={2}>
            {order.order_date && <Text size="sm">{t('orders.date', { date: formatVenueDate(order.order_date, i18n.language) })}</Text>}
            <OrderCharges order={order} />
            {!paymentOnCard && <PaymentState order={order} />}
          </Stack>
        </Collapse>
      </Stack>
    </Card>
  )
}

/**
 * The order waiting to be sent (SPEC §8: kept and sent again when the network is back) as a card
 * of the list, with its lines and amount, not a line of text above "no orders yet" (issue #16.9).
 */
function PendingOrderCard({ pending }: { pending: PendingSubmission }) {
  const { t } = useTranslation()
  const { money } = useMoney()
  const { order } = pending.request
  return (
    <Card withBorder padding="sm" data-testid="pending-order">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{money(order.total_cost)}</Text>
          <Badge color="blue" variant="light">
            {t('orders.pendingBadge')}
          </Badge>
        </Group>
        <OrderLines rows={order.rows} />
        <Text size="sm" c="dimmed" role="status">
          {t('orders.pending')}
        </Text>
      </Stack>
    </Card>
  )
}

/** SPEC §2 my orders ("I tuoi ordini"): the guest's orders with live status, payment and the waiter. */
export default function MyOrders() {
  const { t } = useTranslation()
  const { info, hash, light, session: venueSession, records } = useVenue()
  const { myOrders, session, tab } = useViews()
  const dispatch = useDispatch()
  const show = useNotices()
  useResendPending()
  const ordering = useMemo(() => orderingOf(info), [info])
  const waiter = callWaiterOf(ordering)
  // after a table's QR code the strip under the bar offers the call (TableStrip)
  const tableOfQr = useTableOfQr()
  const canPay = useMemo(() => paymentChoicesOf(info).some((choice) => choice !== 'later'), [info])
  const instructions = postOrderInstructions(info)

  // SPEC §6: a signed-in customer's orders are filtered by customer_id; signing in or out reloads them.
  const customerId = useViews().customer.customer?.customer_id ?? null
  useEffect(() => {
    void dispatch({ type: 'LoadMyOrders' })
    const timer = setInterval(() => void dispatch({ type: 'LoadMyOrders' }), ORDERS_POLL_MS)
    return () => clearInterval(timer)
  }, [dispatch, customerId])

  // the table's rounds are orders of the tab, not of this phone: their statuses come with the tab, which
  // the screen follows while it shows (a staff's move is announced on the tab's channel)
  useTabFollow(tab !== null && tab.rounds.length > 0 ? tab.tabId : null)

  const hasOrderToFollow = myOrders.orders.length > 0 || session.lastServerOrder !== null || session.pending !== null
  const realtime = light?.realtime
  // Read at each render: the secret arrives with the first order's answer, which also re-renders
  // this screen; it is a dependency of the effect so that following starts once it is there.
  const deviceSecret = records.deviceSecret().get()
  // live updates are a bonus: polling keeps the list fresh when they fail (SPEC §9)
  // what the guest is told of a change (the blue 'order updated') shows as for their own commands
  useFollowing(hasOrderToFollow ? () => venueSession.followOrders(realtime, (result) => result.notices.forEach(show)) : null, [hasOrderToFollow, realtime, venueSession, deviceSecret, show])

  // issue #16.6: the order just sent (?placed=id, from the checkout or the payment) is confirmed on top
  const placedId = Number(useSearchParams()[0].get('placed'))
  const placed = myOrders.orders.find((order) => order.id === placedId) ?? null
  const orders = placed === null ? myOrders.orders : myOrders.orders.filter((order) => order !== placed)
  // the venue's post-order instructions ("thanks, on its way") are not for an order it did not take
  const lastWithdrawn = myOrders.orders.some((order) => order.id === session.lastServerOrder?.id && isWithdrawn(order.status))
  return (
    <ScreenFrame title={t('orders.title')}>
      {placed !== null && <OrderConfirmation order={placed} canPay={canPay} />}
      {waiter.enabled && tableOfQr === null && <CallWaiterButton text={waiter.text} />}
      {placed === null && instructions !== null && session.orderSent && !session.expired && !lastWithdrawn && (
        <Card withBorder padding="sm" data-testid="post-order-instructions">
          <SafeHtml html={instructions} />
        </Card>
      )}
      {session.pending !== null && <PendingOrderCard pending={session.pending} />}
      {/* issue #18: the rounds of the table's tab this phone is on, each one order of the venue */}
      {tab !== null && tab.rounds.length > 0 && (
        <Card withBorder padding="sm" component="section" aria-labelledby="my-tab-rounds" data-testid="tab-rounds">
          <Anchor component={Link} to={`/restaurants/${hash}/tab`} fw={700} id="my-tab-rounds">
            {t('tabUi.screen.title', { table: tab.table.name })}
          </Anchor>
          <TabRounds rounds={tab.rounds} />
        </Card>
      )}
      {orders.length > 0 ? (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('orders.title')}>
          {orders.map((order) => (
            <OrderCard key={order.id} order={order} unpaid={myOrders.unpaid.includes(order.id)} canPay={canPay} />
          ))}
        </Stack>
      ) : (
        session.pending === null &&
        placed === null &&
        // the table's rounds are this guest's orders too
        (tab === null || tab.rounds.length === 0) && (
          <Stack align="flex-start">
            <Text>{t('orders.empty')}</Text>
            <Button component={Link} to={`/restaurants/${hash}/a-la-carte-menu`} variant="light">
              {t('cart.screen.toMenu')}
            </Button>
          </Stack>
        )
      )}
      <Suspense fallback={null}>
        <ReviewPrompt orderCompleted={myOrders.orders.some((order) => order.status === 'completed')} />
      </Suspense>
      {canPay && myOrders.unpaid.length > 1 && (
        <Button component={Link} to={`/restaurants/${hash}/my-orders/payment-all`}>
          {t('orders.payAll')}
        </Button>
      )}
    </ScreenFrame>
  )
}
