import { useObservableState } from 'observable-hooks'
import { useMemo } from 'react'
import { distinctUntilChanged, map } from 'rxjs'
import { countOfItem } from '../../projections/cart'
import type { PresentedViews } from '../../projections/present'
import { useVenue } from './venueContext'

/** The venue's views as the guest sees them now (DESIGN §5): components read, never hold, business state. */
export function useViews(): PresentedViews {
  const { session } = useVenue()
  return useObservableState(session.presented$, () => session.presentedNow())
}

/**
 * How many of an item the cart holds. Each menu card asks for its own item, so a card renders
 * again only when its count changes, not on every change of the views (a menu has hundreds).
 */
export function useCountInCart(itemId: number): number {
  const { session } = useVenue()
  const count$ = useMemo(() => session.views$.pipe(map((views) => countOfItem(views.cart, itemId)), distinctUntilChanged()), [session, itemId])
  return useObservableState(count$, () => countOfItem(session.current().cart, itemId))
}
