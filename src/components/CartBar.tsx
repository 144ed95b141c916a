import { Button } from '@mantine/core'
import { Suspense } from 'react'
import { useUiText } from '../i18n/uiText'
import { Link, useLocation } from 'react-router-dom'
import { lazyOptional } from '../extras/lazyOptional'
import { AfterHydration } from '../shell/AfterHydration'
import { usePresented } from '../venue/hooks'
import { useMenu, useMoney, useVenuePath } from './useMenu'

/** The table's tab (issue #18): its own chunk, loaded only where a tab can be (a table scanned, a share link, a tab joined). */
const TabStrip = lazyOptional(() => import('../tab/TabStrip'))
/** The label fills the button, so what it holds spreads from one end to the other. */
const SPREAD = { inner: { justifyContent: 'stretch' }, label: { flex: 1 } } as const

/**
 * The bottom cart bar: the cart's count and total, leading to the cart. SPEC §1: shown disabled
 * when the venue has no buyable menu entries. Its layout is plain elements (shell.css), as
 * Mantine's Group, Stack and Text drew it: every venue page renders this bar (issue #14).
 */
export function CartBar() {
  const { t } = useUiText()
  // Each value on its own: the bar renders again when what it shows changes, not at every new views (issue #14).
  const count = usePresented((views) => views.cart.count)
  const total = usePresented((views) => views.totals.total)
  const tabbedVenue = usePresented((views) => views.venue.restaurant_type >= 2)
  const tableOrTab = usePresented((views) => views.table.uniqueTable?.table != null || views.tab !== null)
  const sharedTab = useLocation().search.includes('tab=')
  const tabPossible = tabbedVenue && (tableOrTab || sharedTab)
  const { buyable } = useMenu()
  const { money } = useMoney()
  const path = useVenuePath()
  const summary = t('menu.cartBar.summary', { count, total: money(total) })
  // The bar's name starts with what it shows (WCAG 2.5.3 label in name, issue #16.12): the label,
  // the count and the total are the sentence's own pieces.
  const content = (
    <span className="comanda-cart-bar-content">
      <span className="comanda-cart-bar-label">
        <span>{buyable ? t('menu.cartBar.label') : t('menu.cartBar.unavailable')}</span>{' '}
        {buyable && <span className="comanda-cart-bar-count">{t('menu.cartBar.count', { count })}</span>}
      </span>{' '}
      {buyable && <span>{t('menu.cartBar.total', { total: money(total) })}</span>}
    </span>
  )
  return (
    <>
      {/* the room the fixed bar covers at the page's end (shell.css: the tab's line makes the bar taller) */}
      <div className="comanda-venue-bottom-room" aria-hidden="true" />
      <nav className="comanda-venue-bottom-bar" aria-label={t('menu.cartBar.region')}>
        <p aria-live="polite" className="comanda-visually-hidden">
          {summary}
        </p>
        {/* the guest's own log decides it: after hydration, so a server-rendered page hydrates to what the server sent */}
        {tabPossible && (
          <AfterHydration>
            <Suspense fallback={null}>
              <TabStrip />
            </Suspense>
          </AfterHydration>
        )}
        {buyable ? (
          <Button component={Link} to={path('cart')} fullWidth size="lg" radius="md" styles={SPREAD} aria-label={summary}>
            {content}
          </Button>
        ) : (
          <Button fullWidth size="lg" radius="md" styles={SPREAD} disabled>
            {content}
          </Button>
        )}
      </nav>
    </>
  )
}
