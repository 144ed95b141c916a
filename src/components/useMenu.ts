import { useCallback } from 'react'
import { useUiText } from '../i18n/uiText'
import { menuFromInfo } from '../../api/venueInfo'
import { currencySymbol, formatItemPrice, formatMoney } from '../../domain/display'
import type { Cents } from '../../domain/money'
import type { MenuItem } from '../../domain/menuTypes'
import { hasBuyableEntries } from '../../domain/menuSearch'
import { useVenue } from '../venue/venueContext'

type ItemInfo = ReturnType<typeof useVenue>['info']['menuentries'][number]

/**
 * The venue's menu in domain types (cents), derived from the venue info once per answer, with
 * the display-only facts the domain types leave out (images, tag and allergen names).
 */
export function useMenu(): VenueMenu {
  return venueMenuOf(useVenue().info)
}

type VenueInfo = ReturnType<typeof useVenue>['info']
type VenueMenu = { menu: ReturnType<typeof menuFromInfo>; itemInfo: Map<number, ItemInfo>; tagNames: Map<number, string>; allergenNames: Map<number, string>; buyable: boolean }

/**
 * Derived once per venue answer for every component that asks (a 300-item category has 300 item
 * cards: derived per card, the menu was converted 300 times on each render, issue #14).
 */
const derived = new WeakMap<VenueInfo, VenueMenu>()

function venueMenuOf(info: VenueInfo): VenueMenu {
  const known = derived.get(info)
  if (known) return known
  const menu = menuFromInfo(info)
  const itemInfo = new Map<number, ItemInfo>(info.menuentries.map((entry) => [entry.id, entry]))
  const tagNames = new Map<number, string>(info.tags.map((tag) => [tag.id, tag.name]))
  const allergenNames = new Map<number, string>(info.allergens.map((allergen) => [allergen.id, allergen.name]))
  const made = { menu, itemInfo, tagNames, allergenNames, buyable: hasBuyableEntries(menu.items) }
  derived.set(info, made)
  return made
}

/** Money as the guest reads it (SPEC §5 Display filters), in the venue's currency and the UI language. */
export function useMoney() {
  const { info } = useVenue()
  // many per screen (every item's price): the one useTranslation of the tree (src/i18n/uiText.tsx)
  const { language: locale } = useUiText()
  const symbol = currencySymbol(info)
  // sign 'always': a surcharge ("+€ 1"), its sign placed the way the guest's language places it.
  const money = useCallback((amount: Cents, sign?: 'always') => formatMoney(amount, { symbol, locale, sign }), [symbol, locale])
  const itemPrice = useCallback((item: Pick<MenuItem, 'price' | 'price_mode'>) => formatItemPrice(item, { symbol, locale }), [symbol, locale])
  return { money, itemPrice }
}

/** Absolute paths inside the current venue. */
export function useVenuePath() {
  const { hash } = useVenue()
  return useCallback((path = '') => `/restaurants/${hash}${path ? `/${path}` : ''}`, [hash])
}

/** Venue texts may carry markup (SPEC §3, DESIGN §6): lists show them as plain text. */
export function plainText(text: string | null | undefined): string {
  return (text ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}
