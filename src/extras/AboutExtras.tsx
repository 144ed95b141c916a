import { Button, Divider, Stack } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isOn } from '../../domain/menuTypes'
import { AboutSection } from '../shell/AboutSection'
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
      <AboutSection id="about-translation" title={t('extras.translation.title')} text={t('extras.translation.intro')} action={t('extras.translation.open')} onAction={() => setReporting(true)} />
      <TranslationErrorForm hash={hash} opened={reporting} onClose={() => setReporting(false)} />
    </Stack>
  )
}
