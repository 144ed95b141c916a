import { useEffect, useState } from 'react'
import { BrowserRecords } from '../../events/stores/browserRecords'
import { addToHomeModal, mobilePlatform, type MobilePlatform } from './addToHomeRules'

/** The modal waits a little after the venue shows, so it never covers the splash or the language chooser's start. */
export const ADD_TO_HOME_DELAY_MS = 6000

function standalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true
  return iosStandalone || window.matchMedia?.('(display-mode: standalone)').matches === true
}

/**
 * SPEC §3 App state "add-to-home flags (Apple, Android)": which modal shows, once a venue is open.
 * Showing it records addToHomeMobilePromptLastDate, so it shows at most once per period.
 */
export function useAddToHome(inVenue: boolean, installOffered: boolean, delayMs = ADD_TO_HOME_DELAY_MS): { modal: MobilePlatform | null; close(): void } {
  const [modal, setModal] = useState<MobilePlatform | null>(null)
  useEffect(() => {
    if (!inVenue || modal !== null) return
    const timer = window.setTimeout(() => {
      const records = new BrowserRecords(window.localStorage)
      const now = Date.now()
      const which = addToHomeModal({
        platform: mobilePlatform(navigator.userAgent, navigator.maxTouchPoints ?? 0),
        standalone: standalone(),
        installOffered,
        lastShown: records.addToHomePromptLastDate(),
        now,
      })
      if (which === null) return
      records.setAddToHomePromptLastDate(now)
      setModal(which)
    }, delayMs)
    return () => window.clearTimeout(timer)
  }, [inVenue, installOffered, modal, delayMs])
  return { modal, close: () => setModal(null) }
}
