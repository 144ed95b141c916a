/** A link of the venue (SPEC §3 reviewslinks, socialsharelinks). */
export type VenueLink = { name: string; url: string }

/** The venue's links the app may open: http(s) URLs only, with a name; anything else is left out. */
export function openableLinks(links: readonly { name?: unknown; url?: unknown }[] | null | undefined): VenueLink[] {
  return (links ?? []).flatMap((link) => {
    if (typeof link.name !== 'string' || typeof link.url !== 'string' || link.name.trim() === '') return []
    try {
      const url = new URL(link.url)
      return url.protocol === 'https:' || url.protocol === 'http:' ? [{ name: link.name.trim(), url: url.href }] : []
    } catch {
      return []
    }
  })
}
