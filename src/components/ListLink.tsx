import { createContext, useContext, type MouseEvent, type ReactNode } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { APP_BASENAME } from '../shell/appBase'

type Navigate = (to: string) => void

const ListNavigate = createContext<Navigate | null>(null)

/** One router `navigate` for every ListLink below (router.tsx puts it around the routes). */
export function ListLinksProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate()
  return <ListNavigate.Provider value={navigate}>{children}</ListNavigate.Provider>
}

/**
 * A link of a list rendered hundreds of times (the menu's cards): the same `<a>` and navigation as
 * react-router's `Link` for an address from the venue's root (useVenuePath), without resolving it
 * against the route at each card. Each `Link` resolved its address twice and read the router's
 * matches, which was a large share of hydrating a long menu (issue #14). Outside the provider (a
 * screen rendered alone, in the component tests) it is a `Link`.
 */
export function ListLink({ to, className, 'aria-label': label, children }: { to: string; className?: string; 'aria-label'?: string; children: ReactNode }) {
  const navigate = useContext(ListNavigate)
  if (!navigate) {
    return (
      <Link to={to} className={className} aria-label={label}>
        {children}
      </Link>
    )
  }
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    // as Link: a modified or other-button click is the browser's (a new tab, a download)
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return
    event.preventDefault()
    navigate(to)
  }
  return (
    <a href={`${APP_BASENAME}${to}`} className={className} aria-label={label} onClick={follow}>
      {children}
    </a>
  )
}
