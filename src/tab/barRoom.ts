import { useEffect } from 'react'

/**
 * While the tab's line is in the cart bar, the bar is taller than its button: the page keeps room
 * for the bar as drawn (shell.css `--comanda-bar-room`), or a dish's AGGIUNGI at the page's end
 * stays under it. Here, in the tab's chunk, so the first screen's code does not carry it (issue #14).
 */
export function useBarRoom(): void {
  useEffect(() => {
    const bar = document.querySelector('.comanda-venue-bottom-bar')
    if (!bar) return
    const root = document.documentElement.style
    const observer = new ResizeObserver(() => root.setProperty('--comanda-bar-room', `${Math.ceil(bar.getBoundingClientRect().height)}px`))
    observer.observe(bar)
    return () => {
      observer.disconnect()
      root.removeProperty('--comanda-bar-room')
    }
  }, [])
}
