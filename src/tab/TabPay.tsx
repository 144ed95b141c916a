import { Button, Card, NumberInput, Radio, SegmentedControl, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PresentedTab } from '../../projections/tab'
import { paymentChoicesOf } from '../../api/venueOrderRules'
import { MAX_TIP, tipOf, type ShareMode } from '../../domain/tab'
import { useMoney } from '../components/useMenu'
import { useDispatch } from '../venue/useDispatch'
import { useVenue } from '../venue/venueContext'

const CUSTOM = 'custom'
/** Cents of an amount the guest typed in euros (the field's value as Mantine gives it: a number, or the text while typing). */
const centsTyped = (typed: string | number) => Math.round((Number(typed) || 0) * 100)

/**
 * Pay your share (issue #18): my lines, an equal share of what is left, an amount, or all that is
 * left, with a tip from the venue's presets or another amount. The lines paid are locked for the
 * others until the payment ends; the payer goes to the provider's page and comes back to the tab.
 */
export function TabPay({ tab }: { tab: NonNullable<PresentedTab> }) {
  const { t } = useTranslation()
  const { info } = useVenue()
  const { money } = useMoney()
  const dispatch = useDispatch()
  const [chosen, setMode] = useState<ShareMode | null>(null)
  // what the guest typed, kept as typed: a number made of "2," lost its comma, and "2,5" became 25
  const [asked, setAsked] = useState<string | number>('')
  const [tipChoice, setTipChoice] = useState<string>('0')
  const [customTip, setCustomTip] = useState<string | number>('')
  const [busy, setBusy] = useState(false)
  const provider = paymentChoicesOf(info).find((choice) => choice !== 'later') ?? null
  if (provider === null) return <Text c="dimmed">{t('payment.screen.noProvider')}</Text>
  const amountOf = (which: ShareMode) => (which === 'amount' ? centsTyped(asked) : tab.shares[which])
  // my lines first, unless I have none left to pay (after paying them, "my lines (€ 0)" was offered with "Pay € 0")
  const mode: ShareMode = chosen === null || (chosen === 'mine' && amountOf('mine') === 0) ? (amountOf('mine') > 0 ? 'mine' : 'equal') : chosen
  const amount = amountOf(mode)
  const tip = tipChoice === CUSTOM ? centsTyped(customTip) : tipOf(amount, Number(tipChoice))
  // what was sent may all be held by payments under way: that is not "nothing sent yet" (lines not sent yet are no reason)
  if (tab.payable <= 0) return <Text c="dimmed">{t(tab.pending > 0 ? 'tabUi.pay.underWay' : 'tabUi.pay.nothing')}</Text>
  const pay = async () => {
    setBusy(true)
    const result = await dispatch({ type: 'PayTabShare', mode, amount, tipPercent: null, tip, provider })
    setBusy(false)
    const output = result.output as { checkoutUrl?: string | null } | undefined
    if (result.ok && output?.checkoutUrl) window.location.assign(output.checkoutUrl)
  }
  return (
    <Card withBorder padding="sm" component="section" aria-labelledby="tab-pay-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="tab-pay-title">
          {t('tabUi.pay.title')}
        </Title>
        <Radio.Group label={t('tabUi.pay.mode')} value={mode} onChange={(value) => setMode(value as ShareMode)}>
          <Stack gap={6} mt={4}>
            <Radio value="mine" label={t('tabUi.pay.mine', { amount: money(amountOf('mine')) })} disabled={amountOf('mine') === 0} />
            <Radio value="equal" label={t('tabUi.pay.equal', { amount: money(amountOf('equal')) })} />
            <Radio value="amount" label={t('tabUi.pay.amount')} />
            <Radio value="rest" label={t('tabUi.pay.rest', { amount: money(amountOf('rest')) })} />
          </Stack>
        </Radio.Group>
        {mode === 'amount' && <NumberInput label={t('tabUi.pay.amountLabel')} value={asked} onChange={setAsked} min={0} max={tab.payable / 100} decimalScale={2} />}
        <div>
          <Text size="sm" fw={500} id="tab-tip-label">
            {t('tabUi.pay.tip')}
          </Text>
          <SegmentedControl
            aria-labelledby="tab-tip-label"
            fullWidth
            value={tipChoice}
            onChange={setTipChoice}
            data={[{ value: '0', label: t('tabUi.pay.noTip') }, ...tab.tipPercents.map((percent) => ({ value: String(percent), label: `${percent} %` })), { value: CUSTOM, label: t('tabUi.pay.customTip') }]}
          />
        </div>
        {tipChoice === CUSTOM && (
          <NumberInput
            label={t('tabUi.pay.customTipLabel')}
            value={customTip}
            onChange={setCustomTip}
            min={0}
            max={MAX_TIP / 100}
            clampBehavior="strict"
            decimalScale={2}
            description={t('tabUi.pay.tipAtMost', { amount: money(MAX_TIP) })}
          />
        )}
        <Button size="md" loading={busy} disabled={amount <= 0 || amount > tab.payable || tip > MAX_TIP} onClick={() => void pay()}>
          {t('tabUi.pay.pay', { amount: money(amount + tip) })}
        </Button>
      </Stack>
    </Card>
  )
}
