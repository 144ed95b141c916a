import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { Link, matchRoutes, MemoryRouter, Outlet, StaticRouter, useLocation, useParams, useResolvedPath, useRoutes, type RouteObject } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { routes as appRoutes } from '../../../src/router'
import { rememberedMatches, useRememberedRoutes } from '../../../src/shell/useRememberedRoutes'

/** What a route's element sees of the router: its params, where it is, and where its relative links lead. */
function Where({ name }: { name: string }) {
  const params = useParams()
  const here = useResolvedPath('.')
  const up = useResolvedPath('..')
  return (
    <p>
      {name} {JSON.stringify(params)} {useLocation().pathname} {here.pathname} {up.pathname} <Link to="item/7">relative</Link> <Outlet />
    </p>
  )
}

// The shapes of the app's routes (SPEC §2): a venue parent with an index, static segments beside a dynamic one, encoded parameters.
const table: RouteObject[] = [
  { path: '/', element: <Where name="home" /> },
  {
    path: '/restaurants/:hash',
    element: <Where name="venue" />,
    children: [
      { index: true, element: <Where name="venue-home" /> },
      { path: 'category/:catId', element: <Where name="category" /> },
      { path: 'reset-password/:token/:mailTo', element: <Where name="reset" /> },
      { path: ':id', element: <Where name="to-home" /> },
      { path: 'extra', element: <Where name="extra" /> },
    ],
  },
  { path: '*', element: <Where name="not-found" /> },
]

const ADDRESSES = [
  '/app/',
  '/app/restaurants/demo-online',
  '/app/restaurants/demo-online/category/13',
  '/app/restaurants/caf%C3%A8%20blu/category/2',
  '/app/restaurants/demo-online/reset-password/a%2Fb%3Fc/guest%40example.it',
  '/app/restaurants/demo-online/extra',
  '/app/restaurants/demo-online/whatever',
  '/app/somewhere/else',
]

const WithUseRoutes = () => useRoutes(table)
const Remembered = () => useRememberedRoutes(table)

describe('the app routes with their matches remembered (issue #14)', () => {
  it.each(ADDRESSES)('renders %s as react-router’s useRoutes does, on the server and in the browser’s router', (address) => {
    for (const render of [
      (Routes: () => ReactNode) => renderToString(<StaticRouter basename="/app" location={address}><Routes /></StaticRouter>),
      (Routes: () => ReactNode) => renderToString(<MemoryRouter basename="/app" initialEntries={[address]}><Routes /></MemoryRouter>),
    ]) {
      const expected = render(WithUseRoutes)
      expect(expected).toContain('<p>')
      // twice: the second render takes the remembered matches
      expect(render(Remembered)).toBe(expected)
      expect(render(Remembered)).toBe(expected)
    }
  })

  it('matches as matchRoutes does, and ranks the static segments of SPEC §2 above the {id} redirect', () => {
    for (const pathname of ['/restaurants/x/extra', '/restaurants/x/edit-profile', '/restaurants/x/verify-email/a%40b.it', '/restaurants/x/address', '/restaurants/x/17', '/nowhere']) {
      expect(rememberedMatches(appRoutes, pathname)).toEqual(matchRoutes(appRoutes, pathname))
      expect(rememberedMatches(appRoutes, pathname)).toEqual(matchRoutes(appRoutes, pathname))
    }
    expect(rememberedMatches(appRoutes, '/restaurants/x/extra')?.at(-1)?.route.path).toBe('extra')
    expect(rememberedMatches(appRoutes, '/restaurants/x/17')?.at(-1)?.route.path).toBe(':id')
  })
})
