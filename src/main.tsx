import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { createI18n } from './i18n/i18n'

const i18n = await createI18n()
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App i18n={i18n} />
  </StrictMode>,
)
