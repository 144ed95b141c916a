import { Image, type ImageProps } from '@mantine/core'
import type { ComponentPropsWithoutRef } from 'react'
import { assetUrl } from '../shell/assetUrl'

/**
 * A venue's picture (logo, cover, item, section): its path from the venue info resolved under the
 * app base, and hidden when it fails to load rather than shown broken.
 */
export function VenueImage({ src, ...props }: Omit<ImageProps, 'src'> & Omit<ComponentPropsWithoutRef<'img'>, keyof ImageProps> & { src: string | null | undefined }) {
  const url = assetUrl(src)
  if (!url) return null
  return <Image {...props} src={url} onError={(event) => (event.currentTarget.style.display = 'none')} />
}
