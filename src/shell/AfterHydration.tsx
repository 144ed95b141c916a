import { useEffect, useState, type ReactNode } from 'react'

/**
 * What only the browser has (the service worker layer, analytics, the ad script): rendered once
 * the page is mounted, so a server-rendered page hydrates to exactly what the server sent.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  return mounted ? children : null
}
