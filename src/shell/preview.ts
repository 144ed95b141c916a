import { useSyncExternalStore } from 'react'
import { isMobileUserAgent } from '../../domain/device'

/**
 * SPEC §1, §3 App state previewMode, §6: in preview mode a non-mobile browser shows the app in a
 * phone frame. Preview mode is asked for with `?preview=1` on any route (remembered for the tab's
 * session, so navigating keeps the frame; `?preview=0` turns it off) or set by the venue
 * (static-light previewMode).
 */
const SESSION_KEY = 'comanda.preview'

let venuePreview = false
const listeners = new Set<() => void>()

function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage
  } catch {
    return null
  }
}

/** Reads `?preview=` of the current address and remembers it; true when preview was asked for in this session. */
export function previewRequested(search: string = typeof window === 'undefined' ? '' : window.location.search): boolean {
  const asked = new URLSearchParams(search).get('preview')
  const store = sessionStore()
  if (asked === '1' || asked === 'true') store?.setItem(SESSION_KEY, '1')
  else if (asked === '0' || asked === 'false') store?.removeItem(SESSION_KEY)
  return store?.getItem(SESSION_KEY) === '1' || asked === '1' || asked === 'true'
}

/** Set by the venue shell from the venue's previewMode. */
export function setVenuePreview(on: boolean): void {
  if (venuePreview === on) return
  venuePreview = on
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Whether the app is shown in the phone frame now. */
export function shouldFrame(userAgent: string, requested: boolean, venue: boolean): boolean {
  return !isMobileUserAgent(userAgent) && (requested || venue)
}

export function usePhoneFramed(requested: boolean): boolean {
  const venue = useSyncExternalStore(subscribe, () => venuePreview, () => false)
  return shouldFrame(typeof navigator === 'undefined' ? '' : navigator.userAgent, requested, venue)
}
