import { useEffect, useRef, useState } from 'react'
import { BrowserRecords } from '../../events/stores/browserRecords'
import { addToHomeModal, addToHomeMoment, mobilePlatform, type MobilePlatform } from './addToHomeRules'

/** After a finished order, the modal follows the screen that says so after a short pause. */
export const ADD_TO_HOME_FINISHED_MS = 1500
/** From the second visit, a screen left untouched this long after it appeared. */
export const ADD_TO_HOME_IDLE_MS = 6000

/** What a guest using the screen does: any of these cancels the idle wait of that screen. */
const USE_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const

function standalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true
  return iosStandalone || window.matchMedia?.('(display-mode: standalone)').matches === true
}

/**
 * SPEC §3 App state "add-to-home flags (Apple, Android)": which modal shows, once a venue is open,
 * at the moment issue #16.1 allows (`addToHomeMoment`). Showing it records
 * addToHomeMobilePromptLastDate, so however it is closed (its button, Escape, a tap outside) it
 * does not show again within the period.
 */
export function useAddToHome(inVenue: boolean, installOffered: boolean, path: string): { modal: MobilePlatform | null; close(): void } {
  const [modal, setModal] = useState<MobilePlatform | null>(null)
  // the screen the guest used: it stays used when the wait starts again (the browser's install offer arriving)
  const usedScreen = useRef<string | null>(null)
  useEffect(() => {
    if (!inVenue || modal !== null) return
    const records = new BrowserRecords(window.localStorage)
    const moment = addToHomeMoment(path, records.visits())
    if (moment === null) return
    const usedMeanwhile = () => moment === 'idle' && usedScreen.current === path
    if (usedMeanwhile()) return
    const onUse = () => {
      usedScreen.current = path
    }
    if (moment === 'idle') for (const type of USE_EVENTS) window.addEventListener(type, onUse, { capture: true, passive: true })
    const timer = window.setTimeout(
      () => {
        // never over what the guest is doing in a dialog (a dish's options, the tab, a login)
        if (usedMeanwhile() || document.querySelector('[role="dialog"][aria-modal="true"]') !== null) return
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
      },
      moment === 'finished' ? ADD_TO_HOME_FINISHED_MS : ADD_TO_HOME_IDLE_MS,
    )
    return () => {
      window.clearTimeout(timer)
      for (const type of USE_EVENTS) window.removeEventListener(type, onUse, { capture: true })
    }
  }, [inVenue, installOffered, modal, path])
  return { modal, close: () => setModal(null) }
}
