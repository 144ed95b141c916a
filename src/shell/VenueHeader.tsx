import { memo, type CSSProperties, type ReactNode } from 'react'
import { useUiText } from '../i18n/uiText'
import { useNetworkOnline } from '../pwa/useNetworkOnline'
import { Link } from 'react-router-dom'
import { assetUrl } from './assetUrl'
import { callableNumber, telHref } from './telephone'
import type { ChooserLanguage } from './languages'
import { AA_CONTRAST, contrastRatio } from './venueTheme'

export type VenueHeaderProps = {
  hash: string
  name: string
  logo: string | null | undefined
  languages: readonly ChooserLanguage[]
  currentLanguage: string
  fromCache: boolean
  /** The bar's colour (the venue's primary colour) and the text colours on it. */
  barColour: string
  onPrimary: string
  barItem: string
  onLanguage: () => void
  /** The venue's telephone: the call button (SPEC §1) sits in the bar, where it covers nothing (issue #16.2). */
  telephone?: string | null
}

/**
 * The venue's app bar: logo and name (back to the venue home), an offline badge when the venue
 * came from the cache, the language button (when the venue offers more than one language), the
 * guest's account (the profile, or the way to log in), the venue information and the call button
 * when the venue has a telephone (SPEC §1; docked in the bar, issue #16.2). Items take the
 * venue's bar item colour only when it keeps AA contrast on the bar, otherwise black or white,
 * whichever reads better. Memoised: the frame around it changes state several times while the
 * page starts (the banner, the screen hydrated, the guest's log read, the splash), and each time
 * this bar rendered again for nothing (issue #14). Plain elements (shell.css), as Mantine's Group,
 * UnstyledButton, Image and Text drew it: a Mantine component costs about twenty times a plain
 * element to render, and every venue page renders this bar (issue #14).
 */
export const VenueHeader = memo(function VenueHeader(props: VenueHeaderProps) {
  const { t } = useUiText()
  // A quiet mark while the phone is offline (issue #16.9), as when the venue came from the cache.
  const online = useNetworkOnline()
  const itemColour = contrastRatio(props.barItem, props.barColour) >= AA_CONTRAST ? props.barItem : props.onPrimary
  const logo = assetUrl(props.logo)
  const current = props.languages.find((language) => language.code === props.currentLanguage)
  const telephone = callableNumber(props.telephone)
  const itemStyle = { color: itemColour }
  return (
    <header className="comanda-bar" style={{ background: props.barColour, color: itemColour }}>
      <div className="comanda-bar-row">
        <Link to={`/restaurants/${props.hash}`} aria-label={t('shell.header.home', { name: props.name })} className={BAR_ITEM} style={{ ...itemStyle, minWidth: 0 }}>
          {/* never shrunk by a long name: an image not loaded yet would give way, and the name move when it loads */}
          {logo && <img src={logo} alt="" width={36} height={36} className="comanda-bar-logo" />}
          <span className="comanda-bar-name">{props.name}</span>
        </Link>
        <div className="comanda-bar-actions">
          {props.languages.length > 1 && (
            <button type="button" onClick={props.onLanguage} aria-haspopup="dialog" aria-label={t('shell.header.language', { code: props.currentLanguage.toUpperCase(), language: current?.name ?? props.currentLanguage })} className={BAR_ITEM} style={itemStyle}>
              {current?.image ? (
                <img src={current.image} alt="" width={24} height={16} style={{ objectFit: 'cover', borderRadius: 2 }} />
              ) : (
                <span aria-hidden="true" style={{ fontSize: 20, lineHeight: 1 }}>
                  {current?.flag ?? '🌐'}
                </span>
              )}
              <span className="comanda-bar-language" aria-hidden="true">
                {props.currentLanguage.toUpperCase()}
              </span>
            </button>
          )}
          {telephone !== null && (
            <a href={telHref(telephone)} aria-label={t('shell.call.label', { telephone })} title={t('shell.call.label', { telephone })} className={BAR_ITEM} style={itemStyle} data-testid="call-venue">
              <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
                <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z" />
              </svg>
            </a>
          )}
          <BarIconLink to={`/restaurants/${props.hash}/profile`} label={t('shell.header.account')} style={itemStyle}>
            <circle cx="12" cy="8" r="4" />
            <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" strokeLinecap="round" />
          </BarIconLink>
          <BarIconLink to={`/restaurants/${props.hash}/about`} label={t('shell.header.about')} style={itemStyle}>
            <circle cx="12" cy="12" r="10" />
            <path d="M12 11v6M12 7.5v.5" strokeLinecap="round" />
          </BarIconLink>
        </div>
      </div>
      {!online && (
        // A quiet line under the bar, not a badge crowding its buttons off a 390 px screen (issue #16.9);
        // gone once the phone is back online, though the menu shown is still the one saved.
        <p className="comanda-bar-offline" role="status">
          {props.fromCache ? t('ui.offline') : t('shell.header.offlineNow')}
        </p>
      )}
    </header>
  )
})

/** An item of the bar: a link or a button drawn as Mantine's UnstyledButton, with its focus ring. */
const BAR_ITEM = 'comanda-unstyled-button comanda-bar-item mantine-focus-auto'

/** A link of the bar drawn as a 24 px line icon (its shapes as children), named by `label`. */
function BarIconLink({ to, label, style, children }: { to: string; label: string; style: CSSProperties; children: ReactNode }) {
  return (
    <Link to={to} aria-label={label} className={BAR_ITEM} style={style}>
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
        {children}
      </svg>
    </Link>
  )
}
