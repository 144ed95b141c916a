import { MANIFEST_ICON_SIZES, type ManifestIcon } from './manifest'

/**
 * SPEC §3 manifest icons 144/192/512 px from the venue's logo: the logo drawn centred on a square
 * canvas of each size (transparent around it) and kept as PNG data URLs, which outlive the page
 * and need no server. A logo that cannot be read (missing, offline and not cached, another
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
    const src = await pngDataUrl(canvas)
    if (src === null) return null // a tainted canvas: the logo is on another origin without CORS
    icons.push({ src, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' })
  }
  return icons
}

/**
 * The canvas as a PNG data URL, encoded off the main thread (toBlob, then FileReader): the
 * synchronous toDataURL of a 512 px icon is a long task on a phone, right while the venue opens.
 */
function pngDataUrl(canvas: HTMLCanvasElement): Promise<string | null> {
  return new Promise((resolve) => {
    try {
      canvas.toBlob((blob) => {
        if (!blob) return resolve(null)
        const reader = new FileReader()
        reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : null)
        reader.onerror = () => resolve(null)
        reader.readAsDataURL(blob)
      }, 'image/png')
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
