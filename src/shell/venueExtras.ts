import { bannerKindOf, type BannerKind } from '../../domain/banners'
import { fetchJson } from './fetchJson'

/** SPEC §7 checkCocaBanners, §8: the banner kind, or null on any failure (never blocking). */
export async function fetchBannerKind(hash: string, get: (url: string) => Promise<unknown> = fetchJson): Promise<BannerKind | null> {
  try {
    const body = (await get(`/api/v3/restaurants/${encodeURIComponent(hash)}/checkCocaBanners`)) as { code?: unknown; data?: unknown }
    return body?.code === 'ok' ? bannerKindOf(body.data) : null
  } catch {
    return null
  }
}
