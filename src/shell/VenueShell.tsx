import { MantineProvider } from '@mantine/core'
import { Suspense, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import type { BannerKind } from '../../domain/banners'
import { resolveLanguage } from '../../domain/language'
import { useFirstScreen, useVenue, type VenueContextValue } from '../venue/venueContext'
import { lazyOptional } from '../extras/lazyOptional'
import { AfterHydration } from './AfterHydration'
import { chooseLanguage } from './chooseLanguage'
import { browserTranslations } from '../i18n/browserTranslations'
import { chooserLanguages } from './languages'
import { setVenuePreview } from './preview'
import { Splash } from './Splash'
import { CHOOSER_DELAY_MS, markSplashShown, splashShown } from './splash'
import { fetchBannerKind } from '../extras/extrasCalls'
import { VenueHeader } from './VenueHeader'
import { TableStrip } from '../components/TableStrip'
import { ScreenShownProvider } from './screenShown'
import { buildVenueTheme, cssVariablesFor, type VenueThemeResult } from './venueTheme'
import { withWholeLook } from './styles/wholeLook'
import { ThemeVariables } from './ThemeVariables'

/** Analytics, logger, ad script and quiz popup (issue #6): loaded after the venue shows, never in its first bundle. */
const VenueExtrasLayer = lazyOptional(() => import('../extras/VenueExtrasLayer'))

/** Told after the guest's log is read, and seldom: its code (Mantine's Alert, a close button) is not the first screen's (issue #14). */
const DamagedLogNotice = lazyOptional(async () => ({ default: (await import('./DamagedLogNotice')).DamagedLogNotice }))

// The chooser (a Mantine Modal with its focus trap and scroll lock) loads when it first opens.
const LanguageChooser = lazyOptional(withWholeLook(async () => ({ default: (await import('./LanguageChooser')).LanguageChooser })))

const noChange = () => () => {}

/** Safety net: the chooser's overlay never stays longer than this if the venue reload is slow. */
const RELOAD_WAIT_MS = 20_000

/**
 * Around every venue screen: the venue's theme (SPEC §1, §3 Theme, §9) as a nested Mantine
 * provider whose CSS variables override the app's while a venue is open, the app bar with the
 * language chooser, the floating call button, the splash (once per session) and preview mode.
 */
export function VenueShell({ children }: { children: ReactNode }) {
  const venue = useVenue()
  const look = useMemo(() => buildVenueTheme(venue.info), [venue.info])
  const resolver = useMemo(() => cssVariablesFor(look), [look])
  // The frame keeps its state below the provider: the provider's context is new at each render, and
  // a new context reaching a screen not hydrated yet makes React hydrate it at once, in one long
  // task, instead of in slices (issue #14).
  return (
    <MantineProvider
      theme={look.mantine}
      cssVariablesResolver={resolver}
      forceColorScheme={look.dark ? 'dark' : 'light'}
      withGlobalClasses={false}
      withCssVariables={false}
    >
      <ThemeVariables lookKey={look.key} resolver={resolver}>
        <VenueFrame venue={venue} look={look}>
          {children}
        </VenueFrame>
      </ThemeVariables>
    </MantineProvider>
  )
}

function VenueFrame({ venue, look, children }: { venue: VenueContextValue; look: VenueThemeResult; children: ReactNode }) {
  const { i18n } = useTranslation()
  const [search, setSearch] = useSearchParams()
  const { info, hash } = venue
  const languages = useMemo(() => chooserLanguages(info.languagesAvailable ?? [], info.languages ?? []), [info])

  const [banner, setBanner] = useState<BannerKind | null | undefined>(undefined)
  const serverRendered = useFirstScreen() !== null
  // A server-rendered page shows the venue while the guest's log is read: busy until then.
  const [readingLog, setReadingLog] = useState(venue.session.whenRead !== undefined)
  useEffect(() => {
    let live = true
    if (venue.session.whenRead) void venue.session.whenRead.then(() => live && setReadingLog(false))
    else setReadingLog(false)
    return () => {
      live = false
    }
  }, [venue.session])
  // Busy too until the screen is hydrated: a tap on the server's HTML before that may be lost.
  const [screenHydrated, setScreenHydrated] = useState(false)
  const screenShown = useCallback(() => setScreenHydrated(true), [])
  const [splashDone, setSplashDone] = useState(false)
  // The server renders the splash (SPEC §4: painted with the first bytes); a tab that showed it
  // already hides it before the first paint (the page's early script) and here after hydration.
  const shownBefore = useSyncExternalStore(noChange, splashShown, () => false)
  const splash = !splashDone && !shownBefore
  const [chooserOpen, setChooserOpen] = useState(false)
  const openChooser = useCallback(() => setChooserOpen(true), [])

  useEffect(() => {
    let live = true
    void fetchBannerKind(hash).then((kind) => live && setBanner(kind))
    return () => {
      live = false
    }
  }, [hash])

  useEffect(() => {
    setVenuePreview(info.previewMode === true)
    return () => setVenuePreview(false)
  }, [info.previewMode])

  // Leaving the venue gives the app its light scheme back (the venue may force dark mode).
  useEffect(() => () => document.documentElement.setAttribute('data-mantine-color-scheme', 'light'), [])

  // SPEC §4 Startup: when the guest's language is not the one the venue shows, the chooser opens 0.5 s after the splash.
  const onSplashDone = () => {
    markSplashShown()
    setSplashDone(true)
    const wanted = resolveLanguage({ stored: search.get('lang') ?? venue.records.preferredLanguage(), browser: [...navigator.languages], venueDefault: null })
    if (wanted !== venue.language && languages.length > 1) setTimeout(() => setChooserOpen(true), CHOOSER_DELAY_MS)
  }

  // The chooser waits until the venue shows in the chosen language (VenueProvider reloads on the language change).
  const shown = useRef(venue.language)
  shown.current = venue.language
  const waiting = useRef<{ code: string; resolve: () => void } | null>(null)
  useEffect(() => {
    if (waiting.current && waiting.current.code === venue.language) {
      waiting.current.resolve()
      waiting.current = null
    }
  }, [venue.language])

  const onChoose = async (code: string) => {
    await chooseLanguage({ i18n, code, records: venue.records, translations: browserTranslations })
    if (search.has('lang')) {
      setSearch(
        (previous) => {
          const next = new URLSearchParams(previous)
          next.delete('lang')
          return next
        },
        { replace: true },
      )
    }
    if (shown.current === code) return
    await new Promise<void>((resolve) => {
      waiting.current = { code, resolve }
      setTimeout(resolve, RELOAD_WAIT_MS)
    })
  }

  const background = look.background
  return (
    <ScreenShownProvider value={screenShown}>
      <div
        className="comanda-venue"
        aria-busy={readingLog || !screenHydrated ? true : undefined}
        style={background ? { backgroundImage: `url("${background}")`, backgroundSize: 'cover', backgroundPosition: 'center', backgroundAttachment: 'fixed' } : undefined}
      >
        <VenueHeader
          hash={hash}
          name={info.name}
          logo={info.logo}
          languages={languages}
          currentLanguage={venue.language}
          fromCache={venue.fromCache}
          barColour={look.resolved.primary}
          onPrimary={look.onPrimary}
          barItem={look.resolved.barItem}
          onLanguage={openChooser}
          telephone={info.telephone}
        />
        <TableStrip />
        {venue.session.damagedOnLoad && (
          <Suspense fallback={null}>
            <DamagedLogNotice hash={hash} />
          </Suspense>
        )}
        <div
          className="comanda-venue-content"
          style={background ? { background: 'color-mix(in srgb, var(--mantine-color-body) 90%, transparent)', minHeight: 'calc(100dvh - 56px)' } : undefined}
        >
          {children}
        </div>
        <AfterHydration>
          <Suspense fallback={null}>
            <VenueExtrasLayer venue={venue} />
          </Suspense>
        </AfterHydration>
        {chooserOpen && (
          <Suspense fallback={null}>
            <LanguageChooser opened onClose={() => setChooserOpen(false)} languages={languages} current={venue.language} onChoose={onChoose} />
          </Suspense>
        )}
        {splash && <Splash name={info.name} logo={info.logo} cover={info.image} banner={banner} onDone={onSplashDone} paintedAt={serverRendered ? performance.timeOrigin : undefined} />}
      </div>
    </ScreenShownProvider>
  )
}
