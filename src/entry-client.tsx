import './platform/evaluateReact'
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRecords } from '../events/stores/browserRecords'
import { App } from './App'
import { preloadScreen } from './router'
import { createI18n } from './i18n/i18n'
import { startLanguage } from './i18n/startLanguage'
import { browserTranslations } from './i18n/browserTranslations'
import { previewRequested } from './shell/preview'
import { readFirstScreen } from './venue/firstScreen'
import { startVenueEarly } from './venue/startVenueEarly'
import { loadWholeLook, loadWholeLookOnFirstAction } from './shell/styles/wholeLook'
import { nextTask } from './shell/nextTask'
import { formatMoney } from '../domain/display'

/**
 * The app's start, without a top-level await: the page's screens share the first screen's chunk
 * with this module (vite.config.ts), and a screen imported while this module still awaited it would
 * wait for this module forever.
 */
async function start(): Promise<void> {
  // Each step below in a task of its own, apart from evaluating the app's code (issue #14).
  await nextTask()
  const records = new BrowserRecords(window.localStorage)
  records.countVisit()
  const root = document.getElementById('root')!
  const first = readFirstScreen(document)
  if (first) {
    loadWholeLookOnFirstAction(window)
    await nextTask()
    // A page the server rendered (DESIGN §6): hydrate it with the language and venue it was rendered
    // in, once its screen's code is here (router.tsx `loadable`).
    const screen = preloadScreen(window.location.pathname)
    await nextTask()
    const i18n = await createI18n({ language: first.language, strings: first.strings, all: first.all })
    await nextTask()
    // A language Intl formats money for (Arabic) loads its locale data on the first price: here, in
    // a task of its own, rather than inside the first card's render (issue #14: 30 ms, 125 at 4x CPU).
    formatMoney(0, { locale: first.language })
    formatMoney(1, { locale: first.language })
    await screen
    await nextTask()
    // Hydrating in a transition makes React work in slices it yields between (issue #14): a long
    // menu no longer blocks the main thread in one task, and a tap is answered as soon as it lands.
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App i18n={i18n} preview={previewRequested()} first={first} />
        </StrictMode>,
      )
    })
    return
  }
  // A page the browser renders itself is drawn whole anyway: its whole look comes with it.
  void loadWholeLook()
  startVenueEarly(window.location, records)
  const i18n = await createI18n()
  await startLanguage(i18n, {
    search: window.location.search,
    stored: records.preferredLanguage(),
    browser: [...navigator.languages],
    translations: browserTranslations,
  })
  createRoot(root).render(
    <StrictMode>
      <App i18n={i18n} preview={previewRequested()} />
    </StrictMode>,
  )
}

void start()
