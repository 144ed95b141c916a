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
  return <Image {...loadingOf(hero)} {...props} src={url} onError={hideBroken} />
}

const loadingOf = (hero: boolean) => (hero ? ({ loading: 'eager', fetchPriority: 'high' } as const) : ({ loading: 'lazy', decoding: 'async' } as const))
const hideBroken = (event: { currentTarget: HTMLImageElement }) => void (event.currentTarget.style.display = 'none')

/**
 * The same picture as a plain `<img>` at a fixed size, for lists where every element counts (a
 * card is rendered hundreds of times in a long menu, issue #14); styled by `className`.
 */
export function PlainVenueImage({ src, alt, size, className }: { src: string | null | undefined; alt: string; size: number; className: string }) {
  const url = assetUrl(src)
  if (!url) return null
  return <img {...loadingOf(false)} src={url} alt={alt} width={size} height={size} className={className} onError={hideBroken} />
}
