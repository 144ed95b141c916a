import { Button, Divider, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isOn } from '../../domain/menuTypes'
import { useVenue } from '../venue/venueContext'
import { extrasConfig } from './extrasConfig'
import { GiftVouchers } from './GiftVouchers'
import { openQuiz } from './quiz'
import { TranslationErrorForm } from './TranslationErrorForm'

/** The extras of the about screen (loaded lazily): gift vouchers, the quiz, the translation error report. */
export default function AboutExtras() {
  const { t } = useTranslation()
  const { hash, info } = useVenue()
  const [reporting, setReporting] = useState(false)
  const quiz = extrasConfig().quiz.url !== null
  return (
    <Stack gap="md">
      {isOn(info.giftenabled) && <GiftVouchers name={info.name} telephone={info.telephone} />}
      {quiz && (
        <Button variant="light" onClick={openQuiz} style={{ alignSelf: 'flex-start' }}>
          {t('extras.quiz.open')}
        </Button>
      )}
      <Divider />
      <Stack gap="xs" component="section" aria-labelledby="about-translation">
        <Title order={2} size="h4" id="about-translation">
          {t('extras.translation.title')}
        </Title>
        <Text size="sm">{t('extras.translation.intro')}</Text>
        <Button variant="outline" onClick={() => setReporting(true)} style={{ alignSelf: 'flex-start' }}>
          {t('extras.translation.open')}
        </Button>
      </Stack>
      <TranslationErrorForm hash={hash} opened={reporting} onClose={() => setReporting(false)} />
    </Stack>
  )
}
