import type { VenueLight } from './venueCalls'
import type { FullVenueInfo } from './venueInfo'

/** A page rendered for the browser: its <html> attributes and title, the root's HTML and the data it hydrates from. */
export type RenderedPage = {
  attributes: { lang: string; dir: 'rtl' | 'ltr'; colorScheme: 'light' | 'dark'; title: string }
  body: string
  /** The <script> element with the embedded data, escaped for HTML. */
  data: string
}

export type VenuePageInput = {
  /** The address: /app/… and its query. */
  location: string
  hash: string
  info: FullVenueInfo
  light: VenueLight
  /** The UI strings of the page's language (getTranslationsData); Italian's are the renderer's own. */
  strings: Record<string, unknown>
  /** The `t` parameter of a table's QR code. */
  table: string | null
  at: number
}

export type NotFoundPageInput = { location: string; hash: string; language: string; strings: Record<string, unknown> }

/**
 * DESIGN §6: what the server's renderer (the built src/entry-server.tsx) offers the server, which
 * reads the venue through the SPEC §7 calls and never imports the app's sources.
 */
export type PageRenderer = {
  renderVenuePage(input: VenuePageInput): Promise<RenderedPage>
  renderNotFoundPage(input: NotFoundPageInput): Promise<RenderedPage>
}
