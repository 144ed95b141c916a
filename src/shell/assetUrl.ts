/**
 * Venue files name their images from the site root ("/img/venues/demo-online/logo.png"), but the
 * app and its public files live under the app base (/app/, SPEC §2): "/img/…" is served as
 * "/app/img/…". Absolute URLs (http, https, data, blob, protocol-relative) and paths already under
 * the base are kept as they are; null or empty stays null.
 */
export function assetUrl(path: string | null | undefined, base: string = import.meta.env.BASE_URL ?? '/'): string | null {
  const value = (path ?? '').trim()
  if (value === '') return null
  if (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(value)) return value
  const root = base.endsWith('/') ? base : `${base}/`
  if (value.startsWith(root)) return value
  return root + value.replace(/^\/+/, '')
}
