import { useEffect, useRef } from 'react'

let popups = 0

/**
 * The phone's back button closes a popup instead of leaving the screen under it (guest helper: back
 * with the options popup open left the dish, or the app, and the choices and note were lost).
 * While `opened`, an entry of the popup's own is on top of the history: back pops it and closes
 * the popup; closed any other way, the entry is taken back, so back then leaves the screen as before.
 * A screen that navigates as the popup closes replaces that entry (`navigate(to, { replace: true })`).
 */
export function useBackCloses(opened: boolean, close: () => void): void {
  const latestClose = useRef(close)
  latestClose.current = close
  useEffect(() => {
    if (!opened) return
    const marker = `popup-${++popups}`
    window.history.pushState({ ...(window.history.state as object | null), popup: marker }, '')
    let popped = false
    const onPop = () => {
      popped = true
      latestClose.current()
    }
    window.addEventListener('popstate', onPop)
    return () => {
      window.removeEventListener('popstate', onPop)
      // a task later: a screen that navigates as the popup closes has replaced the entry by then, and
      // a popup opened again at once (React's development double effects) has put its own on top
      if (!popped) setTimeout(() => (window.history.state as { popup?: string } | null)?.popup === marker && window.history.back(), 0)
    }
  }, [opened])
}
