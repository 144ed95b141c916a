import { useObservableState } from 'observable-hooks'
import { useCallback, useMemo } from 'react'
import { distinctUntilChanged, map } from 'rxjs'
import type { Command } from '../../commands/registry'
import type { DispatchResult } from '../../commands/bus'
import { countOfItem } from '../../projections/cart'
import { presentViews, type PresentedViews } from '../../projections/present'
import { useNotices } from '../shell/notices'
import { useVenue } from './venueContext'

/** The venue's views as the guest sees them now (DESIGN §5): components read, never hold, business state. */
export function useViews(): PresentedViews {
  const { session } = useVenue()
  return useObservableState(session.presented$, () => presentViews(session.current(), Date.now()))
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

/** Sends a command through the bus and shows what the guest is told (red errors, blue infos). */
export function useDispatch(): (command: Command) => Promise<DispatchResult> {
  const { session } = useVenue()
  const show = useNotices()
  return useCallback(
    async (command: Command) => {
      const result = await session.dispatch(command)
      for (const notice of result.notices) show(notice)
      return result
    },
    [session, show],
  )
}
