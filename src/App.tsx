import { DirectionProvider, MantineProvider } from '@mantine/core'
import './shell/styles/firstPaint'
import type { i18n as I18n } from 'i18next'
import { useEffect, useMemo } from 'react'
import { I18nextProvider } from 'react-i18next'
import { UiTextProvider } from './i18n/uiText'
import { isRightToLeft } from '../domain/language'
import { AppRouter } from './router'
import type { FirstScreen } from './venue/firstScreen'
import { FirstScreenProvider } from './venue/venueContext'
import { NoticesProvider } from './shell/notices'
import { PHONE_SCREEN_ID, PhoneFrame } from './shell/PhoneFrame'
import { usePhoneFramed } from './shell/preview'
import './shell/shell.css'
import { buildVenueTheme, cssVariablesFor } from './shell/venueTheme'
import { ThemeVariables } from './shell/ThemeVariables'
import { showDocumentLanguage } from './shell/documentLanguage'

/**
 * The document's colour scheme is the page's (light in index.html, a venue's own in the page the
 * server rendered) and a venue's provider's, never the app's: its effects run after the venue's,
 * and set a dark venue back to light.
 */
const noRootElement = () => undefined

/** Before a venue is open: Comanda's own look (SPEC §9 theme defaults), with the same AA rules as a venue's. */
const appLook = buildVenueTheme(null)
const appVariables = cssVariablesFor(appLook)

/**
 * The app shell (DESIGN §6): i18next, the text direction of the language (Mantine DirectionProvider,
 * which follows the document's dir), Mantine with the default theme, the phone frame in preview
 * mode on a desktop browser, the snackbars, the router. Venue routes add the venue's theme. On the
 * server (`location` given) and when hydrating, `first` is the venue page the server rendered.
 */
export function App({ i18n, preview = false, first = null, location }: { i18n: I18n; preview?: boolean; first?: FirstScreen | null; location?: string }) {
  const framed = usePhoneFramed(preview)
  const theme = useMemo(
    () => ({ ...appLook.mantine, components: framed ? { Portal: { defaultProps: { target: `#${PHONE_SCREEN_ID}` } } } : {} }),
    [framed],
  )
  // The page answers taps from here on (hydrated or rendered): what `npm run bench:web` waits for.
  useEffect(() => document.documentElement.setAttribute('data-interactive', ''), [])
  useEffect(() => {
    const follow = (lng: string) => showDocumentLanguage(document.documentElement, lng, isRightToLeft(lng) ? 'rtl' : 'ltr')
    i18n.on('languageChanged', follow)
    return () => i18n.off('languageChanged', follow)
  }, [i18n])
  return (
    <I18nextProvider i18n={i18n}>
      <UiTextProvider>
        <DirectionProvider initialDirection={isRightToLeft(i18n.language) ? 'rtl' : 'ltr'}>
          <MantineProvider defaultColorScheme="light" theme={theme} cssVariablesResolver={appVariables} withCssVariables={false} getRootElement={noRootElement}>
            <ThemeVariables lookKey={appLook.key} resolver={appVariables}>
              <PhoneFrame framed={framed}>
                <NoticesProvider>
                  <FirstScreenProvider value={first}>
                    <AppRouter location={location} />
                  </FirstScreenProvider>
                </NoticesProvider>
              </PhoneFrame>
            </ThemeVariables>
          </MantineProvider>
        </DirectionProvider>
      </UiTextProvider>
    </I18nextProvider>
  )
}
