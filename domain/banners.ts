/** Partner banners (SPEC §1, §7 checkCocaBanners, §8, §9). */

/**
 * SPEC §1, §9: a fixed list of venue hashes gets a generic partner banner between two fixed
 * 2025 timestamps. The real list and window are configuration; they come in as an argument.
 */
export type PartnerBannerConfig = {
  venueHashes: readonly string[]
  /** Epoch milliseconds, inclusive. */
  from: number
  /** Epoch milliseconds, inclusive. */
  to: number
}

/**
 * Whether the venue shows the partner banner at `now` (epoch ms).
 * Choice: both timestamps are inclusive ("between"), and hashes compare exactly, as they are
 * the venue's identifier in URLs.
 */
export function isPartnerBannerShown(venueHash: string, now: number, config: PartnerBannerConfig): boolean {
  return config.venueHashes.includes(venueHash) && now >= config.from && now <= config.to
}

export const BANNER_KINDS = ['club', 'pizza', 'altro'] as const
export type BannerKind = (typeof BANNER_KINDS)[number]

/**
 * SPEC §7 checkCocaBanners: a non-empty answer is the banner kind (club, pizza, altro);
 * SPEC §8: a failed call (pass null) means no banner.
 * Choice: the answer is read ignoring case and surrounding spaces; an empty answer, a
 * non-string or an unknown kind also means no banner, since there is no banner to show for it.
 */
export function bannerKindOf(answer: unknown): BannerKind | null {
  if (typeof answer !== 'string') return null
  const normalised = answer.trim().toLowerCase()
  return BANNER_KINDS.find((kind) => kind === normalised) ?? null
}
