import type { PresentedViews } from './present'

/** The views a replay shows, by name (`comanda replay --view`), in the order it shows them. */
export type ViewName = keyof PresentedViews
export const VIEW_NAMES: readonly ViewName[] = ['venue', 'cart', 'totals', 'checkout', 'session', 'myOrders', 'table', 'customer', 'waiter', 'tab']

export function isViewName(name: string): name is ViewName {
  return (VIEW_NAMES as readonly string[]).includes(name)
}
