import { nextTask } from '../shell/nextTask'

/**
 * On the very first visit the page loads its images before the service worker controls it, so
 * they miss the venue images cache. Once it controls the page, the images on screen are asked
 * again (from the HTTP cache, through the worker), so a venue seen once shows its images offline.
 * One request per task: starting a request costs the main thread about a millisecond, and a
 * venue's dozen pictures asked at once made a long task (issue #14). Resolves once all are asked.
 */
export async function warmImages(doc: Document, fetchImage: (url: string) => Promise<unknown>, pause: () => Promise<void> = nextTask): Promise<number> {
  const origin = doc.location?.origin
  const urls = new Set<string>()
  for (const image of Array.from(doc.images)) {
    const url = image.currentSrc || image.src
    if (url && origin && url.startsWith(`${origin}/`)) urls.add(url)
  }
  for (const url of urls) {
    await pause()
    void fetchImage(url).catch(() => {})
  }
  return urls.size
}
