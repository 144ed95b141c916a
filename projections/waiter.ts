import type { Envelope } from '../events/envelope'
import { handling } from './handling'

/** SPEC §3 App state lastCallWaiter; §4 Waiter call: the last-call time is set on ok. */
export type WaiterView = { lastCallAt: number | null; calls: number }

export const initial: WaiterView = { lastCallAt: null, calls: 0 }

export const handled = handling('WaiterCalled')

export function evolve(state: WaiterView, event: Envelope): WaiterView {
  return handled.has(event) ? { lastCallAt: event.at, calls: state.calls + 1 } : state
}
