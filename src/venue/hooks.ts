import { countOfItem } from '../../projections/itemCount'
import { useView } from './useView'

/** The venue's views as the guest sees them now (DESIGN §5): components read, never hold, business state. */
export { usePresented, useViews } from './useView'

/**
 * How many of an item the cart holds. Each menu card asks for its own item, so a card renders
 * again only when its count changes, not on every change of the views (a menu has hundreds).
 * Read as the shell reads its views (useView), with no operators of its own per card: a long
 * menu hydrates hundreds of these (issue #14).
 */
export function useCountInCart(itemId: number): number {
  return useView((views) => countOfItem(views.cart, itemId))
}
