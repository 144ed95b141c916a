import { Button, Modal, NumberInput, Stack, Text } from '@mantine/core'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isCoversPopupShown } from '../../domain/covers'
import { useMoney } from '../components/useMenu'
import { coversPopupEnabled, coversSlotsOf, menuOf } from '../../api/venueCheckoutRules'
import { timeZoneOf } from '../../api/venueShellReads'
import { useViews } from '../venue/hooks'
import { useDispatch } from '../venue/useDispatch'
import { useVenue } from '../venue/venueContext'

/** SPEC §4 Covers popup: how many covers, charged at the COPERTO item's price. */
export function CoversPopup() {
  const { t } = useTranslation()
  const { info } = useVenue()
  const { cart, session, tab } = useViews()
  const dispatch = useDispatch()
  const { money } = useMoney()
  const menu = useMemo(() => menuOf(info), [info])
  const [dismissed, setDismissed] = useState(false)
  const [covers, setCovers] = useState<number | string>(1)
  const coverEntries = cart.covers.count > 0 && menu.coverItem ? [menu.coverItem] : []
  // DESIGN §7a: on the table's open tab the covers are one per guest, counted by the tab's rounds: not asked here.
  const shown =
    !dismissed &&
    tab?.open !== true &&
    menu.coverItem !== null &&
    isCoversPopupShown({
      options: { enable_covers_popup: coversPopupEnabled(info) },
      // the COPERTO item usually sits in a hidden category, outside the offered items
      menuEntries: menu.coverItem ? [...menu.items, menu.coverItem] : menu.items,
      coversSlots: coversSlotsOf(info),
      cartEntries: [...cart.lines.map((line) => line.item), ...coverEntries],
      sessionValid: session.valid,
      now: Date.now(),
      timeZone: timeZoneOf(info),
    })
  const unitPrice = menu.coverItem?.price ?? 0
  const count = typeof covers === 'number' ? covers : Number.parseInt(covers, 10)
  const valid = Number.isInteger(count) && count >= 0 && count <= 99
  return (
    <Modal opened={shown} onClose={() => setDismissed(true)} title={t('cart.screen.coversTitle')} centered closeButtonProps={{ 'aria-label': t('ui.close') }}>
      <Stack>
        <Text size="sm">{t('cart.screen.coversText', { price: money(unitPrice) })}</Text>
        <NumberInput label={t('cart.screen.coversLabel')} min={0} max={99} allowDecimal={false} allowNegative={false} value={covers} onChange={setCovers} data-autofocus />
        <Button
          disabled={!valid}
          onClick={async () => {
            const result = await dispatch({ type: 'SetCovers', covers: count, coverUnitPrice: unitPrice })
            if (result.ok) setDismissed(true)
          }}
        >
          {t('cart.screen.coversConfirm')}
        </Button>
      </Stack>
    </Modal>
  )
}
