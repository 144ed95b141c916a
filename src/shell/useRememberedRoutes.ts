import { useContext } from 'react'
import { matchRoutes, renderMatches, useLocation, UNSAFE_NavigationContext as NavigationContext, type RouteMatch, type RouteObject } from 'react-router-dom'

/** Pathnames whose matches are kept, per route table, before the memory starts again. */
const REMEMBERED = 500

const remembered = new WeakMap<RouteObject[], Map<string, RouteMatch[] | null>>()

/** `matchRoutes(routes, pathname)`, remembered: the same pathname always makes the same matches of one route table. */
export function rememberedMatches(routes: RouteObject[], pathname: string): RouteMatch[] | null {
  let known = remembered.get(routes)
  if (!known) remembered.set(routes, (known = new Map()))
  if (known.has(pathname)) return known.get(pathname)!
  if (known.size >= REMEMBERED) known.clear()
  const matches = matchRoutes(routes, pathname)
  known.set(pathname, matches)
  return matches
}

/**
 * react-router's `useRoutes(routes)` at the top of the tree (no parent route), with the matches
 * remembered per pathname: useRoutes flattens the whole route table and compiles a pattern for
 * each route at every render, a tenth of a venue page's rendering on the server (issue #14). The
 * matched pathnames are encoded again as useRoutes does (matchRoutes decodes them), so that links
 * relative to a route resolve the same.
 */
export function useRememberedRoutes(routes: RouteObject[]) {
  const { pathname } = useLocation()
  const { navigator } = useContext(NavigationContext)
  const matches = rememberedMatches(routes, pathname || '/')
  const encoded = (path: string) =>
    navigator.encodeLocation ? navigator.encodeLocation(path.replace(/%/g, '%25').replace(/\?/g, '%3F').replace(/#/g, '%23')).pathname : path
  return renderMatches(matches && matches.map((match) => ({ ...match, params: { ...match.params }, pathname: encoded(match.pathname), pathnameBase: match.pathnameBase === '/' ? '/' : encoded(match.pathnameBase) })))
}
