import { useSyncExternalStore } from 'react'
import { network } from './network'

const subscribe = (changed: () => void) => network.subscribe(changed)

/** SPEC §3 networkOnLine as a screen reads it; the server renders online. */
export function useNetworkOnline(): boolean {
  return useSyncExternalStore(subscribe, network.online, () => true)
}
