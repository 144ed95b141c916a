import type { GuestAction } from './analyticsMapping'

/** What a route needs to name what the guest opened (a subset of the full venue info). */
export type RouteNames = {
  menucategories: readonly { id: number; name: string }[]
  menudrinkcategories: readonly { id: number; name: string }[]
  menuentries: readonly { id: number; name: string; is_drink?: boolean | number | null }[]
  specialmenus: readonly { id: number; name: string }[]
}

const isOn = (flag: boolean | number | null | undefined) => flag === true || flag === 1

/**
 * Analytics from navigation: opening my orders (viewMyOrders), a category (clickedCategory), an
 * item (viewDrink for a drink, otherwise viewPlate) or a special menu (enterSpecialMenu), labelled
 * with its name. `path` is the router's path, e.g. `/restaurants/{hash}/item/107`.
 */
export function routeActions(path: string, names: RouteNames): GuestAction[] {
  const match = /^\/restaurants\/[^/]+\/(my-orders|category|item|special-menus)(?:\/(\d+))?\/?$/.exec(path)
  if (!match) return []
  const [, screen, idText] = match
  const id = idText === undefined ? null : Number(idText)
  if (screen === 'my-orders') return id === null ? [{ name: 'viewMyOrders' }] : []
  if (id === null) return []
  if (screen === 'category') {
    const category = [...names.menucategories, ...names.menudrinkcategories].find((entry) => entry.id === id)
    return [{ name: 'clickedCategory', label: category?.name ?? String(id) }]
  }
  if (screen === 'item') {
    const item = names.menuentries.find((entry) => entry.id === id)
    return [{ name: item && isOn(item.is_drink) ? 'viewDrink' : 'viewPlate', label: item?.name ?? String(id) }]
  }
  const special = names.specialmenus.find((entry) => entry.id === id)
  return [{ name: 'enterSpecialMenu', label: special?.name ?? String(id) }]
}
