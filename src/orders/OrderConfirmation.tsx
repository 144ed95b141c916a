import { Badge, Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core'
import { useNavigate } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { purchaseModeOf } from '../../domain/checkoutForm'
import { guestNoteOf, type OrderContent, type OrderRow, type ServerOrder } from '../../domain/order'
import type { OrderStatus } from '../../domain/orderStatus'
import { formatVenueDate } from '../../domain/display'
import { isWithdrawn } from '../../domain/orderStatus'
import { paymentMethodName } from '../../domain/paymentMethods'
import { isPayNowNotCompleted, isUnpaid } from '../../domain/unpaid'
import { postOrderInstructions } from '../../api/venueCheckoutRules'
import { tableTitle } from '../components/TableStrip'
import { useMenu, useMoney } from '../components/useMenu'
import { useModeLabel } from '../components/useModeLabel'
import { SafeHtml } from '../shell/SafeHtml'
import { useVenue } from '../venue/venueContext'
import { useListText } from '../i18n/useListText'
import { optionNames } from '../cart/optionNames'
import { LineDetails } from '../cart/LineDetails'
import { rowOptions } from '../../domain/rowOptions'

const STATUS_COLORS: Record<OrderStatus, string> = { pending: 'gray', accepted: 'blue', preparing: 'yellow', ready: 'teal', completed: 'green', canceled: 'red', rejected: 'red' }

/** The order's live status (SPEC §4 OrderStateChange). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation()
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" data-testid="order-status">
      {t(`orders.status.${status}`)}
    </Badge>
  )
}

/** An order's lines as the venue took them: quantity, name, what was chosen, and the line's price. */
export function OrderLines({ rows }: { rows: readonly OrderRow[] }) {
  const { money } = useMoney()
  const { info } = useVenue()
  const { itemInfo, menu } = useMenu()
  const list = useListText()
  // the server keeps each row's name and options in the venue's own language: the guest reads the menu's, in theirs
  const nameOf = (row: OrderRow) => (row.type === 'menu-entry' ? itemInfo.get(row.entry_id)?.name : info.specialmenus.find((special) => special.id === row.entry_id)?.name) ?? row.entry_name
  const detailsOf = (row: OrderRow): { options: string; note: string } => {
    const item = row.type === 'menu-entry' ? menu.items.find((candidate) => candidate.id === row.entry_id) : undefined
    const read = item && rowOptions(item, row.subitems)
    if (!read || 'refused' in read) return { options: row.details, note: '' }
    return { options: list(optionNames({ menuentryvariants: read.groups })), note: guestNoteOf(row.details, read.groups) }
  }
  return (
    <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }} data-testid="order-lines">
      {rows.map((row, index) => (
        <li key={`${row.type}-${row.entry_id}-${index}`}>
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
            <Text size="sm">
              {row.quantity} × {nameOf(row)}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {money(row.cost)}
            </Text>
          </Group>
          <LineDetails {...detailsOf(row)} size="xs" />
        </li>
      ))}
    </Stack>
  )
}

/** How the order reaches the guest: "Al tavolo · Tavolo 4", "Asporto · 19:30 - 19:45". */
function ModeLine({ content }: { content: OrderContent }) {
  const { t } = useTranslation()
  const { info } = useVenue()
  const modeLabel = useModeLabel()
  const mode = purchaseModeOf(content)
  if (mode === null) return null
  const table = content.table_id === null ? null : (info.tables.find((candidate) => candidate.id === content.table_id) ?? null)
  const parts = [modeLabel(mode), table === null ? null : tableTitle(table, t), content.time_slot_requested]
  return (
    <Text size="sm" fw={600} data-testid="order-mode">
      {parts.filter((part) => part !== null && part !== '').join(' · ')}
    </Text>
  )
}

/** Paying later is when it is brought for a delivery, on collection for a take-away, at the counter otherwise. */
function laterMethodKey(content: OrderContent | undefined): 'later' | 'laterOnDelivery' | 'laterOnPickup' {
  const mode = content === undefined ? null : purchaseModeOf(content)
  if (mode === 'delivery') return 'laterOnDelivery'
  return mode === 'take-away' ? 'laterOnPickup' : 'later'
}

/** Paid, or how the guest will pay ("Pagamento: alla cassa, dopo", "Pagamento: alla consegna"), by the method's name. */
export function PaymentState({ order }: { order: ServerOrder }) {
  const { t } = useTranslation()
  if (order.payment_result === 1) return <Badge color="green" variant="light">{t('orders.paid')}</Badge>
  const method = paymentMethodName(order.payment_method)
  const methodKey = method === 'later' ? laterMethodKey(order.content) : method
  const named = methodKey ? t(`orders.methods.${methodKey}`) : (order.payment_method ?? '-')
  // paid now, by card or app, and never completed (declined, given up): not "Payment: Satispay" as if paid
  if (isPayNowNotCompleted(order)) {
    return (
      <Text size="sm" c="orange.8" data-testid="payment-not-done">
        {t('orders.paymentNotDone', { method: named })}
      </Text>
    )
  }
  return <Text size="sm">{t('orders.paymentMethod', { method: named })}</Text>
}

/** A paid order the venue did not take (rejected, canceled): the guest is told the money is theirs to claim back. */
export function RefundNote({ order }: { order: ServerOrder }) {
  const { t } = useTranslation()
  const { money } = useMoney()
  if (!isWithdrawn(order.status) || order.payment_result !== 1) return null
  return (
    <Text size="sm" c="red" data-testid="refund-note">
      {t('orders.refundNote', { amount: money(order.total_cost) })}
    </Text>
  )
}

/** What the order charged besides its lines: the covers, the delivery, less the coupon (the total is their sum with the lines). */
export function OrderCharges({ order }: { order: ServerOrder }) {
  const { t } = useTranslation()
  const { money } = useMoney()
  const covers = order.content?.covers
  return (
    <>
      {covers && <Text size="sm">{t('orders.covers', { count: covers.count, amount: money(covers.cost) })}</Text>}
      {order.shipping_cost > 0 && <Text size="sm">{t('orders.shipping', { amount: money(order.shipping_cost) })}</Text>}
      {order.coupon_value > 0 && <Text size="sm">{t('orders.coupon', { amount: money(-order.coupon_value) })}</Text>}
    </>
  )
}

/**
 * The confirmation a guest gets once the order is with the venue (issue #16.6): its number, lines,
 * amount, mode with the table or the time, the payment state and the venue's post-order instructions.
 */
export function OrderConfirmation({ order, canPay = false }: { order: ServerOrder; canPay?: boolean }) {
  const { t, i18n } = useTranslation()
  const { info, hash } = useVenue()
  const { money } = useMoney()
  const navigate = useNavigate()
  const withdrawn = isWithdrawn(order.status)
  const unpaid = isUnpaid(order)
  const instructions = postOrderInstructions(info)
  return (
    <Card withBorder padding="md" role="status" data-testid="order-confirmation" style={{ borderColor: 'var(--mantine-color-green-6)' }}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} size="h4">
            {t('orders.confirmation.title', { n: order.restaurantorderid ?? order.id })}
          </Title>
          <OrderStatusBadge status={order.status} />
        </Group>
        {!withdrawn && <Text size="sm">{t('orders.confirmation.received')}</Text>}
        {order.content && <ModeLine content={order.content} />}
        {order.order_date && <Text size="sm">{t('orders.date', { date: formatVenueDate(order.order_date, i18n.language) })}</Text>}
        {order.content && <OrderLines rows={order.content.rows} />}
        <Divider />
        <OrderCharges order={order} />
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{t('orders.confirmation.total')}</Text>
          <Text fw={700}>{money(order.total_cost)}</Text>
        </Group>
        <Group gap="xs">
          <PaymentState order={order} />
          {unpaid && (
            <Badge color="red" variant="light">
              {t('orders.unpaid')}
            </Badge>
          )}
        </Group>
        {unpaid && canPay && (
          <Button size="compact-md" w="fit-content" onClick={() => navigate(`/restaurants/${hash}/payment?order=${order.id}`)}>
            {t('orders.pay')}
          </Button>
        )}
        <RefundNote order={order} />
        {/* the venue's "thanks, on its way" is not for an order it did not take */}
        {instructions !== null && !withdrawn && (
          <div data-testid="post-order-instructions">
            <SafeHtml html={instructions} />
          </div>
        )}
      </Stack>
    </Card>
  )
}
