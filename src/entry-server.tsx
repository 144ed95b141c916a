import { JSDOM } from 'jsdom'
import { StrictMode, type ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { prerenderToNodeStream } from 'react-dom/static'
import type { NotFoundPageInput, PageRenderer, RenderedPage, VenuePageInput } from '../api/pageRenderer'
import { isRightToLeft } from '../domain/language'
import { App } from './App'
import type { i18n as I18n } from 'i18next'
import { createI18n } from './i18n/i18n'
import { ITALIAN } from './i18n/italian'
import { countStringReads, pickStrings, readWhile } from './i18n/stringReads'
import { mergeResources } from '../api/translations'
import { setPurifierWindow } from './shell/SafeHtml'
import { buildVenueTheme } from './shell/venueTheme'
import { firstScreenScript, type FirstScreen } from './venue/firstScreen'
import { firstViews } from './venue/firstViews'
import { presentViews } from '../projections/present'

// Venue texts with HTML are sanitised on the server as in the browser: DOMPurify needs a DOM.
setPurifierWindow(new JSDOM('').window as unknown as Parameters<typeof setPurifierWindow>[0])

/** A page's strings as the renderer has them: its language's over Italian's, and one i18next over them. */
type Translator = { strings: Record<string, unknown>; i18n: Promise<I18n> }

/**
 * One translator per strings object (the server sends one per language and read): making an
 * i18next is a good part of a page's rendering time. Known by the object, not by its JSON, which
 * wrote the language's strings out again for every page. Another language's strings are completed
 * with Italian's, the fallback, so that its page brings every text it can show.
 */
const translators = new WeakMap<object, Translator>()

function translatorFor(language: string, strings: Record<string, unknown>): Translator {
  let found = translators.get(strings)
  if (!found) {
    const italian = language === 'it'
    const all = italian ? ITALIAN : mergeResources([ITALIAN, strings])
    // only an Italian page embeds the strings it read (render, below)
    const i18n = createI18n({ language, strings: all, all: true }).then((instance) => {
      if (italian) countStringReads(instance)
      return instance
    })
    found = { strings: all, i18n }
    translators.set(strings, found)
  }
  return found
}

const NOTHING_READ: ReadonlySet<string> = new Set()

/** How React marks a Suspense boundary it left for the browser to render. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->'

/**
 * The server's half of DESIGN §6: a page rendered to HTML by the app's own components at its
 * address, from what the page then embeds for hydration. Waits for the route's lazy screen, so
 * the HTML holds the venue's content. A page in Italian embeds only the strings it read: Italian
 * is not in the first screen's code, and comes whole after hydration (src/i18n/i18n.ts, issue #14).
 */
async function render(location: string, input: FirstScreen): Promise<RenderedPage> {
  const translator = translatorFor(input.language, input.strings)
  const i18n = await translator.i18n
  const first: FirstScreen = { ...input, strings: translator.strings, all: true }
  const page = (
    <StrictMode>
      <App i18n={i18n} first={first} location={location} />
    </StrictMode>
  )
  // Once the code of a page's screens has loaded in this process nothing suspends, and
  // renderToString makes the same HTML at a fraction of prerender's cost (no stream, no bytes to
  // decode): about a fifth of a venue home's rendering. A boundary that did suspend (a screen's
  // first render, which starts its load) is marked client-rendered: prerender then waits for the
  // code, and the page is rendered again. Only a synchronous render tells which strings it read.
  const quick = () => (input.language === 'it' ? readWhile(() => renderToString(page)) : { result: renderToString(page), read: NOTHING_READ })
  let rendered = quick()
  if (rendered.result.includes(CLIENT_RENDERED_BOUNDARY)) {
    const waited = await prerendered(page, location)
    rendered = quick()
    if (rendered.result.includes(CLIENT_RENDERED_BOUNDARY)) return pageOf(first, waited)
  }
  return pageOf(first.language === 'it' ? { ...first, strings: pickStrings(ITALIAN, rendered.read), all: false } : first, rendered.result)
}

/** The page by React's prerender, which waits for what suspends. */
async function prerendered(page: ReactNode, location: string): Promise<string> {
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
  return Buffer.concat(chunks).toString('utf8')
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
  return render(location, { kind: 'venue', hash, language, rtl: info.rtl === true, strings, all: true, info, light, views, presented: presentViews(views, at) })
}

function renderNotFoundPage({ location, hash, language, strings }: NotFoundPageInput): Promise<RenderedPage> {
  return render(location, { kind: 'not-found', hash, language, rtl: isRightToLeft(language), strings, all: true })
}

export const renderer: PageRenderer = { renderVenuePage, renderNotFoundPage }
