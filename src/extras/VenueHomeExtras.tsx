import { Stack } from '@mantine/core'
import { useEffect, useState } from 'react'
import { isPartnerBannerShown, type BannerKind } from '../../domain/banners'
import { isOn } from '../../domain/menuTypes'
import type { Subscription } from '../../api/venueCalls'
import { fetchBannerKind, fetchSubscription } from './extrasCalls'
import { useVenue } from '../venue/venueContext'
import { extrasConfig, partnerBannerConfig } from './extrasConfig'
import { GiftVouchers } from './GiftVouchers'
import { DemoNotice, KindBanner, PartnerBanner } from './PromoBanners'

/**
 * The extras of the venue home (loaded lazily): the demo notice (subscription), the partner
 * banner (configured venues and window), the club/pizza/altro banner, the gift vouchers.
 */
export default function VenueHomeExtras({ now = Date.now() }: { now?: number }) {
  const { hash, info } = useVenue()
  const [banner, setBanner] = useState<BannerKind | null>(null)
  const [subscription, setSubscription] = useState<Subscription | null>(null)
  useEffect(() => {
    let live = true
    void fetchBannerKind(hash).then((kind) => live && setBanner(kind))
    void fetchSubscription(hash).then((answer) => live && setSubscription(answer))
    return () => {
      live = false
    }
  }, [hash])
  const partner = isPartnerBannerShown(hash, now, partnerBannerConfig(extrasConfig()))
  const gift = isOn(info.giftenabled)
  if (!subscription?.demo && !partner && !banner && !gift) return null
  return (
    <Stack gap="sm">
      {subscription?.demo && <DemoNotice message={subscription.message} />}
      {partner && <PartnerBanner />}
      {banner && <KindBanner kind={banner} />}
      {gift && <GiftVouchers name={info.name} telephone={info.telephone} />}
    </Stack>
  )
}
