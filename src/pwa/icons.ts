import { MANIFEST_ICON_SIZES, type ManifestIcon } from './manifest'

/** WebP's quality for the icons: a quarter of PNG's bytes, and no visible loss at a home screen's size. */
const ICON_QUALITY = 0.9

/**
 * SPEC §3 manifest icons 144/192/512 px from the venue's logo: the logo drawn centred on a square
 * canvas of each size (transparent around it) and kept as data URLs, which outlive the page and
 * need no server. A logo that cannot be read (missing, offline and not cached, another
 * origin without CORS) gives null, and the caller uses the default icons.
 */
export async function iconsFromLogo(logoUrl: string, doc: Document = document): Promise<ManifestIcon[] | null> {
  let image: HTMLImageElement
  try {
    image = await loadImage(logoUrl, doc)
  } catch {
    return null
  }
  const width = image.naturalWidth
  const height = image.naturalHeight
  if (!width || !height) return null
  const icons: ManifestIcon[] = []
  for (const size of MANIFEST_ICON_SIZES) {
    const canvas = doc.createElement('canvas')
    canvas.width = size
    canvas.height = size
    const context = canvas.getContext('2d')
    if (!context) return null
    const scale = Math.min(size / width, size / height)
    const w = Math.round(width * scale)
    const h = Math.round(height * scale)
    context.drawImage(image, Math.round((size - w) / 2), Math.round((size - h) / 2), w, h)
    const icon = await iconDataUrl(canvas)
    if (icon === null) return null // a tainted canvas: the logo is on another origin without CORS
    icons.push({ src: icon.src, sizes: `${size}x${size}`, type: icon.type, purpose: 'any' })
  }
  return icons
}

/**
 * The canvas as a WebP data URL (PNG where the browser cannot encode WebP: the blob says which),
 * encoded off the main thread (toBlob, then FileReader): the synchronous toDataURL of a 512 px
 * icon is a long task on a phone, right while the venue opens. WebP, because the manifest is made
 * into a blob on every route: with PNG icons (124 kB of the demo logo's manifest) that copy was a
 * 60 ms task at 4x CPU (issue #14).
 */
function iconDataUrl(canvas: HTMLCanvasElement): Promise<{ src: string; type: string } | null> {
  return new Promise((resolve) => {
    try {
      canvas.toBlob(
        (blob) => {
          if (!blob) return resolve(null)
          const reader = new FileReader()
          reader.onload = () => resolve(typeof reader.result === 'string' ? { src: reader.result, type: blob.type } : null)
          reader.onerror = () => resolve(null)
          reader.readAsDataURL(blob)
        },
        'image/webp',
        ICON_QUALITY,
      )
    } catch {
      resolve(null)
    }
  })
}

function loadImage(url: string, doc: Document): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = doc.createElement('img')
    image.crossOrigin = 'anonymous'
    image.decoding = 'async'
    image.onload = () => resolve(image)
    image.onerror = () => reject(new Error(`logo not loaded: ${url}`))
    image.src = url
  })
}
