/**
 * The venue pages a guest lands on from a link or a QR code (issue #14), under the app base /app:
 * the server renders them (DESIGN §6) and the service worker fetches them network-first. The other
 * venue routes (cart, checkout, orders, account) are the guest's own and get the app shell.
 */
export const RENDERED_VENUE_PAGE = /^\/app\/restaurants\/[^/]+(?:\/(?:a-la-carte-menu|special-menus(?:\/\d{1,9})?|category\/\d{1,9}|item\/\d{1,9}|search|about))?\/?(?:\?.*)?$/

/**
 * Roboto joins the page's font stack once the page is painted (issue #14): the custom property
 * the venue theme's font family reads (src/shell/venueTheme.ts) and what the page's loader
 * (server/venuePages.ts) or the app's start (src/entry-client.tsx) sets it to. Until then the
 * text shows in a fallback sized to Roboto's metrics, and the fonts do not take the link from the
 * page's first bytes and its hero.
 */
export const ROBOTO_READY = { property: '--comanda-roboto', value: 'Roboto, "Roboto Fallback"' } as const

