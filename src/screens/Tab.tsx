import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { useMoney, useVenuePath } from '../components/useMenu'
import { ScreenFrame } from '../shell/ScreenFrame'
import { useListText } from '../i18n/useListText'
import { TabGuestLines } from '../tab/TabLines'
import { TabPay } from '../tab/TabPay'
import { useTabFollow } from '../tab/useTabFollow'
import { useViews } from '../venue/hooks'
import { useDispatch } from '../venue/useDispatch'
import { useResendPending } from '../venue/useResendPending'
import { TabRounds } from '../tab/TabRounds'

/**
 * The table's shared tab (issue #18): everyone's lines grouped by guest with their subtotals,
 * live; sending the round to the kitchen; paying one's share; the tab's total, what is paid and
 * what is left; the link that lets another phone join.
 */
export default function Tab() {
  const { t } = useTranslation()
  const list = useListText()
  const { tab } = useViews()
  const { money } = useMoney()
  const path = useVenuePath()
  const dispatch = useDispatch()
  const here = useTabFollow(tab?.tabId ?? null)
  useResendPending()
  const [sending, setSending] = useState(false)
  const [copied, setCopied] = useState(false)
  const [cancelling, setCancelling] = useState<string | null>(null)

  // back from the provider's page: how did this phone's payments under way end?
  const myPending = tab?.payments.filter((payment) => payment.mine && payment.status === 'pending').map((payment) => payment.paymentId).join(',') ?? ''
  useEffect(() => {
    for (const paymentId of myPending.split(',').filter(Boolean)) void dispatch({ type: 'CheckTabShare', paymentId })
  }, [myPending, dispatch])

  if (tab === null) {
    return (
      <ScreenFrame title={t('tabUi.join.title')}>
        <Text>{t('tabUi.screen.noTab')}</Text>
        <Button component={Link} to={path('a-la-carte-menu')} variant="light">
          {t('tabUi.screen.toMenu')}
        </Button>
      </ScreenFrame>
    )
  }
  const send = async () => {
    setSending(true)
    await dispatch({ type: 'SendTabRound' })
    setSending(false)
  }
  const cancel = async (paymentId: string) => {
    setCancelling(paymentId)
    await dispatch({ type: 'CancelTabShare', paymentId })
    setCancelling(null)
  }
  const share = async () => {
    const link = new URL(`${window.location.origin}/app${path()}`)
    link.searchParams.set('tab', tab.tabId)
    try {
      if (navigator.share) await navigator.share({ url: link.toString(), title: t('tabUi.screen.title', { table: tab.table.name }) })
      else {
        await navigator.clipboard.writeText(link.toString())
        setCopied(true)
      }
    } catch {
      // the guest closed the share sheet
    }
  }
  return (
    <ScreenFrame title={t('tabUi.screen.title', { table: tab.table.name })}>
      {!tab.open && (
        <Alert color={tab.closedReason === 'paid' ? 'green' : 'gray'} role="status">
          {tab.closedReason === 'paid' ? t('tabUi.screen.closedPaid') : t('tabUi.screen.closed')}
        </Alert>
      )}
      {here.length > 0 && (
        <Text size="sm" c="dimmed" data-testid="tab-here">
          {t('tabUi.screen.here', { names: list(here.map((guest) => guest.name)) })}
        </Text>
      )}
      <Stack gap="sm">
        {tab.guests.map((guest) => (
          <TabGuestLines key={guest.guestId} guest={guest} me={guest.guestId === tab.guestId} />
        ))}
      </Stack>
      <Stack gap={2} data-testid="tab-totals">
        {tab.covers.amount > 0 && (
          <Group justify="space-between">
            <Text>{t('tabUi.screen.covers', { count: tab.covers.count })}</Text>
            <Text>{money(tab.covers.amount)}</Text>
          </Group>
        )}
        {tab.serviceCost > 0 && (
          <Group justify="space-between">
            <Text>{t(tab.servedAs === 'pickup' ? 'cart.screen.pickupCost' : 'cart.screen.delivery')}</Text>
            <Text>{money(tab.serviceCost)}</Text>
          </Group>
        )}
        <Group justify="space-between">
          <Text fw={700}>{t('tabUi.screen.total')}</Text>
          <Text fw={700}>{money(tab.total)}</Text>
        </Group>
        <Group justify="space-between">
          <Text>{t('tabUi.screen.paidSoFar')}</Text>
          <Text>{money(tab.paid)}</Text>
        </Group>
        <Group justify="space-between">
          <Text>{t('tabUi.screen.left')}</Text>
          <Text data-testid="tab-left">{money(tab.left)}</Text>
        </Group>
        {/* what others are paying now is left to pay, but not to this phone: "all that is left" is less by it */}
        {tab.pending > 0 && (
          <Group justify="space-between" c="dimmed">
            <Text size="sm">{t('tabUi.screen.beingPaid')}</Text>
            <Text size="sm">{money(tab.pending)}</Text>
          </Group>
        )}
      </Stack>
      {/* the rounds and their status, on a tab paid and closed too: the kitchen may still be preparing them */}
      {tab.rounds.length > 0 && <TabRounds rounds={tab.rounds} />}
      {tab.open && (
        <>
          {tab.unsent > 0 && (
            // the count on a line of its own: in one label it was cut off at 390 px ("… da inviare in cu")
            <Stack gap={4}>
              <Button size="md" loading={sending} onClick={() => void send()} aria-describedby="tab-unsent">
                {t('tabUi.screen.sendRound')}
              </Button>
              <Text id="tab-unsent" size="sm" c="dimmed" ta="center">
                {t('tabUi.screen.unsent', { count: tab.unsent })}
              </Text>
            </Stack>
          )}
          {tab.payments
            .filter((payment) => payment.mine && payment.status === 'pending')
            .map((payment) => (
              <Alert key={payment.paymentId} color="yellow" role="status" data-testid="tab-my-pending">
                <Stack gap="xs" align="flex-start">
                  <Text size="sm">{t('tabUi.pay.pendingMine', { amount: money(payment.amount + payment.tip) })}</Text>
                  <Button size="xs" variant="default" loading={cancelling === payment.paymentId} onClick={() => void cancel(payment.paymentId)}>
                    {t('tabUi.pay.cancel')}
                  </Button>
                </Stack>
              </Alert>
            ))}
          <TabPay tab={tab} />
          <Group>
            <Button variant="default" onClick={() => void share()}>
              {copied ? t('tabUi.screen.shareCopied') : t('tabUi.screen.share')}
            </Button>
            <Button component={Link} to={path('a-la-carte-menu')} variant="subtle">
              {t('tabUi.screen.toMenu')}
            </Button>
          </Group>
        </>
      )}
      {tab.payments.length > 0 && (
        <Stack gap={2} component="section" aria-label={t('tabUi.pay.receipt')}>
          <Text fw={600}>{t('tabUi.pay.receipt')}</Text>
          {tab.payments.map((payment) => (
            <Text key={payment.paymentId} size="sm" data-testid="tab-payment">
              {t('tabUi.pay.receiptLine', { guest: payment.guest, amount: money(payment.amount), tip: money(payment.tip), status: t(`tabUi.pay.status.${payment.status}`) })}
            </Text>
          ))}
        </Stack>
      )}
    </ScreenFrame>
  )
}
