import { useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { modeTextOf } from '../../api/venueCheckoutRules'
import { orderingOf } from '../../api/venueShellReads'
import type { PurchaseMode } from '../../domain/venueOptions'
import { useVenue } from '../venue/venueContext'

/** A mode as the guest reads it: the venue's own label (in-venue text_order_delivery / _pickup) or ours. */
export function useModeLabel(): (mode: PurchaseMode) => string {
  const { info } = useVenue()
  const { t } = useTranslation()
  const ordering = useMemo(() => orderingOf(info), [info])
  return useCallback((mode: PurchaseMode) => modeTextOf(ordering, mode) ?? t(`checkout.modes.${mode}`), [ordering, t])
}
