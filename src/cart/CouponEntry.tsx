import { Button, Card, Group, Stack, Text, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useMoney } from '../components/useMenu'
import { useViews } from '../venue/hooks'
import { useDispatch } from '../venue/useDispatch'

/** SPEC §5 Coupon: the code field, the coupon applied and the way to remove it. */
export function CouponEntry({ locked }: { locked: boolean }) {
  const { t } = useTranslation()
  const { cart, totals } = useViews()
  const dispatch = useDispatch()
  const { money } = useMoney()
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  if (cart.coupon) {
    return (
      <Card withBorder padding="sm" data-testid="coupon-applied">
        <Group justify="space-between" wrap="nowrap">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600}>{t('cart.screen.couponApplied', { code: cart.coupon.code })}</Text>
            {!totals.couponApplies && cart.coupon.minimum_order !== null && (
              <Text size="sm" c="dimmed">
                {t('cart.screen.couponMinimum', { amount: money(cart.coupon.minimum_order) })}
              </Text>
            )}
          </Stack>
          <Button variant="subtle" color="red" disabled={locked} style={{ flexShrink: 0 }} onClick={() => void dispatch({ type: 'RemoveCoupon' })}>
            {t('cart.screen.couponRemove')}
          </Button>
        </Group>
      </Card>
    )
  }
  const apply = async () => {
    if (code.trim() === '') return
    setBusy(true)
    const result = await dispatch({ type: 'ApplyCoupon', code: code.trim() })
    setBusy(false)
    // a refused code stays in the field, so a typo can be corrected (issue #16.5)
    if (result.events.some((event) => event.type === 'CouponApplied')) setCode('')
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        void apply()
      }}
    >
      <Group align="flex-end" wrap="nowrap" gap="xs">
        <TextInput style={{ flex: 1 }} label={t('cart.screen.couponLabel')} placeholder={t('cart.screen.couponPlaceholder')} value={code} onChange={(event) => setCode(event.currentTarget.value)} disabled={locked} autoComplete="off" />
        <Button type="submit" loading={busy} disabled={locked || code.trim() === ''}>
          {t('cart.screen.couponApply')}
        </Button>
      </Group>
    </form>
  )
}

/** SPEC §4 Covers popup: how many covers, charged at the COPERTO item's price. */
