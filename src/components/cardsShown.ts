import { startTransition, useEffect, useState, useSyncExternalStore } from 'react'
import { nextTask } from '../shell/nextTask'

/** The cards a server-rendered list carries: about three phone screens (issue #14). */
export const FIRST_CARDS = 24
/** The cards added at a time once the page is hydrated: each addition is a short task. */
export const MORE_CARDS = 24

const noChange = () => () => {}

/**
 * How many of a list's `total` cards to render now. The server's page, and the browser hydrating
 * it, carry the first FIRST_CARDS only: a 300-item category's HTML made the parser build 300 cards
 * in one task of 130-260 ms at 4x CPU, and their styles in another (issue #14). Once the page is
 * hydrated the others follow, MORE_CARDS a task, each in a transition React renders in slices. A
 * list the browser renders itself (after a navigation) is whole at once: coming back to it puts the
 * guest back where they were in it.
 */
export function useCardsShown(total: number): number {
  // true on the server and while hydrating (the server's snapshot), false in a browser's own render
  const serverPage = useSyncExternalStore(noChange, () => false, () => true)
  const [shown, setShown] = useState(serverPage ? FIRST_CARDS : Number.POSITIVE_INFINITY)
  useEffect(() => {
    if (shown >= total) return
    let live = true
    void nextTask().then(() => live && startTransition(() => setShown((count) => count + MORE_CARDS)))
    return () => {
      live = false
    }
  }, [shown, total])
  return Math.min(shown, total)
}

/** How many of `shown` cards fall to each of consecutive lists of `counts` cards, in order. */
export function shareOut(counts: readonly number[], shown: number): number[] {
  let left = shown
  return counts.map((count) => {
    const share = Math.max(0, Math.min(count, left))
    left -= share
    return share
  })
}
