/**
 * The venue pages a guest lands on from a link or a QR code (issue #14), under the app base /app:
 * the server renders them (DESIGN §6) and the service worker fetches them network-first. The other
 * venue routes (cart, checkout, orders, account) are the guest's own and get the app shell.
 */
export const RENDERED_VENUE_PAGE = /^\/app\/restaurants\/[^/]+(?:\/(?:a-la-carte-menu|special-menus(?:\/\d{1,9})?|category\/\d{1,9}|item\/\d{1,9}|search|about))?\/?(?:\?.*)?$/

/** Those pages' screens (src/screens/), the code each of them hydrates with. */
export const RENDERED_SCREENS = ['VenueHome', 'Menu', 'Category', 'Item', 'SpecialMenus', 'SpecialMenu', 'Search', 'About'] as const

/**
 * The query parameters a rendered venue page reads: the table, the language, a search and its
 * filters, the cart line being edited. Any other (a link's `utm_source`, `fbclid`) changes nothing
 * on the page, so the server renders and caches the page without it (issue #14).
 */
export const RENDERED_PAGE_PARAMETERS = ['t', 'lang', 'q', 'tags', 'allergens', 'edit'] as const
