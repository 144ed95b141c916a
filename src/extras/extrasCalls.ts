import { bannerKindOf, type BannerKind } from '../../domain/banners'
import { isDemoSubscription, type SubscriptionAnswer } from '../../domain/subscription'
import { fetchJson } from '../platform/fetchJson'

type Get = (url: string) => Promise<unknown>

/** One checkCocaBanners call per venue and page: the splash and the venue home share the answer. */
const bannerKinds = new Map<string, Promise<BannerKind | null>>()

/** SPEC §7 checkCocaBanners, §8: the banner kind, or null on any failure (never blocking). */
export function fetchBannerKind(hash: string, get?: Get): Promise<BannerKind | null> {
  if (get) return askBannerKind(hash, get)
  let answer = bannerKinds.get(hash)
  if (!answer) {
    answer = askBannerKind(hash, fetchJson)
    bannerKinds.set(hash, answer)
  }
  return answer
}

async function askBannerKind(hash: string, get: Get): Promise<BannerKind | null> {
  try {
    const body = (await get(`/api/v3/restaurants/${encodeURIComponent(hash)}/checkCocaBanners`)) as { code?: unknown; data?: unknown }
    return body?.code === 'ok' ? bannerKindOf(body.data) : null
  } catch {
    return null
  }
}

export type Subscription = { demo: boolean; message: string | null }

/** SPEC §4 Demo, §7 subscription, §8: demo when type_id is 1; any failure means not demo. */
export async function fetchSubscription(hash: string, get: Get = fetchJson): Promise<Subscription> {
  try {
    const body = (await get(`/api/v3/restaurants/${encodeURIComponent(hash)}/subscription`)) as ({ code?: unknown } & SubscriptionAnswer) | null
    if (body?.code !== 'ok') return { demo: false, message: null }
    const message = typeof body.message === 'string' && body.message.trim() !== '' ? body.message : null
    return { demo: isDemoSubscription(body), message }
  } catch {
    return { demo: false, message: null }
  }
}
