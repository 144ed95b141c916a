import { Alert, Card, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { BannerKind } from '../../domain/banners'

/** SPEC §1, §9: the generic partner-branded banner of the configured venues and window. */
export function PartnerBanner() {
  const { t } = useTranslation()
  return (
    <Card withBorder radius="md" data-testid="partner-banner" role="note" aria-label={t('extras.partner.label')}>
      <Text fw={700}>{t('extras.partner.title')}</Text>
      <Text size="sm">{t('extras.partner.text')}</Text>
    </Card>
  )
}

/** SPEC §7 checkCocaBanners: the club, pizza or altro banner of the venue. */
export function KindBanner({ kind }: { kind: BannerKind }) {
  const { t } = useTranslation()
  return (
    <Card withBorder radius="md" data-testid={`banner-${kind}`} role="note" aria-label={t('extras.banner.label')}>
      <Text fw={700}>{t(`extras.banner.${kind}.title`)}</Text>
      <Text size="sm">{t(`extras.banner.${kind}.text`)}</Text>
    </Card>
  )
}

/** SPEC §4 Demo: the venue's subscription is a demo one; its message when it has one. */
export function DemoNotice({ message }: { message: string | null }) {
  const { t } = useTranslation()
  return (
    <Alert color="orange" variant="light" title={t('extras.demo.title')} data-testid="demo-notice">
      <Text size="sm">{message ?? t('extras.demo.text')}</Text>
    </Alert>
  )
}
