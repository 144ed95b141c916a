import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRecords } from '../events/stores/browserRecords'
import { App } from './App'
import { createI18n } from './i18n/i18n'
import { startLanguage } from './i18n/startLanguage'
import { fetchJson } from './shell/fetchJson'
import { previewRequested } from './shell/preview'
import { startVenueEarly } from './venue/startVenueEarly'

const records = new BrowserRecords(window.localStorage)
records.countVisit()
startVenueEarly(window.location, records)
const i18n = await createI18n()
await startLanguage(i18n, {
  search: window.location.search,
  stored: records.preferredLanguage(),
  browser: [...navigator.languages],
  fetchJson,
})
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App i18n={i18n} preview={previewRequested()} />
  </StrictMode>,
)
void import('./shell/styles/everything')
