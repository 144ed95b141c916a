import type { BannerKind } from '../../domain/banners'

/** SPEC §4 Startup/splash: 2 s normally, 4 s for a club-banner venue, 1 s when there is no splash. */
export const SPLASH_MS = 2000
export const CLUB_SPLASH_MS = 4000
export const NO_SPLASH_MS = 1000
/** SPEC §4, §9: when the guest's language is not the venue's, the chooser opens 0.5 s after the splash. */
export const CHOOSER_DELAY_MS = 500

/**
 * How long the splash stays. Choice: "no splash" is a venue with neither logo nor cover image
 * (nothing to show but a short loader); the club banner wins otherwise.
 */
export function splashDurationMs(input: { hasSplash: boolean; banner: BannerKind | null | undefined }): number {
  if (!input.hasSplash) return NO_SPLASH_MS
  return input.banner === 'club' ? CLUB_SPLASH_MS : SPLASH_MS
}

/** SPEC §3 App state splashShown: once per session (the browser tab's session storage). */
export const SPLASH_KEY = 'comanda.splashShown'

export function splashShown(storage: Pick<Storage, 'getItem'> | null = safeSession()): boolean {
  try {
    return storage?.getItem(SPLASH_KEY) === '1'
  } catch {
    return false
  }
}

export function markSplashShown(storage: Pick<Storage, 'setItem'> | null = safeSession()): void {
  try {
    storage?.setItem(SPLASH_KEY, '1')
  } catch {
    // Without storage the splash may show again; nothing else depends on it.
  }
}

function safeSession(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}
