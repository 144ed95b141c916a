import { Suspense, use, type ComponentType } from 'react'
import { BrowserRouter, matchRoutes, Navigate, Outlet, StaticRouter, useParams, type RouteObject } from 'react-router-dom'
import { VenueShell } from './shell/VenueShell'
import { VenueProvider } from './venue/VenueProvider'
import NotFound from './screens/NotFound'
import { ScrollManager } from './shell/ScrollManager'
import Home from './screens/Home'
import ChunkFailed from './pwa/ChunkFailed'
import { preloadable } from './pwa/preloadable'
import { LazyPwaLayer } from './pwa/LazyPwaLayer'
import { AfterHydration } from './shell/AfterHydration'
import { ScreenShown } from './shell/screenShown'
import { wholeLookArriving } from './shell/styles/wholeLook'
import { APP_BASENAME } from './shell/appBase'
import { ListLinksProvider } from './components/ListLink'
import { useRememberedRoutes } from './shell/useRememberedRoutes'

/** SPEC §2 /restaurants/{hash}/{id}: any other single segment goes back to the venue home. */
function ToVenueHome() {
  const { hash = '' } = useParams()
  return <Navigate to={`/restaurants/${hash}`} replace />
}

/** A screen's module; `preloadParts` brings the lazy parts its first render shows (see `lazyOptional`). */
type ScreenModule = { default: ComponentType; preloadParts?: () => Promise<unknown> }

/** A screen's code with the lazy parts it shows: loaded before the server's page is hydrated (`preloadScreen`). */
function loadable(load: () => Promise<ScreenModule>) {
  const Loaded = preloadable(() => load().then(async (module) => (await module.preloadParts?.(), module)), ChunkFailed)
  function Screen() {
    // A screen the guest goes to (they have acted) shows with the whole stylesheet (shell/styles/wholeLook.ts),
    // its code loading meanwhile; the screen being hydrated is styled by the first paint's sheet and never waits.
    void Loaded.preload()
    const arriving = wholeLookArriving()
    if (arriving) use(arriving)
    return <Loaded />
  }
  return { Screen, preload: Loaded.preload }
}

/**
 * A venue screen's route element: numeric parameters (special menu, category, item) accept digits
 * only, anything else is not found. `preload` is kept in the route's handle for `preloadScreen`.
 */
function screen(load: () => Promise<ScreenModule>, numericParam?: string): Pick<RouteObject, 'element' | 'handle'> {
  const { Screen, preload } = loadable(load)
  function NumericOnly() {
    const value = useParams()[numericParam!] ?? ''
    return /^\d{1,9}$/.test(value) ? <Screen /> : <NotFound />
  }
  return {
    element: (
      <Suspense fallback={null}>
        {numericParam ? <NumericOnly /> : <Screen />}
        <ScreenShown />
      </Suspense>
    ),
    handle: { preload },
  }
}

/**
 * Every route of SPEC §2, in the spec's order, under the base path /app/ (history mode). The
 * `{id}` redirect is declared before extra, edit-profile, verify-email and address; react-router
 * ranks static segments above the dynamic one, so those four stay reachable (tests/app/shell/rememberedRoutes.test.tsx).
 */
export const routes: RouteObject[] = [
  { path: '/', element: <Home /> },
  { path: '/restaurant', element: <Navigate to="/" replace /> },
  { path: '/restaurants/confirm', ...screen(() => import('./screens/Confirm')) },
  { path: '/auth/:provider/callback', ...screen(() => import('./screens/AuthCallback')) },
  {
    path: '/restaurants/:hash',
    element: (
      <VenueProvider>
        <VenueShell>
          <Outlet />
        </VenueShell>
      </VenueProvider>
    ),
    children: [
      { index: true, ...screen(() => import('./screens/VenueHome')) },
      { path: 'special-menus', ...screen(() => import('./screens/SpecialMenus')) },
      { path: 'special-menus/:id', ...screen(() => import('./screens/SpecialMenu'), 'id') },
      { path: 'a-la-carte-menu', ...screen(() => import('./screens/Menu')) },
      { path: 'category/:catId', ...screen(() => import('./screens/Category'), 'catId') },
      { path: 'search', ...screen(() => import('./screens/Search')) },
      { path: 'item/:itemId', ...screen(() => import('./screens/Item'), 'itemId') },
      { path: 'cart', ...screen(() => import('./screens/Cart')) },
      { path: 'checkout', ...screen(() => import('./screens/Checkout')) },
      { path: 'payment', ...screen(() => import('./screens/Payment')) },
      { path: 'cart/payment-result', ...screen(() => import('./screens/PaymentResult')) },
      { path: 'my-orders', ...screen(() => import('./screens/MyOrders')) },
      { path: 'my-orders/payment-all', ...screen(() => import('./screens/PayAll')) },
      { path: 'tab', ...screen(() => import('./screens/Tab')) },
      { path: 'reviews', ...screen(() => import('./screens/Reviews')) },
      { path: 'socialshare', ...screen(() => import('./screens/SocialShare')) },
      { path: 'about', ...screen(() => import('./screens/About')) },
      { path: 'login-customer', ...screen(() => import('./screens/LoginCustomer')) },
      { path: 'profile', ...screen(() => import('./screens/Profile')) },
      { path: 'register-customer', ...screen(() => import('./screens/RegisterCustomer')) },
      { path: 'registration', ...screen(() => import('./screens/Registration')) },
      { path: 'reset-password/:token/:mailTo', ...screen(() => import('./screens/ResetPassword')) },
      { path: ':id', element: <ToVenueHome /> },
      { path: 'extra', ...screen(() => import('./screens/Extra')) },
      { path: 'edit-profile', ...screen(() => import('./screens/EditProfile')) },
      { path: 'verify-email/:mail', ...screen(() => import('./screens/VerifyEmail')) },
      { path: 'address', ...screen(() => import('./screens/Address')) },
    ],
  },
  { path: '/not-found', element: <NotFound /> },
  { path: '*', element: <NotFound /> },
]

/** Loads the code of the screen at `pathname` (under the base path /app/), if it has one to load. */
export async function preloadScreen(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname, APP_BASENAME) ?? []
  const handle = matches.at(-1)?.route.handle as { preload?: () => Promise<void> } | undefined
  await handle?.preload?.()
}

function AppRoutes() {
  return (
    <ListLinksProvider>
      <ScrollManager />
      {useRememberedRoutes(routes)}
    </ListLinksProvider>
  )
}

/**
 * The routes under the base path /app/, in history mode (declarative mode: no data router needed).
 * The server renders them at the requested address (`location`) with a static router.
 */
export function AppRouter({ location }: { location?: string | undefined }) {
  if (location !== undefined) {
    return (
      <StaticRouter basename={APP_BASENAME} location={location}>
        <AppRoutes />
      </StaticRouter>
    )
  }
  return (
    <BrowserRouter basename={APP_BASENAME}>
      <AppRoutes />
      <AfterHydration>
        <LazyPwaLayer />
      </AfterHydration>
    </BrowserRouter>
  )
}
