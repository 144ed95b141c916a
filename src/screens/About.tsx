import { Anchor, Divider, Image, Stack, Text, Title } from '@mantine/core'
import { Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { lazyOptional } from '../extras/lazyOptional'
import { assetUrl } from '../shell/assetUrl'
import { telHref } from '../shell/telephone'
import { sendLog, type LogSent } from '../support/logDownload'
import { AboutSection } from '../shell/AboutSection'
import { SafeHtml } from '../shell/SafeHtml'
import { ScreenFrame } from '../shell/ScreenFrame'
import { useVenue } from '../venue/venueContext'

/** Gift vouchers, the quiz, the translation error report (issue #6): a separate chunk. */
const AboutExtras = lazyOptional(() => import('../extras/AboutExtras'))
export const preloadParts = AboutExtras.preload

/**
 * SPEC §2 /restaurants/{hash}/about: the venue's description and free text (sanitised HTML), its
 * telephone, and "Segnala un problema": the venue's event log downloaded as a file support
 * replays with `comanda replay` (DESIGN §3).
 */
export default function About() {
  const { t } = useTranslation()
  const { info, session } = useVenue()
  const [report, setReport] = useState<LogSent | { kind: 'failed' } | null>(null)
  const logo = assetUrl(info.logo)
  const telephone = (info.telephone ?? '').trim()

  const supportEmail = info.support_email ?? null
  const onReport = async () => {
    try {
      const mail = (file: string) => ({ subject: t('shell.about.mailSubject', { name: info.name }), body: t('shell.about.mailBody', { file }) })
      setReport(await sendLog(session.exportLog(), { supportEmail, mail, share: typeof navigator.canShare === 'function' ? navigator : undefined }))
    } catch {
      setReport({ kind: 'failed' })
    }
  }

  return (
    <ScreenFrame title={t('ui.screens.about')}>
      <Stack gap="md">
        {logo && <Image src={logo} alt={t('shell.about.logo', { name: info.name })} w={96} h={96} fit="contain" />}
        <Title order={2} size="h3">
          {info.name}
        </Title>
        <SafeHtml html={info.description} />
        <SafeHtml html={info.freetext} />

        {telephone && (
          <Stack gap={4} component="section" aria-labelledby="about-contacts">
            <Title order={2} size="h4" id="about-contacts">
              {t('shell.about.contacts')}
            </Title>
            <Text>
              {t('shell.about.telephone')}:{' '}
              <Anchor href={telHref(telephone)} aria-label={t('shell.about.call', { telephone })} dir="ltr">
                {telephone}
              </Anchor>
            </Text>
          </Stack>
        )}

        <Suspense fallback={null}>
          <AboutExtras />
        </Suspense>

        <Divider />
        <AboutSection id="about-support" title={t('shell.about.support')} text={t('shell.about.supportText')} action={t('shell.about.report')} onAction={() => void onReport()}>
          <div role="status" aria-live="polite">
            {report?.kind === 'shared' && <Text size="sm">{t('shell.about.shared')}</Text>}
            {report?.kind === 'mailed' && <Text size="sm">{t('shell.about.mailed', { file: report.file, email: report.to })}</Text>}
            {report?.kind === 'downloaded' && (
              <Text size="sm">{telephone ? t('shell.about.reportedCall', { file: report.file, telephone }) : t('shell.about.reported', { file: report.file })}</Text>
            )}
            {report?.kind === 'failed' && (
              <Text size="sm" c="red.8">
                {t('shell.about.reportFailed')}
              </Text>
            )}
          </div>
        </AboutSection>
      </Stack>
    </ScreenFrame>
  )
}
