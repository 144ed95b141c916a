import { loadBannerKind, loadSubscription, type Subscription } from '../../api/venueCalls'
import type { BannerKind } from '../../domain/banners'
import { apiBaseUrl, browserFetch, isOnline } from '../platform/browserPorts'

/** One checkCocaBanners call per venue and page: the splash and the venue home share the answer. */
const bannerKinds = new Map<string, Promise<BannerKind | null>>()

/** SPEC §7 checkCocaBanners, §8: the banner kind, or null offline or on any failure (never blocking). */
export function fetchBannerKind(hash: string): Promise<BannerKind | null> {
  let answer = bannerKinds.get(hash)
  if (!answer) {
    answer = loadBannerKind(browserFetch, apiBaseUrl, hash, isOnline())
    bannerKinds.set(hash, answer)
  }
  return answer
}

/** SPEC §4 Demo, §7 subscription. */
export function fetchSubscription(hash: string): Promise<Subscription> {
  return loadSubscription(browserFetch, apiBaseUrl, hash, isOnline())
}
