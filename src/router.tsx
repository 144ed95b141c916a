import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react'
import { BrowserRouter, Navigate, StaticRouter, useParams, useRoutes, type RouteObject } from 'react-router-dom'
import { VenueProvider } from './venue/VenueProvider'
import NotFound from './screens/NotFound'
import { ScrollManager } from './shell/ScrollManager'
import Home from './screens/Home'
import ChunkFailed from './pwa/ChunkFailed'
import { loadChunk } from './pwa/chunkLoad'
import { LazyPwaLayer } from './pwa/LazyPwaLayer'
import { AfterHydration } from './shell/AfterHydration'

/** SPEC §2 /restaurants/{hash}/{id}: any other single segment goes back to the venue home. */
function ToVenueHome() {
  const { hash = '' } = useParams()
  return <Navigate to={`/restaurants/${hash}`} replace />
}

/** Numeric route parameters (special menu, category, item): anything else is not found. */
function numeric(param: string, Screen: LazyExoticComponent<ComponentType> | ComponentType) {
  function NumericOnly() {
    const value = useParams()[param] ?? ''
    return /^\d{1,9}$/.test(value) ? <Screen /> : <NotFound />
  }
  return <NumericOnly />
}

const screen = (load: () => Promise<{ default: ComponentType }>) => {
  const Screen = lazy(() => loadChunk(load, ChunkFailed))
  return (
    <Suspense fallback={null}>
      <Screen />
    </Suspense>
  )
}
const lazyScreen = (load: () => Promise<{ default: ComponentType }>) => lazy(() => loadChunk(load, ChunkFailed))

/**
 * Every route of SPEC §2, in the spec's order, under the base path /app/ (history mode). The
 * `{id}` redirect is declared before extra, edit-profile, verify-email and address; react-router
 * ranks static segments above the dynamic one, so those four stay reachable (tests/app/router.test.tsx).
 */
export const routes: RouteObject[] = [
  { path: '/', element: <Home /> },
  { path: '/restaurant', element: <Navigate to="/" replace /> },
  { path: '/restaurants/confirm', element: screen(() => import('./screens/Confirm')) },
  { path: '/auth/:provider/callback', element: screen(() => import('./screens/AuthCallback')) },
  {
    path: '/restaurants/:hash',
    element: <VenueProvider />,
    children: [
      { index: true, element: screen(() => import('./screens/VenueHome')) },
      { path: 'special-menus', element: screen(() => import('./screens/SpecialMenus')) },
      { path: 'special-menus/:id', element: <Suspense fallback={null}>{numeric('id', lazyScreen(() => import('./screens/SpecialMenu')))}</Suspense> },
      { path: 'a-la-carte-menu', element: screen(() => import('./screens/Menu')) },
      { path: 'category/:catId', element: <Suspense fallback={null}>{numeric('catId', lazyScreen(() => import('./screens/Category')))}</Suspense> },
      { path: 'search', element: screen(() => import('./screens/Search')) },
      { path: 'item/:itemId', element: <Suspense fallback={null}>{numeric('itemId', lazyScreen(() => import('./screens/Item')))}</Suspense> },
      { path: 'cart', element: screen(() => import('./screens/Cart')) },
      { path: 'checkout', element: screen(() => import('./screens/Checkout')) },
      { path: 'payment', element: screen(() => import('./screens/Payment')) },
      { path: 'cart/payment-result', element: screen(() => import('./screens/PaymentResult')) },
      { path: 'my-orders', element: screen(() => import('./screens/MyOrders')) },
      { path: 'my-orders/payment-all', element: screen(() => import('./screens/PayAll')) },
      { path: 'reviews', element: screen(() => import('./screens/Reviews')) },
      { path: 'socialshare', element: screen(() => import('./screens/SocialShare')) },
      { path: 'about', element: screen(() => import('./screens/About')) },
      { path: 'login-customer', element: screen(() => import('./screens/LoginCustomer')) },
      { path: 'profile', element: screen(() => import('./screens/Profile')) },
      { path: 'register-customer', element: screen(() => import('./screens/RegisterCustomer')) },
      { path: 'registration', element: screen(() => import('./screens/Registration')) },
      { path: 'reset-password/:token/:mailTo', element: screen(() => import('./screens/ResetPassword')) },
      { path: ':id', element: <ToVenueHome /> },
      { path: 'extra', element: screen(() => import('./screens/Extra')) },
      { path: 'edit-profile', element: screen(() => import('./screens/EditProfile')) },
      { path: 'verify-email/:mail', element: screen(() => import('./screens/VerifyEmail')) },
      { path: 'address', element: screen(() => import('./screens/Address')) },
    ],
  },
  { path: '/not-found', element: <NotFound /> },
  { path: '*', element: <NotFound /> },
]

function AppRoutes() {
  return (
    <>
      <ScrollManager />
      {useRoutes(routes)}
    </>
  )
}

/**
 * The routes under the base path /app/, in history mode (declarative mode: no data router needed).
 * The server renders them at the requested address (`location`) with a static router.
 */
export function AppRouter({ location }: { location?: string | undefined }) {
  if (location !== undefined) {
    return (
      <StaticRouter basename="/app" location={location}>
        <AppRoutes />
      </StaticRouter>
    )
  }
  return (
    <BrowserRouter basename="/app">
      <AppRoutes />
      <AfterHydration>
        <LazyPwaLayer />
      </AfterHydration>
    </BrowserRouter>
  )
}
