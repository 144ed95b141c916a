import type { GuestAction } from './analyticsMapping'

type Listener = (action: GuestAction) => void
const listeners = new Set<Listener>()

/**
 * Guest actions that leave no event in the log (a tap on a review or share link, an order sent
 * by mail or phone): screens report them here; the analytics observer listens. Nothing is sent
 * from here, so reporting costs nothing when analytics is off.
 */
export function reportGuestAction(action: GuestAction): void {
  for (const listener of listeners) listener(action)
}

export function onGuestAction(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
