/**
 * SPEC §2, §3: the add-to-home-screen modals (Apple, Android) show on a phone when the app is not
 * installed, at most once per period (the last time is `addToHomeMobilePromptLastDate`).
 */
export const ADD_TO_HOME_PERIOD_MS = 7 * 24 * 60 * 60 * 1000

export type MobilePlatform = 'apple' | 'android'

/** iPhone, iPad (also when it says it is a Mac but has touch), iPod → apple; Android → android. */
export function mobilePlatform(userAgent: string, maxTouchPoints = 0): MobilePlatform | null {
  if (/iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/i.test(userAgent) && maxTouchPoints > 1)) return 'apple'
  if (/Android/i.test(userAgent)) return 'android'
  return null
}

/**
 * Which modal to show now, if any: none when installed (standalone) or already shown within the
 * period; Apple's always explains the share menu (Safari offers no install prompt); Android's only
 * when the browser said the app can be installed (`beforeinstallprompt`), so it is never shown
 * where installing is not possible.
 */
/**
 * Issue #16.1: the modal never lands on a screen the guest is using. It waits for the guest to have
 * finished something (My orders or the payment result after an order), or, from the second visit
 * on, for a screen left untouched a while after it appeared.
 */
export function addToHomeMoment(path: string, visits: number): 'finished' | 'idle' | null {
  if (/\/my-orders\/?$|\/cart\/payment-result\/?$/.test(path)) return 'finished'
  return visits >= 2 ? 'idle' : null
}

export function addToHomeModal(input: { platform: MobilePlatform | null; standalone: boolean; installOffered: boolean; lastShown: number | null; now: number }): MobilePlatform | null {
  if (input.platform === null || input.standalone) return null
  if (input.lastShown !== null && input.now - input.lastShown < ADD_TO_HOME_PERIOD_MS) return null
  if (input.platform === 'android' && !input.installOffered) return null
  return input.platform
}
