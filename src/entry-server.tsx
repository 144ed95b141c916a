import { JSDOM } from 'jsdom'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { prerenderToNodeStream } from 'react-dom/static'
import type { NotFoundPageInput, PageRenderer, RenderedPage, VenuePageInput } from '../api/pageRenderer'
import { isRightToLeft } from '../domain/language'
import { App } from './App'
import { createI18n } from './i18n/i18n'
import { setPurifierWindow } from './shell/SafeHtml'
import { buildVenueTheme } from './shell/venueTheme'
import { firstScreenScript, type FirstScreen } from './venue/firstScreen'
import { firstViews } from './venue/firstViews'
import { presentViews } from '../projections/present'

// Venue texts with HTML are sanitised on the server as in the browser: DOMPurify needs a DOM.
setPurifierWindow(new JSDOM('').window as unknown as Parameters<typeof setPurifierWindow>[0])

/**
 * One i18next per strings object (the server sends one per language and read): making one is a
 * good part of a page's rendering time. Known by the object, not by its JSON, which wrote the
 * language's strings out again for every page.
 */
const translators = new WeakMap<object, ReturnType<typeof createI18n>>()

function translatorFor(language: string, strings: Record<string, unknown>): ReturnType<typeof createI18n> {
  let found = translators.get(strings)
  if (!found) {
    // The same resources the browser has when it hydrates: Italian (bundled) and the page's language (embedded).
    found = createI18n({ language, strings })
    translators.set(strings, found)
  }
  return found
}

/** How React marks a Suspense boundary it left for the browser to render. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->'

/**
 * The server's half of DESIGN §6: a page rendered to HTML by the app's own components at its
 * address, from what the page then embeds for hydration. Waits for the route's lazy screen, so
 * the HTML holds the venue's content.
 */
async function render(location: string, first: FirstScreen): Promise<RenderedPage> {
  const i18n = await translatorFor(first.language, first.strings)
  const page = (
    <StrictMode>
      <App i18n={i18n} first={first} location={location} />
    </StrictMode>
  )
  // Once a route's lazy screen has loaded in this process nothing suspends, and renderToString
  // makes the same HTML at a fraction of prerender's cost (no stream, no bytes to decode): about a
  // fifth of a venue home's rendering. A boundary that did suspend (a screen's first render, which
  // starts its load) is marked client-rendered; that page is rendered again by prerender, which waits.
  const quick = renderToString(page)
  if (!quick.includes(CLIENT_RENDERED_BOUNDARY)) return pageOf(first, quick)
  const errors: unknown[] = []
  const { prelude } = await prerenderToNodeStream(
    page,
    // One piece: React would send a large screen hidden and reveal it with a script (a page without JavaScript would stay empty).
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  )
  // A component that failed on the server is rendered by the browser; the failure is a defect to see.
  for (const error of errors) console.error('Comanda: a venue page did not render on the server', location, error)
  const chunks: Buffer[] = []
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer))
  return pageOf(first, Buffer.concat(chunks).toString('utf8'))
}

function pageOf(first: FirstScreen, body: string): RenderedPage {
  const dark = first.kind === 'venue' && buildVenueTheme(first.info).dark
  return {
    attributes: { lang: first.language, dir: first.rtl ? 'rtl' : 'ltr', colorScheme: dark ? 'dark' : 'light', title: first.kind === 'venue' ? first.info.name : 'Comanda' },
    body,
    data: firstScreenScript(first),
  }
}

function renderVenuePage({ location, hash, info, light, strings, table, at }: VenuePageInput): Promise<RenderedPage> {
  const language = info.currentLanguage
  const views = firstViews(info, table, at)
  return render(location, { kind: 'venue', hash, language, rtl: info.rtl === true, strings, info, light, views, presented: presentViews(views, at) })
}

function renderNotFoundPage({ location, hash, language, strings }: NotFoundPageInput): Promise<RenderedPage> {
  return render(location, { kind: 'not-found', hash, language, rtl: isRightToLeft(language), strings })
}

export const renderer: PageRenderer = { renderVenuePage, renderNotFoundPage }
