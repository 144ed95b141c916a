/**
 * SPEC §3 App state `networkOnLine`, §4 "Network state follows browser online/offline events":
 * the one place the app asks whether it is online. The API client, the venue loads and the extra
 * calls read it through `isOnline()` (src/platform/browserPorts.ts) and, offline, refuse with
 * 'You are not online!' without touching the network (SPEC §7).
 */
type Listener = (online: boolean) => void

export type NetworkState = {
  /** networkOnLine: true until the browser says it went offline. */
  online(): boolean
  /** Called on every change; returns the unsubscribe. */
  subscribe(listener: Listener): () => void
}

type EventSource = Pick<Window, 'addEventListener'>

/** Follows the `online` and `offline` events of a window (started from what the browser says now). */
export function followNetwork(target: EventSource | null, startOnline: boolean): NetworkState {
  let online = startOnline
  const listeners = new Set<Listener>()
  const set = (next: boolean) => {
    if (next === online) return
    online = next
    for (const listener of [...listeners]) listener(online)
  }
  target?.addEventListener('online', () => set(true))
  target?.addEventListener('offline', () => set(false))
  return {
    online: () => online,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** This tab's network state. */
export const network: NetworkState = followNetwork(typeof window === 'undefined' ? null : window, typeof navigator === 'undefined' ? true : navigator.onLine)
