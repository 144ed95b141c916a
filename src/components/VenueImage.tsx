import { Image, type ImageProps } from '@mantine/core'
import type { ComponentPropsWithoutRef } from 'react'
import { assetUrl } from '../shell/assetUrl'

/**
 * A venue's picture (logo, cover, item, section): its path from the venue info resolved under the
 * app base, and hidden when it fails to load rather than shown broken. Pictures load when they
 * come near the screen; the one `hero` above the fold loads first (issue #14).
 */
export function VenueImage({
  src,
  hero = false,
  ...props
}: Omit<ImageProps, 'src'> & Omit<ComponentPropsWithoutRef<'img'>, keyof ImageProps> & { src: string | null | undefined; hero?: boolean }) {
  const url = assetUrl(src)
  if (!url) return null
  const loading = hero ? ({ loading: 'eager', fetchPriority: 'high' } as const) : ({ loading: 'lazy', decoding: 'async' } as const)
  return <Image {...loading} {...props} src={url} onError={(event) => (event.currentTarget.style.display = 'none')} />
}
