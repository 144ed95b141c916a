import { Box, Image, Loader, Stack, Text } from '@mantine/core'
import { useEffect, useRef } from 'react'
import { useUiText } from '../i18n/uiText'
import type { BannerKind } from '../../domain/banners'
import { assetUrl } from './assetUrl'
import { splashDurationMs } from './splash'

export type SplashProps = {
  name: string
  logo: string | null | undefined
  cover: string | null | undefined
  /** The checkCocaBanners answer; undefined while it is not known yet. */
  banner: BannerKind | null | undefined
  onDone: () => void
  /** When the splash was first painted, if before this component mounted (the server's page). */
  paintedAt?: number | undefined
}

/**
 * SPEC §4 Startup/splash: the venue's cover image with its logo over it, for 2 s, 4 s for a
 * club-banner venue, 1 s when the venue has neither. The time counts from when the splash
 * appeared; a club answer arriving late lengthens it to 4 s from then.
 */
export function Splash({ name, logo, cover, banner, onDone, paintedAt }: SplashProps) {
  const { t } = useUiText()
  const started = useRef(paintedAt ?? Date.now())
  const done = useRef(onDone)
  done.current = onDone
  const logoUrl = assetUrl(logo)
  const coverUrl = assetUrl(cover)
  const duration = splashDurationMs({ hasSplash: logoUrl !== null || coverUrl !== null, banner })

  useEffect(() => {
    const timer = setTimeout(() => done.current(), Math.max(0, duration - (Date.now() - started.current)))
    return () => clearTimeout(timer)
  }, [duration])

  return (
    <Box
      role="status"
      aria-live="polite"
      aria-label={t('shell.splash.label', { name })}
      data-testid="splash"
      pos="fixed"
      inset={0}
      style={{ zIndex: 900, background: 'var(--comanda-primary, var(--mantine-color-body))', color: 'var(--comanda-on-primary, inherit)' }}
    >
      {/* the first thing painted: its picture is asked for first (issue #14) */}
      {coverUrl && <Image src={coverUrl} alt="" h="100%" w="100%" fit="cover" pos="absolute" inset={0} style={{ opacity: 0.9 }} fetchPriority="high" />}
      <Stack align="center" justify="center" h="100%" pos="relative" gap="md" p="lg">
        {logoUrl ? (
          <Image src={logoUrl} alt={name} w={144} h={144} fit="contain" radius="xl" bg="white" p="sm" style={{ boxShadow: '0 4px 24px rgba(0,0,0,.25)' }} />
        ) : (
          <Text fz={28} fw={700} ta="center">
            {name}
          </Text>
        )}
        <Loader color="var(--comanda-on-primary, currentColor)" size="sm" aria-hidden="true" />
      </Stack>
    </Box>
  )
}
