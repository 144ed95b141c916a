import { createContext, useContext, useEffect } from 'react'
import { screenHydrated } from './firstScreenHydrated'

/** Called by a venue screen once it is on the page: hydrated, when the server rendered it. */
const ScreenShownContext = createContext<() => void>(() => {})
export const ScreenShownProvider = ScreenShownContext.Provider

/** Rendered beside each screen, inside its Suspense boundary: its effect runs when that boundary is hydrated. */
export function ScreenShown() {
  const shown = useContext(ScreenShownContext)
  useEffect(() => {
    screenHydrated()
    shown()
  }, [shown])
  return null
}
