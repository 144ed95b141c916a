/**
 * On the very first visit the page loads its images before the service worker controls it, so
 * they miss the venue images cache. Once it controls the page, the images on screen are asked
 * again (from the HTTP cache, through the worker), so a venue seen once shows its images offline.
 */
export function warmImages(doc: Document, fetchImage: (url: string) => Promise<unknown>): number {
  const origin = doc.location?.origin
  const urls = new Set<string>()
  for (const image of Array.from(doc.images)) {
    const url = image.currentSrc || image.src
    if (url && origin && url.startsWith(`${origin}/`)) urls.add(url)
  }
  for (const url of urls) void fetchImage(url).catch(() => {})
  return urls.size
}
