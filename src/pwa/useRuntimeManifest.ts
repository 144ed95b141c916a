import { useEffect } from 'react'
import { assetUrl } from '../shell/assetUrl'
import { whenIdle } from '../platform/idle'
import { iconsFromLogo } from './icons'
import { buildManifest, defaultIcons, linkManifest, type ManifestIcon } from './manifest'
import type { CachedVenue } from './venueOfPath'

const APP_NAME = 'Comanda'
const iconsByLogo = new Map<string, Promise<ManifestIcon[] | null>>()
/** At most this long after the venue opens, the logo's icons are drawn even if the page is not idle. */
const ICONS_WAIT_MS = 5000

/**
 * The logo's icons, drawn and encoded once the page is idle: a guest does not install the app in
 * its first second, and drawing them was a long task while the venue opened (issue #14).
 */
function iconsWhenIdle(logo: string): Promise<ManifestIcon[] | null> {
  return new Promise<void>((resolve) => whenIdle(resolve, ICONS_WAIT_MS)).then(() => iconsFromLogo(logo))
}

/**
 * SPEC §3 "Web manifest": the page's manifest follows the route (start_url = the current path) and
 * the venue (its name, icons from its logo, else the default icons), linked as a blob: URL.
 */
export function useRuntimeManifest(path: string, venue: CachedVenue | null): void {
  const base = import.meta.env.BASE_URL
  const name = venue?.name ?? APP_NAME
  const logo = assetUrl(venue?.logo ?? null)
  useEffect(() => {
    if (typeof URL.createObjectURL !== 'function') return
    let live = true
    let unlink = () => {}
    const made = logo ? (iconsByLogo.get(logo) ?? iconsWhenIdle(logo)) : Promise.resolve(null)
    if (logo) iconsByLogo.set(logo, made)
    void made.then((icons) => {
      if (!live) return
      const manifest = buildManifest({ name, origin: window.location.origin, path: `${base.replace(/\/$/, '')}${path}`, base, icons: icons ?? defaultIcons(base) })
      unlink = linkManifest(document, manifest, { create: (blob) => URL.createObjectURL(blob), revoke: (url) => URL.revokeObjectURL(url) })
    })
    return () => {
      live = false
      unlink()
    }
  }, [path, name, logo, base])
}
