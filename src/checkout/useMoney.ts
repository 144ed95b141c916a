import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { currencySymbol, formatMoney } from '../../domain/display'
import type { Cents } from '../../domain/money'
import { useVenue } from '../venue/VenueProvider'

/** Amounts in the venue's currency and the guest's language (SPEC §5 Display filters). */
export function useMoney(): (cents: Cents) => string {
  const { info } = useVenue()
  const { i18n } = useTranslation()
  const symbol = currencySymbol(info)
  return useCallback((cents: Cents) => formatMoney(cents, { symbol, locale: i18n.language }), [symbol, i18n.language])
}

/** Clock ticks for the screens' time-dependent rules (pause windows, slots, covers popup). */
export function nowMs(): number {
  return Date.now()
}
