import { Loader } from '@mantine/core'
import { useEffect, useRef } from 'react'
import { useUiText } from '../i18n/uiText'
import type { BannerKind } from '../../domain/banners'
import { assetUrl } from './assetUrl'
import { splashDurationMs } from './splash'

export type SplashProps = {
  name: string
  logo: string | null | undefined
  cover: string | null | undefined
  /** The checkCocaBanners answer; undefined while it is not known yet. */
  banner: BannerKind | null | undefined
  onDone: () => void
  /** When the splash was first painted, if before this component mounted (the server's page). */
  paintedAt?: number | undefined
}

/**
 * SPEC §4 Startup/splash: the venue's cover image with its logo over it, for 2 s, 4 s for a
 * club-banner venue, 1 s when the venue has neither. The time counts from when the splash
 * appeared; a club answer arriving late lengthens it to 4 s from then. Plain elements (shell.css),
 * as Mantine's Box, Image, Stack and Text drew it: the server renders it on every venue page (issue #14).
 */
export function Splash({ name, logo, cover, banner, onDone, paintedAt }: SplashProps) {
  const { t } = useUiText()
  const started = useRef(paintedAt ?? Date.now())
  const done = useRef(onDone)
  done.current = onDone
  const logoUrl = assetUrl(logo)
  const coverUrl = assetUrl(cover)
  const duration = splashDurationMs({ hasSplash: logoUrl !== null || coverUrl !== null, banner })

  useEffect(() => {
    const timer = setTimeout(() => done.current(), Math.max(0, duration - (Date.now() - started.current)))
    return () => clearTimeout(timer)
  }, [duration])

  return (
    <div role="status" aria-live="polite" aria-label={t('shell.splash.label', { name })} data-testid="splash" className="comanda-splash">
      {/* the first thing painted: its picture is asked for first (issue #14) */}
      {coverUrl && <img src={coverUrl} alt="" className="comanda-splash-cover" fetchPriority="high" />}
      <div className="comanda-splash-content">
        {logoUrl ? <img src={logoUrl} alt={name} className="comanda-splash-logo" /> : <p className="comanda-splash-name">{name}</p>}
        <Loader color="var(--comanda-on-primary, currentColor)" size="sm" aria-hidden="true" />
      </div>
    </div>
  )
}
