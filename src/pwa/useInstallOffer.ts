import { useEffect, useState } from 'react'

/** Chromium's `beforeinstallprompt` event (not in the DOM typings). */
export type InstallPromptEvent = Event & { prompt(): Promise<unknown>; userChoice?: Promise<{ outcome: string }> }

/**
 * The browser's offer to install the app (`beforeinstallprompt`, Chromium): kept instead of the
 * browser's own mini-infobar, so the Android modal can offer it. Null when there is none
 * (installed, not installable, or a browser without it).
 */
export function useInstallOffer(): { offer: InstallPromptEvent | null; used(): void } {
  const [offer, setOffer] = useState<InstallPromptEvent | null>(null)
  useEffect(() => {
    const onOffer = (event: Event) => {
      event.preventDefault()
      setOffer(event as InstallPromptEvent)
    }
    const onInstalled = () => setOffer(null)
    window.addEventListener('beforeinstallprompt', onOffer)
    window.addEventListener('appinstalled', onInstalled)
    return () => {
      window.removeEventListener('beforeinstallprompt', onOffer)
      window.removeEventListener('appinstalled', onInstalled)
    }
  }, [])
  return { offer, used: () => setOffer(null) }
}
