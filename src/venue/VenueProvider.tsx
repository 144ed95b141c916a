import { Alert, Button, Center, Loader, Stack } from '@mantine/core'
import { useContext, useEffect, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom'
import { loadVenueFull, loadVenueLight, type VenueLight, type VenueLoad } from '../../api/venueCalls'
import type { FullVenueInfo } from '../../api/venueInfo'
import { resolveLanguage } from '../../domain/language'
import { BrowserRecords } from '../../events/stores/browserRecords'
import { venueCopies } from '../../events/stores/venueCopies'
import { whenIdle } from '../platform/idle'
import { allStrings, loadLanguage } from '../i18n/i18n'
import { browserTranslations } from '../i18n/browserTranslations'
import { apiBaseUrl, browserFetch, isOnline } from '../platform/browserPorts'
import NotFound from '../screens/NotFound'
import { firstSession } from './firstSession'
import { wantedLanguage } from './wantedLanguage'
import { showDocumentLanguage } from '../shell/documentLanguage'
import { nextTask } from '../shell/nextTask'
import type { FirstScreen } from './firstScreen'
import { FirstScreenContext, VenueContext, type VenueContextValue } from './venueContext'
import type { VenueSession } from './venueSession'
import { firstScreenHydrated } from '../shell/firstScreenHydrated'

/** The guest's local records; the server renders with empty ones. */
function guestRecords(): BrowserRecords {
  if (typeof window !== 'undefined') return new BrowserRecords(window.localStorage)
  const empty = new Map<string, string>()
  return new BrowserRecords({ getItem: (key) => empty.get(key) ?? null, setItem: (key, value) => void empty.set(key, value), removeItem: (key) => void empty.delete(key) })
}

type LoadState = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'not-found' } | { kind: 'ready'; value: VenueContextValue }

/** The state a server-rendered page starts (and hydrates) in: the venue shown, its log not read yet. */
function firstState(first: FirstScreen | null, hash: string, opened: Promise<VenueSession>): LoadState {
  if (!first || first.hash !== hash) return { kind: 'loading' }
  if (first.kind === 'not-found') return { kind: 'not-found' }
  const session = firstSession(hash, first, opened)
  return { kind: 'ready', value: { hash, info: first.info, light: first.light, language: first.language, fromCache: false, session, records: guestRecords() } }
}

function deferred<T>() {
  let resolve: (value: T) => void = () => {}
  const promise = new Promise<T>((done) => (resolve = done))
  return { promise, resolve }
}

/**
 * Every /restaurants/{hash}/… route (SPEC §2): loads the venue (static-light: a moved venue
 * relocates, an unknown one goes to not-found; then the full info in the guest's language, or
 * the cached copy when offline) and opens the venue's event log and command bus. The router
 * puts the venue's shell inside it (src/router.tsx).
 */
export function VenueProvider({ children }: { children?: ReactNode }) {
  const { hash = '' } = useParams()
  const [search] = useSearchParams()
  const location = useLocation()
  const navigate = useNavigate()
  const { i18n, t } = useTranslation()
  const first = useContext(FirstScreenContext)
  const [opening] = useState(() => deferred<VenueSession>())
  const [state, setState] = useState<LoadState>(() => firstState(first, hash, opening.promise))
  const [attempt, setAttempt] = useState(0)
  // The server's answers are used once, for the page it rendered; later loads ask again.
  const embedded = useRef(first?.hash === hash ? first : null)

  useEffect(() => {
    let cancelled = false
    let opened: VenueSession | null = null
    const records = guestRecords()
    const wanted = wantedLanguage(search, records)
    const page = embedded.current?.hash === hash ? embedded.current : null
    embedded.current = null
    if (page?.kind === 'not-found') return
    const served = page
    ;(async () => {
      const online = isOnline()
      const light: VenueLoad<VenueLight> = served?.light ? { kind: 'ok', value: served.light } : await loadVenueLight(browserFetch, apiBaseUrl, hash, wanted, online)
      if (cancelled) return
      if (light.kind === 'moved') return navigate(location.pathname.replace(`/restaurants/${hash}`, `/restaurants/${light.hash}`) + location.search, { replace: true })
      // An unknown venue shows the not-found page at the address the guest typed (issue #14).
      if (light.kind === 'not-found') return setState({ kind: 'not-found' })
      const offered = light.kind === 'ok' ? light.value.languagesAvailable.map((language) => language.code) : []
      const lang = resolveLanguage({ stored: search.get('lang') ?? records.preferredLanguage(), browser: [...navigator.languages], venueDefault: light.kind === 'ok' ? light.value.currentLanguage : null, offered })
      // SPEC §2, §4, §8: the guest's UI language loads before the venue's screens show; a failed
      // load keeps the language as it was. Changing it re-runs this effect (i18n.language), which
      // then loads the venue in that language, so this run stops here.
      if (lang !== i18n.language) {
        const before = i18n.language
        try {
          await loadLanguage(i18n, lang, browserTranslations)
        } catch {
          // The UI stays in its language; the venue's content still comes in the guest's.
        }
        if (cancelled || i18n.language !== before) return
      }
      // The choice is remembered only when it is what the guest asked for (a venue that lacks the
      // guest's language must not overwrite the preference).
      if (lang === wanted && i18n.language === lang) records.setPreferredLanguage(lang)
      // A page the service worker answered may be an older copy: its venue info is asked for again.
      const fresh = served !== null && served.language === lang && !navigator.serviceWorker?.controller
      const full: VenueLoad<FullVenueInfo> = fresh ? { kind: 'ok', value: served.info } : light.kind === 'ok' ? await loadVenueFull(browserFetch, apiBaseUrl, hash, lang, online) : light
      if (cancelled) return
      let info: FullVenueInfo | null = null
      let fromCache = false
      if (full.kind === 'ok') {
        info = full.value
        // for the next visit offline (SPEC §8): copying a whole menu is not worth a frame now (issue #14)
        const cached = info
        whenIdle(() => void venueCopies(records, window.caches, nextTask).save(hash, lang, cached), 2000)
      } else {
        // SPEC §8: a network failure reads the cached venue data; without it the load fails.
        info = (await venueCopies(records).read(hash, lang)) as FullVenueInfo | null
        if (cancelled) return
        fromCache = info !== null
      }
      if (!info) return setState({ kind: 'failed', message: full.kind === 'error' ? full.message : t('ui.venueLoadFailed') })
      // The event core loads here, after the first paint of a server-rendered page (issue #14).
      // The commands and their codecs (io-ts types, built as their modules run) in a chunk and a task
      // of their own, then the session's code: two tasks of the event core's evaluation, not one.
      await import('../../commands/registry')
      await nextTask()
      if (cancelled) return
      const { openVenueSession } = await import('./venueSession')
      // The event core's evaluation and the reading of the guest's log, each in a task of its own.
      await nextTask()
      if (cancelled) return
      opened = await openVenueSession(hash, records, info, search.get('t'))
      if (cancelled) return opened.dispose()
      // the guest's own state changes the page only once the server's screen is hydrated
      if (served !== null) await firstScreenHydrated
      if (cancelled) return opened.dispose()
      showDocumentLanguage(document.documentElement, info.currentLanguage, info.rtl ? 'rtl' : 'ltr')
      // The server's page shows this venue already: its session now follows the guest's log (firstSession.ts).
      // Otherwise the venue is shown anew first, and the page stops being busy after that.
      if (!fresh) setState({ kind: 'ready', value: { hash, info, light: light.kind === 'ok' ? light.value : null, language: info.currentLanguage, fromCache, session: opened, records } })
      // What the guest's log shows (a cart, orders, a table) may need texts the page did not bring: they come first.
      await allStrings(i18n).catch(() => {})
      if (cancelled) return
      opening.resolve(opened)
    })().catch((error: unknown) => {
      if (!cancelled) setState({ kind: 'failed', message: error instanceof Error ? error.message : String(error) })
    })
    return () => {
      cancelled = true
      opened?.dispose()
    }
    // The venue reloads when its hash, the requested language or a retry changes.
  }, [hash, search.get('lang'), attempt, i18n.language])

  if (state.kind === 'loading') {
    return (
      <Center h="100dvh" aria-busy="true">
        <Loader aria-label={t('ui.loading')} />
      </Center>
    )
  }
  if (state.kind === 'not-found') return <NotFound />
  if (state.kind === 'failed') {
    return (
      <Center h="100dvh" p="md">
        <Stack>
          <Alert color="red" role="alert">
            {state.message}
          </Alert>
          <Button onClick={() => setAttempt((n) => n + 1)}>{t('ui.retry')}</Button>
        </Stack>
      </Center>
    )
  }
  return (
    <VenueContext.Provider value={state.value}>{children ?? <Outlet />}</VenueContext.Provider>
  )
}
