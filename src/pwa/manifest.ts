/**
 * SPEC §3 "Web manifest" (generated at runtime): name, short_name, icons 144/192/512 px,
 * start_url (the current route path), display standalone, transparent background, theme colour
 * #fdd900. Linked at runtime per venue so that installing from a venue page opens that venue.
 */
export const MANIFEST_ICON_SIZES = [144, 192, 512] as const
export const THEME_COLOUR = '#fdd900'
const SHORT_NAME_MAX = 12

export type ManifestIcon = { src: string; sizes: string; type: string; purpose?: string }

export type WebManifest = {
  id: string
  name: string
  short_name: string
  icons: ManifestIcon[]
  start_url: string
  scope: string
  display: 'standalone'
  background_color: 'transparent'
  theme_color: string
}

/** The default icons shipped in public/icons/ (the Comanda mark on the theme yellow). */
export function defaultIcons(base: string): ManifestIcon[] {
  return MANIFEST_ICON_SIZES.map((size) => ({ src: `${base}icons/icon-${size}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' }))
}

/** A short name a home screen can show whole: the venue's name, cut at a word when it is long. */
export function shortName(name: string): string {
  const clean = name.replace(/\s+/g, ' ').trim()
  if (clean.length <= SHORT_NAME_MAX) return clean
  const words = clean.split(' ')
  let out = ''
  for (const word of words) {
    const next = out ? `${out} ${word}` : word
    if (next.length > SHORT_NAME_MAX) break
    out = next
  }
  return out || clean.slice(0, SHORT_NAME_MAX)
}

/**
 * The manifest of a page. Every URL is absolute (the manifest itself is a blob: URL, against
 * which relative URLs would not resolve); the id is the venue's start path, so each venue installs
 * as its own app.
 */
export function buildManifest(input: { name: string; origin: string; path: string; base: string; icons: ManifestIcon[] }): WebManifest {
  // A logo's icons are data: URLs of many kilobytes, absolute already; parsing them as URLs was a long task.
  const absolute = (url: string) => (url.startsWith('data:') ? url : new URL(url, input.origin).href)
  return {
    id: absolute(input.path),
    name: input.name,
    short_name: shortName(input.name),
    icons: input.icons.map((icon) => ({ ...icon, src: absolute(icon.src) })),
    start_url: absolute(input.path),
    scope: absolute(input.base),
    display: 'standalone',
    background_color: 'transparent',
    theme_color: THEME_COLOUR,
  }
}

/**
 * Puts the manifest in the document's <link rel="manifest"> (made if missing) as a blob: URL and
 * returns the undo (the previous URL is revoked when replaced).
 */
export function linkManifest(doc: Document, manifest: WebManifest, urls: { create(blob: Blob): string; revoke(url: string): void }): () => void {
  let link = doc.querySelector<HTMLLinkElement>('link[rel="manifest"]')
  if (!link) {
    link = doc.createElement('link')
    link.rel = 'manifest'
    doc.head.appendChild(link)
  }
  const previous = link.getAttribute('href')
  const href = urls.create(new Blob([JSON.stringify(manifest)], { type: 'application/manifest+json' }))
  link.href = href
  if (previous?.startsWith('blob:')) urls.revoke(previous)
  return () => {
    if (link.getAttribute('href') === href) link.removeAttribute('href')
    urls.revoke(href)
  }
}
